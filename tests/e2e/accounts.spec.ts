import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { test } from "./test.ts";
import { awaitMail, latestMailId } from "./outbox.ts";

const SHOTS = `.test-output/screenshots-accounts`;

/** The first link in the newest mail of this kind to this address (sent after the mail `after`). */
async function mailLink(to: string, kind: string, after = ""): Promise<string> {
  return /https?:\/\/\S+/.exec((await awaitMail(to, { kind, after })).text)?.[0] ?? "";
}

// The cookie notice of the frame would cover buttons at the bottom of small screens: consent first.
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: "cookieConsent", value: "accepted", url: baseURL }]);
});

const storedToken = (page: Page) => page.evaluate(() => window.localStorage.getItem("token"));

async function login(page: Page, email: string, password: string) {
  await page.goto("/loginpage");
  await expect(page.getByRole("heading", { name: "Welcome back!" })).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page.getByText("Login successful!")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
}

test("register → mail → verify → login → edit profile → reset password → logout → delete account", async ({ page }, info) => {
  test.setTimeout(180_000);
  const email = `e2e.${info.project.name}.${Date.now()}@example.ch`;
  const shot = (name: string) => page.screenshot({ path: `${SHOTS}/${info.project.name}-${name}.png`, fullPage: true });

  // Registration: the spec's messages, then the 'Check Your Email' modal.
  await page.goto("/registerpage");
  await expect(page.getByRole("heading", { name: "Create a new Account" })).toBeVisible();
  await page.getByRole("button", { name: "Create Account" }).click();
  for (const message of ["First Name is required", "Last Name is required", "Email is required", "Password is required", "Password Confirmation is required", "Birthdate is required", "Address is required"]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(page.getByLabel("First Name")).toBeFocused();
  await shot("register-errors");
  await page.getByLabel("First Name").fill("Erika");
  await page.getByLabel("Last Name").fill("Muster");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("abc");
  await expect(page.getByText("Password must contain at least one special character")).toBeVisible();
  await page.getByLabel("Password", { exact: true }).fill("Sicher123!");
  await page.getByLabel("Confirm Password", { exact: true }).fill("Sicher123?");
  await expect(page.getByText("Passwords do not match")).toBeVisible();
  await page.getByLabel("Confirm Password", { exact: true }).fill("Sicher123!");
  await page.getByLabel("Birthdate").fill("1985-06-15");
  await page.getByLabel("Address").fill("Rheingasse 12, 4058 Basel");
  await page.getByRole("button", { name: "Create Account" }).click();
  const dialog = page.getByRole("dialog", { name: "Check Your Email" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(email);
  await shot("register-check-email");
  await dialog.getByRole("button", { name: "Close", exact: true }).click();
  await expect(dialog).toBeHidden();

  // Not verified yet: login is refused with the server's message.
  await page.goto("/loginpage");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("Sicher123!");
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page.getByRole("alert")).toContainText("Please verify your email address before logging in.");

  // The verification link from the mail.
  await page.goto(await mailLink(email, "verify-email"));
  await expect(page.getByText("Your email has been successfully verified!")).toBeVisible();
  await shot("verify-success");
  await page.getByRole("link", { name: "Go to login" }).click();
  await expect(page).toHaveURL(/\/loginpage$/);

  await login(page, email, "Sicher123!");
  expect(await storedToken(page)).toMatch(/^ey/);

  // Profile: view, edit (name and surname only), saved message for 3 seconds.
  await page.goto("/profilepage");
  await expect(page.getByRole("heading", { name: "My Profile" })).toBeVisible();
  await expect(page.getByText("Rheingasse 12, 4058 Basel")).toBeVisible();
  await expect(page.getByText("15.06.1985")).toBeVisible();
  await shot("profile");
  await page.getByRole("button", { name: "Edit Profile" }).click();
  await expect(page.locator("#profile-email")).toHaveAttribute("readonly", "");
  await page.getByLabel("First Name").fill("");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("First Name is required")).toBeVisible();
  await page.getByLabel("First Name").fill("Erika Maria");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Profile updated successfully")).toBeVisible();
  await expect(page.getByRole("definition").filter({ hasText: "Erika Maria" })).toBeVisible();
  await expect(page.getByText("Profile updated successfully")).toBeHidden({ timeout: 5_000 });

  // Reset password from the profile: confirmation dialog, mail, reset page.
  const before = await latestMailId();
  await page.getByRole("button", { name: "Reset Password" }).click();
  const reset = page.getByRole("dialog", { name: "Reset password" });
  await expect(reset).toContainText(email);
  await reset.getByRole("button", { name: "Send reset link" }).click();
  await expect(reset.getByText("Password reset link has been sent to your email.")).toBeVisible();
  await shot("profile-reset-dialog");
  await reset.getByRole("button", { name: "Close", exact: true }).click();
  const resetLink = await mailLink(email, "reset-password", before);

  await page.goto(resetLink);
  await page.getByLabel("New Password", { exact: true }).fill("Neues456!");
  await page.getByLabel("Confirm New Password", { exact: true }).fill("Neues457!");
  await page.getByRole("button", { name: "Reset password" }).click();
  await expect(page.getByText("Passwords don't match!")).toBeVisible();
  await page.getByLabel("Confirm New Password", { exact: true }).fill("Neues456!");
  await page.getByRole("button", { name: "Reset password" }).click();
  await expect(page.getByText("Password has been reset successfully!")).toBeVisible();
  await shot("reset-success");

  // The reset revoked the stored token: the next protected page ends the session with the spec's message.
  await page.goto("/profilepage");
  await expect(page).toHaveURL(`/loginpage?redirect=${encodeURIComponent("/profilepage")}`);
  await expect(page.getByRole("alert")).toContainText("Session expired. Please login again.");
  expect(await storedToken(page)).toBeNull();

  // Logout.
  await login(page, email, "Neues456!");
  await page.goto("/profilepage");
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/loginpage$/);
  expect(await storedToken(page)).toBeNull();

  // Delete account: password required, wrong password refused, then gone.
  await login(page, email, "Neues456!");
  await page.goto("/profilepage");
  await page.getByRole("button", { name: "Delete Account" }).click();
  const del = page.getByRole("dialog", { name: "Delete account" });
  await del.getByRole("button", { name: "Delete my account" }).click();
  await expect(del.getByText("Password is required to delete account.")).toBeVisible();
  await del.getByLabel("Password", { exact: true }).fill("Falsch123!");
  await del.getByRole("button", { name: "Delete my account" }).click();
  await expect(del.getByText("Failed to delete account. Make sure your password is correct.")).toBeVisible();
  expect(await storedToken(page)).not.toBeNull();
  await shot("profile-delete-dialog");
  await del.getByLabel("Password", { exact: true }).fill("Neues456!");
  await del.getByRole("button", { name: "Delete my account" }).click();
  await expect(page).toHaveURL(/\/registerpage$/);
  expect(await storedToken(page)).toBeNull();

  await page.goto("/loginpage");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("Neues456!");
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page.getByRole("alert")).toContainText("Invalid email or password");
});

