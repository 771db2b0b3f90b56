import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "#contracts/auth.ts";
import { freshIp, registerVerifiedUser, STRONG_PASSWORD } from "#tests/helpers/auth-flow.ts";
import { linkIn, startSmtpCapture, type SmtpCapture } from "#tests/helpers/smtp-capture.ts";
import { createTestApp, type TestApp } from "#tests/helpers/test-app.ts";

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

const post = (path: string, options: { body?: unknown; token?: string } = {}) =>
  t.call("POST", `/api/authentication${path}`, { ...options, headers: freshIp() });
const login = (email: string, password: string) => post("/user/login", { body: { email, password } });
const profileStatus = async (u: { id: string }, token: string) => (await t.call("GET", `/api/authentication/${u.id}/profile`, { token })).status;
const count = async (query: ReturnType<typeof sql>) => Number((await t.deps.database.db.execute(query)).rows[0].n);

async function resetLink(email: string, since = 0) {
  const mail = await smtp.waitFor(email, (m) => m.text.includes("/reset-password?") && smtp.mails.indexOf(m) >= since);
  return linkIn(mail.text, "/reset-password?");
}

describe("forgetPassword", () => {
  it("answers a known and an unknown address identically and mails only the known one a one-hour link", async () => {
    const user = await registerVerifiedUser(t, smtp);
    const known = await post("/forgetPassword", { body: { email: user.email.toUpperCase() } });
    const unknown = await post("/forgetPassword", { body: { email: "nobody@example.ch" } });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    expect(known.body.message).toBe(AUTH_MESSAGES.forgotSent);

    const link = await resetLink(user.email);
    expect(link.origin + link.pathname).toBe("http://shop.test/reset-password");
    expect(link.searchParams.get("id")).toBe(user.id);
    await t.deps.services.mailWorker.drain();
    expect(smtp.mails.some((m) => m.to.includes("nobody@example.ch"))).toBe(false);
    const { rows } = await t.deps.database.db.execute(
      sql`select extract(epoch from expires_at - created_at)::int as seconds from one_time_tokens where purpose = 'reset-password' and user_id = ${user.id}`,
    );
    expect(rows).toEqual([{ seconds: 3600 }]);
  });

  it("requires an e-mail of e-mail type", async () => {
    expect((await post("/forgetPassword", { body: {} })).body.error).toBe("Email is required");
    expect((await post("/forgetPassword", { body: { email: "nope" } })).body.error).toBe(AUTH_MESSAGES.emailInvalid);
  });
});

