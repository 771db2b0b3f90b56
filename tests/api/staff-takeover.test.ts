import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "#contracts/auth.ts";
import { freshIp, newSignup, registerVerifiedUser, STRONG_PASSWORD } from "#tests/helpers/auth-flow.ts";
import { linkIn, startSmtpCapture, type SmtpCapture } from "#tests/helpers/smtp-capture.ts";
import { createTestApp, type TestApp } from "#tests/helpers/test-app.ts";

/**
 * Issue 27, point 1: someone signs up with a future staff member's address (and never verifies, or the owner
 * clicks the verification link), then `npm run staff -- add` promotes that account. The password chosen at
 * signup, its sessions and its links must all be dead after the promotion; only the invitation mailed to the
 * address sets the staff password.
 */

let t: TestApp;
let smtp: SmtpCapture;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await t.deps.services.mailWorker.drain();
  await t.close();
  await smtp.close();
});

const ATTACKER_PASSWORD = "Angreifer42!";
const post = (path: string, body?: unknown) => t.call("POST", `/api/authentication${path}`, { body, headers: freshIp() });
const login = (email: string, password: string) => post("/user/login", { email, password });
const promote = (email: string) => t.deps.services.desk.staff.add(email);
const mailsTo = (email: string) => smtp.mails.filter((m) => m.to.includes(email));

async function invitationLink(email: string) {
  const mail = await smtp.waitFor(email, (m) => m.subject === "Ihr Zugang zum Apothekenschalter – Rheinbogen Apotheke");
  return linkIn(mail.text, "/reset-password?");
}

async function setPassword(link: URL, password: string) {
  return post(`/reset-password${link.search}`, { newPassword: password, confirmNewPassword: password });
}

const roleIn = (token: string) => JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString()).role as number;

describe("promoting an account someone else signed up for", () => {
  it("an unverified account: the attacker's password and verification link die, the invitation sets the staff password", async () => {
    const signup = newSignup({ password: ATTACKER_PASSWORD, passwordConfirm: ATTACKER_PASSWORD });
    const email = String(signup.email);
    expect((await t.call("POST", "/api/authentication/signup", { body: signup, headers: freshIp() })).status).toBe(201);
    const verifyMail = await smtp.waitFor(email, (m) => m.text.includes("/verify-email?"));
    const attackerVerifyLink = linkIn(verifyMail.text, "/verify-email?");
    // A reset link the attacker asked for too (it goes to the mailbox, but must not outlive the promotion either).
    expect((await post("/forgetPassword", { email })).status).toBe(200);
    const earlierReset = linkIn((await smtp.waitFor(email, (m) => m.text.includes("/reset-password?"))).text, "/reset-password?");

    expect(await promote(email)).toMatchObject({ created: false, alreadyStaff: false, mailed: true });

    // The verification link from signup is void: following it does not verify the account.
    const verify = await post(`/verify-email${attackerVerifyLink.search}`);
    expect([verify.status, verify.body.message]).toEqual([400, AUTH_MESSAGES.verifyFailed]);
    const reset = await setPassword(earlierReset, "Anders123!");
    expect([reset.status, reset.body.message]).toEqual([400, AUTH_MESSAGES.resetLinkInvalid]);
    // The password chosen at signup no longer logs in (the account is unverified, but a right password would say so).
    expect((await login(email, ATTACKER_PASSWORD)).status).toBe(401);

    // The owner follows the invitation: the password they choose logs in, with the staff role.
    expect((await setPassword(await invitationLink(email), STRONG_PASSWORD)).status).toBe(200);
    expect((await login(email, ATTACKER_PASSWORD)).status).toBe(401);
    const owner = await login(email, STRONG_PASSWORD);
    expect(owner.status).toBe(200);
    expect(roleIn(owner.body.data.token)).toBe(1);
  });

  it("a verified account: its password, live sessions and pending links die; only the invitation gives a password", async () => {
    // The attacker signed up; the owner clicked the verification link in the mail they did not expect.
    const user = await registerVerifiedUser(t, smtp, { password: ATTACKER_PASSWORD, passwordConfirm: ATTACKER_PASSWORD });
    const profile = () => t.call("GET", `/api/authentication/${user.id}/profile`, { token: user.token });
    expect((await profile()).status).toBe(200);
    const before = mailsTo(user.email).length;
    expect((await post("/forgetPassword", { email: user.email })).status).toBe(200);
    const pendingReset = linkIn((await smtp.waitFor(user.email, (m) => mailsTo(user.email).indexOf(m) >= before && m.text.includes("/reset-password?"))).text, "/reset-password?");

    expect(await promote(user.email)).toMatchObject({ created: false, alreadyStaff: false, mailed: true });

    expect((await profile()).status).toBe(401);
    expect((await login(user.email, ATTACKER_PASSWORD)).status).toBe(401);
    expect((await setPassword(pendingReset, "Anders123!")).status).toBe(400);
    const { rows } = await t.deps.database.db.execute(sql`select purpose from one_time_tokens where user_id = ${user.id} and used_at is null`);
    expect(rows).toEqual([{ purpose: "reset-password" }]);

    expect((await setPassword(await invitationLink(user.email), STRONG_PASSWORD)).status).toBe(200);
    const staff = await login(user.email, STRONG_PASSWORD);
    expect(staff.status).toBe(200);
    expect(roleIn(staff.body.data.token)).toBe(1);
    expect((await t.call("GET", "/api/desk/days", { token: staff.body.data.token })).status).toBe(200);
  });
});