test("protected pages redirect to /loginpage without a token, naming the page to come back to", async ({ page }) => {
  await page.goto("/profilepage");
  await expect(page).toHaveURL(`/loginpage?redirect=${encodeURIComponent("/profilepage")}`);
  await expect(page.getByRole("heading", { name: "Welcome back!" })).toBeVisible();
});

test("an unreadable stored token is removed with 'Invalid or expired token'", async ({ page }) => {
  // Stored before the profile page's own scripts run (setting it on a page that is still hydrating would let
  // that page, not the profile page, find and remove it).
  await page.addInitScript(() => {
    if (window.location.pathname === "/profilepage") window.localStorage.setItem("token", "not-a-jwt");
  });
  await page.goto("/profilepage");
  await expect(page).toHaveURL(`/loginpage?redirect=${encodeURIComponent("/profilepage")}`);
  await expect(page.getByRole("alert")).toContainText("Invalid or expired token");
  expect(await storedToken(page)).toBeNull();
});

test("the login form works with the keyboard alone", async ({ page }) => {
  await page.goto("/loginpage");
  await page.getByLabel("Email").focus();
  await page.keyboard.type("nobody@example.ch");
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Password", { exact: true })).toBeFocused();
  await page.keyboard.type("Whatever1!");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("alert")).toContainText("Invalid email or password");
});

test("forgot password confirms without telling whether the address has an account", async ({ page }, info) => {
  await page.goto("/forgot-password");
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByText("Email is required")).toBeVisible();
  await page.getByLabel("Email").fill(`unknown.${info.project.name}@example.ch`);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("status")).toContainText("If an account exists for this email, a password reset link has been sent to it.");
  await page.screenshot({ path: `${SHOTS}/${info.project.name}-forgot-sent.png`, fullPage: true });
});

test("verification and reset pages show their failure states for a bad link", async ({ page }) => {
  await page.goto("/verify-email?id=6f1c7c2e-0000-4000-8000-000000000000&token=nope");
  await expect(page.getByText("Email verification failed. The token may be invalid or expired.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to registration" })).toHaveAttribute("href", "/registerpage");
  await page.goto("/reset-password?id=6f1c7c2e-0000-4000-8000-000000000000&token=nope");
  await page.getByLabel("New Password", { exact: true }).fill("Neues456!");
  await page.getByLabel("Confirm New Password", { exact: true }).fill("Neues456!");
  await page.getByRole("button", { name: "Reset password" }).click();
  await expect(page.getByRole("alert")).toContainText("Error resetting password. Please try again.");
});

test("the account forms have no accessibility violations", { tag: "@layout" }, async ({ page }, info) => {
  test.setTimeout(90_000);
  for (const path of ["/loginpage", "/registerpage", "/forgot-password"]) {
    await page.goto(path);
    await page.screenshot({ path: `${SHOTS}/${info.project.name}${path.replace("/", "-")}.png`, fullPage: true });
    const results = await new AxeBuilder({ page }).include("main").analyze();
    expect(results.violations.map((v) => `${path}: ${v.id} ${v.help}`)).toEqual([]);
  }
});