describe("reset-password", () => {
  it("refuses a weak or mismatched password without using up the link, then resets once and revokes every session", async () => {
    const user = await registerVerifiedUser(t, smtp);
    const otherDevice = (await login(user.email, STRONG_PASSWORD)).body.data.token;
    const since = smtp.mails.length;
    await post("/forgetPassword", { body: { email: user.email } });
    const link = await resetLink(user.email, since);

    const weak = await post(`/reset-password${link.search}`, { body: { newPassword: "abc", confirmNewPassword: "abc" } });
    expect(weak.status).toBe(400);
    expect(weak.body.error).toBe(AUTH_MESSAGES.passwordSpecial);
    const mismatch = await post(`/reset-password${link.search}`, { body: { newPassword: "Neues123!", confirmNewPassword: "Neues124!" } });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.error).toBe("Passwords don't match!");

    const ok = await post(`/reset-password${link.search}`, { body: { newPassword: "Neues123!", confirmNewPassword: "Neues123!" } });
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe("Password has been reset successfully!");

    expect(await profileStatus(user, user.token)).toBe(401);
    expect(await profileStatus(user, otherDevice)).toBe(401);
    expect((await login(user.email, STRONG_PASSWORD)).status).toBe(401);
    expect((await login(user.email, "Neues123!")).status).toBe(200);

    const reused = await post(`/reset-password${link.search}`, { body: { newPassword: "Dritte123!", confirmNewPassword: "Dritte123!" } });
    expect(reused.status).toBe(400);
    expect(reused.body.error).toBe(AUTH_MESSAGES.resetLinkInvalid);
  });

  it("refuses an expired link (older than one hour), a wrong token and a malformed id", async () => {
    const user = await registerVerifiedUser(t, smtp);
    const since = smtp.mails.length;
    await post("/forgetPassword", { body: { email: user.email } });
    const link = await resetLink(user.email, since);
    const body = { newPassword: "Neues123!", confirmNewPassword: "Neues123!" };
    expect((await post(`/reset-password?id=${user.id}&token=wrong`, { body })).status).toBe(400);
    expect((await post(`/reset-password?id=../../etc&token=x`, { body })).status).toBe(400);
    expect((await post(`/reset-password`, { body })).status).toBe(400);
    await t.deps.database.db.execute(sql`update one_time_tokens set expires_at = now() - interval '1 second' where user_id = ${user.id}`);
    const expired = await post(`/reset-password${link.search}`, { body });
    expect(expired.status).toBe(400);
    expect(expired.body.error).toBe(AUTH_MESSAGES.resetLinkInvalid);
    expect((await login(user.email, STRONG_PASSWORD)).status).toBe(200);
  });

  it("lets only one of two concurrent uses of a link through", async () => {
    const user = await registerVerifiedUser(t, smtp);
    const since = smtp.mails.length;
    await post("/forgetPassword", { body: { email: user.email } });
    const link = await resetLink(user.email, since);
    const results = await Promise.all(
      ["Erstes123!", "Zweites123!"].map((pw) => post(`/reset-password${link.search}`, { body: { newPassword: pw, confirmNewPassword: pw } })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
  });
});

describe("reset link for a logged-in user (POST /reset)", () => {
  it("mails the user a reset link; 401 without a token", async () => {
    const user = await registerVerifiedUser(t, smtp);
    const since = smtp.mails.length;
    const res = await post("/reset", { token: user.token });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Password reset link has been sent to your email.");
    const link = await resetLink(user.email, since);
    expect(link.searchParams.get("id")).toBe(user.id);
    expect((await post("/reset")).status).toBe(401);
  });
});

describe("delete-account", () => {
  it("needs the password: 400 without it, 401 when wrong (the session stays)", async () => {
    const user = await registerVerifiedUser(t, smtp);
    const missing = await post("/delete-account", { token: user.token });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe("Password is required to delete account.");
    const wrong = await post("/delete-account", { token: user.token, body: { password: "Falsch123!" } });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error).toBe(AUTH_MESSAGES.wrongPassword);
    expect(await profileStatus(user, user.token)).toBe(200);
  });

  it("removes the user, every session and every link token in one go; the token is dead afterwards", async () => {
    const user = await registerVerifiedUser(t, smtp);
    const second = (await login(user.email, STRONG_PASSWORD)).body.data.token;
    await post("/reset", { token: user.token });
    const res = await post("/delete-account", { token: user.token, body: { password: STRONG_PASSWORD } });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(await count(sql`select count(*) as n from users where id = ${user.id}`)).toBe(0);
    expect(await count(sql`select count(*) as n from sessions where user_id = ${user.id}`)).toBe(0);
    expect(await count(sql`select count(*) as n from one_time_tokens where user_id = ${user.id}`)).toBe(0);
    expect(await profileStatus(user, user.token)).toBe(401);
    expect(await profileStatus(user, second)).toBe(401);
    expect((await login(user.email, STRONG_PASSWORD)).status).toBe(401);
  });

  it("has every table that references users cascade on delete (cart, favourites and later ones go with the user), except orders", async () => {
    const { rows } = await t.deps.database.db.execute(sql`
      select con.conname as name, con.confdeltype as on_delete
      from pg_constraint con
      where con.contype = 'f' and con.confrelid = 'users'::regclass`);
    expect(rows.length).toBeGreaterThanOrEqual(2);
    // An order is a sale the pharmacy must keep for its books (record 023): it loses its owner ("n", set null) and
    // keeps the contact it was placed with. Everything else is the customer's own and goes with the account.
    // The back office's import jobs and catalogue audit are the pharmacy's records too (record 033): a deleted
    // manager's account leaves them without a name, not gone; so do an article's photo (record 035) and the
    // laboratory's audit (record 037).
    const kept: Record<string, string> = {
      orders_user_id_users_id_fk: "n",
      import_jobs_created_by_users_id_fk: "n",
      catalogue_audit_by_users_id_fk: "n",
      article_images_created_by_users_id_fk: "n",
      lab_audit_by_users_id_fk: "n",
    };
    for (const row of rows) {
      const name = String(row.name);
      expect({ name, onDelete: row.on_delete }).toEqual({ name, onDelete: kept[name] ?? "c" });
    }
    expect(rows.map((r) => r.name)).toContain("orders_user_id_users_id_fk");
  });
});
