import { expect, test, type Page } from "@playwright/test";
import { createShopper, SHOPPER_PASSWORD } from "./shopper-fixtures.ts";

/*
 * Issue 37 point 4 / issue 41: a login or registration sent before the page's scripts run (a slow line, scripts
 * blocked) must not put the password into the address, where it lands in the history and the proxy's access log.
 * Without scripts the forms post to the page's own action, which answers as the scripted form does.
 * Playwright's own `test`: the suite's fixture waits for hydration, which never comes here.
 */
test.use({ javaScriptEnabled: false });

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: "cookieConsent", value: "accepted", url: baseURL }]);
});

/** Every address the page asks for, from here on. */
function requestedUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => urls.push(request.url()));
  return urls;
}

const expectNoSecretIn = (urls: string[], ...secrets: string[]) => {
  expect(urls.length).toBeGreaterThan(0);
  for (const url of urls) {
    expect(url).not.toContain("password");
    for (const secret of secrets) {
      expect(url).not.toContain(secret);
      expect(url).not.toContain(encodeURIComponent(secret));
    }
  }
};

test("login without scripts: a wrong password gets the spec's message, and nothing secret in any address", async ({ page }) => {
  const urls = requestedUrls(page);
  await page.goto("/loginpage");
  await page.getByLabel("Email").fill("nobody.here@example.ch");
  await page.getByLabel("Password", { exact: true }).fill("Falsch123!");
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page.getByRole("alert")).toHaveText("Invalid email or password");
  await expect(page).toHaveURL(/\/loginpage$/);
  // The address is kept, the password is not.
  await expect(page.getByLabel("Email")).toHaveValue("nobody.here@example.ch");
  await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");
  expectNoSecretIn(urls, "Falsch123!", "nobody.here@example.ch");
});

test("login without scripts: the contract's field messages", async ({ page }) => {
  await page.goto("/loginpage");
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page.getByText("Email is required", { exact: true })).toBeVisible();
  await expect(page.getByText("Password is required", { exact: true })).toBeVisible();
});

test("login without scripts logs in: back where the shopper came from, and the page picks the session up once scripts run", async ({
  page,
  request,
  browser,
  baseURL,
}, info) => {
  const { email } = await createShopper(request, info.workerIndex + 40);
  const urls = requestedUrls(page);
  await page.goto("/loginpage?redirect=%2Fuserfavoritespage");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(SHOPPER_PASSWORD);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page).toHaveURL(/\/userfavoritespage$/);
  expectNoSecretIn(urls, SHOPPER_PASSWORD, email);

  // The token travels in a cookie no script can read, sent only to the call that hands it over.
  const cookies = await page.context().cookies();
  const handoff = cookies.find((c) => c.name === "sessionHandoff");
  expect(handoff).toMatchObject({ httpOnly: true, sameSite: "Strict", path: "/api/authentication/session-handoff" });
  expect(cookies.find((c) => c.name === "sessionHandoffPending")).toMatchObject({ httpOnly: false, value: "1" });

  // The same browser once its scripts run: the token lands where the spec keeps it, once.
  // Explicitly with scripts: a context made in a test takes the file's options otherwise.
  const scripted = await browser.newContext({ baseURL, javaScriptEnabled: true });
  await scripted.addCookies(
    cookies.map(({ name, value, domain, path, httpOnly, secure, sameSite, expires }) => ({
      name,
      value,
      domain,
      path,
      httpOnly,
      secure,
      sameSite,
      expires,
    })),
  );
  const later = await scripted.newPage();
  // A protected page waits for the hand-over instead of sending the shopper back to the login.
  await later.goto("/userfavoritespage");
  await expect.poll(() => later.evaluate(() => window.localStorage.getItem("token"))).toMatch(/^ey/);
  await expect(later.getByRole("heading", { name: "My Favorites" })).toBeVisible();
  await expect(later).toHaveURL(/\/userfavoritespage$/);
  await expect(later.getByRole("link", { name: "ANMELDEN" })).toHaveCount(0);
  expect((await scripted.cookies()).map((c) => c.name)).not.toContain("sessionHandoff");
  await scripted.close();
});

test("registration without scripts: messages, then 'Check Your Email', and nothing secret in any address", async ({ page }, info) => {
  const email = `nojs.${info.project.name}.${Date.now()}@example.ch`;
  const urls = requestedUrls(page);
  await page.goto("/registerpage");
  await page.getByLabel("First Name").fill("Erika");
  await page.getByLabel("Last Name").fill("Muster");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("Sicher123!");
  await page.getByLabel("Confirm Password", { exact: true }).fill("Sicher123?");
  await page.getByLabel("Birthdate").fill("1985-06-15");
  await page.getByLabel("Address").fill("Rheingasse 12, 4058 Basel");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Passwords do not match", { exact: true })).toBeVisible();
  // What was typed stays, but the passwords.
  await expect(page.getByLabel("Email")).toHaveValue(email);
  await expect(page.getByLabel("Address")).toHaveValue("Rheingasse 12, 4058 Basel");
  await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");

  await page.getByLabel("Password", { exact: true }).fill("Sicher123!");
  await page.getByLabel("Confirm Password", { exact: true }).fill("Sicher123!");
  await page.getByRole("button", { name: "Create Account" }).click();
  const done = page.getByRole("region", { name: "Check Your Email" });
  await expect(done).toBeVisible();
  await expect(done).toContainText(`We have sent a verification link to ${email}.`);
  expectNoSecretIn(urls, "Sicher123!", "Sicher123?", email, "Rheingasse");

  // Not verified yet: the no-script login shows the server's own message.
  await page.goto("/loginpage");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("Sicher123!");
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page.getByRole("alert")).toHaveText("Please verify your email address before logging in.");
  expectNoSecretIn(urls, "Sicher123!", email);
});
