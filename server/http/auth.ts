import { Hono, type Context } from "hono";
import {
  AUTH_ERROR_CODES,
  AUTH_MESSAGES,
  deleteAccountSchema,
  editProfileSchema,
  forgotPasswordSchema,
  linkQuerySchema,
  loginSchema,
  resetPasswordSchema,
  signupSchema,
} from "#contracts/auth.ts";
import { fail, ok } from "#contracts/envelope.ts";
import { clearedHandoffCookies, HANDOFF_COOKIE } from "#contracts/session-handoff.ts";
import { getCookie } from "hono/cookie";
import type { MailLocale } from "#server/mail/message.ts";
import { DomainError, InvalidInput, Unauthorized } from "#server/services/errors.ts";
import { currentUser, requireUser } from "./middleware/auth.ts";
import { accountRateLimit, bodyEmailKey, ipKey, rateLimit } from "./middleware/rate-limit.ts";
import type { AppEnv } from "./types.ts";
import { parseBody } from "./validate.ts";
import { documentRoutes } from "./openapi.ts";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const onlyFailures = (status: number) => status === 401;
const userKey = (c: Context<AppEnv>) => [`user:${currentUser(c).id}`];

/** The rate limits of the account calls: per IP and per e-mail (or per user once logged in). */
export const AUTH_RATE_LIMITS = {
  loginPerIp: { limit: 30, windowMs: 15 * MINUTE },
  loginPerEmail: { limit: 10, windowMs: 15 * MINUTE },
  // From anywhere: beyond this every address is refused (the per-e-mail limit refuses only those that failed).
  loginPerEmailCeiling: { limit: 100, windowMs: HOUR },
  signupPerIp: { limit: 10, windowMs: HOUR },
  signupPerEmail: { limit: 5, windowMs: HOUR },
  forgotPerIp: { limit: 10, windowMs: 15 * MINUTE },
  forgotPerEmail: { limit: 5, windowMs: HOUR },
  linkPerIp: { limit: 20, windowMs: 15 * MINUTE },
  linkPerAccount: { limit: 10, windowMs: 15 * MINUTE },
  resetLinkPerUser: { limit: 5, windowMs: HOUR },
  deletePerUser: { limit: 5, windowMs: 15 * MINUTE },
} as const;
const L = AUTH_RATE_LIMITS;

/** The mail language from the browser's preference: English when it comes before German, else German. */
export function preferredLocale(acceptLanguage: string | undefined): MailLocale {
  const tags = (acceptLanguage ?? "")
    .split(",")
    .map((part) => {
      const [tag, ...params] = part.trim().toLowerCase().split(";");
      const q = params.map((p) => /^\s*q=([0-9.]+)/.exec(p)?.[1]).find(Boolean);
      return { lang: tag.split("-")[0], q: q === undefined ? 1 : Number(q) };
    })
    .filter((t) => t.lang === "de" || t.lang === "en")
    .sort((a, b) => b.q - a.q);
  return tags[0]?.lang === "en" ? "en" : "de";
}

/** The account a verification or reset link names (`?id=`), for a per-account budget of bad tries. */
const linkAccountKey = (c: Context<AppEnv>) => {
  const id = c.req.query("id")?.trim();
  return [id ? `account:${id.slice(0, 64)}` : undefined];
};

function linkQuery(c: Context, message: string) {
  const result = linkQuerySchema.safeParse(c.req.query());
  if (!result.success) throw new InvalidInput(message);
  return result.data;
}

/** /api/authentication: the account calls (documented at the end of this file). */
export function authRouter() {
  const r = new Hono<AppEnv>();
  const auth = (c: Context<AppEnv>) => c.get("deps").services.auth;

  r.post(
    "/signup",
    rateLimit({ name: "signup", ...L.signupPerIp, keys: (c) => [ipKey(c)] }),
    rateLimit({ name: "signup", ...L.signupPerEmail, keys: async (c) => [await bodyEmailKey(c)] }),
    async (c) => {
      const input = await parseBody(c, signupSchema);
      await auth(c).signup(input, preferredLocale(c.req.header("accept-language")));
      return c.json(ok(null, AUTH_MESSAGES.signupSuccess), 201);
    },
  );

  r.post(
    "/verify-email",
    rateLimit({ name: "verify", ...L.linkPerIp, keys: (c) => [ipKey(c)], counts: (s) => s >= 400 }),
    rateLimit({ name: "verify", ...L.linkPerAccount, keys: linkAccountKey, counts: (s) => s >= 400 }),
    async (c) => {
      const { id, token } = linkQuery(c, AUTH_MESSAGES.verifyFailed);
      await auth(c).verifyEmail(id, token);
      return c.json(ok(null, AUTH_MESSAGES.verifySuccess));
    },
  );

  r.post(
    "/user/login",
    rateLimit({ name: "login", ...L.loginPerIp, keys: (c) => [ipKey(c)], counts: onlyFailures }),
    accountRateLimit({ name: "login", ...L.loginPerEmail, ceiling: L.loginPerEmailCeiling, account: bodyEmailKey, counts: onlyFailures }),
    async (c) => {
      const { email, password, remember } = await parseBody(c, loginSchema);
      const data = await auth(c).login(email, password, remember);
      return c.json(ok(data, AUTH_MESSAGES.loginSuccess));
    },
  );

  // The token of a login the page's action made for a browser without scripts (contracts/session-handoff.ts), handed
  // over once to the page's script: the cookies go whatever the answer, a token no longer valid is not handed over.
  r.post("/session-handoff", async (c) => {
    for (const cookie of clearedHandoffCookies(c.get("deps").env.publicUrl.startsWith("https:"))) c.header("Set-Cookie", cookie, { append: true });
    const token = getCookie(c, HANDOFF_COOKIE);
    try {
      if (!token) throw new Unauthorized(AUTH_MESSAGES.invalidToken, AUTH_ERROR_CODES.invalidToken);
      await auth(c).authenticate(token);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      return c.json(fail(error.message), 401);
    }
    return c.json(ok({ token }, AUTH_MESSAGES.loginSuccess));
  });

  r.post("/logout", requireUser, async (c) => {
    await auth(c).logout(currentUser(c));
    return c.json(ok(null, AUTH_MESSAGES.logoutSuccess));
  });

  r.get("/:id/profile", requireUser, async (c) => {
    const user = await auth(c).profile(currentUser(c), c.req.param("id"));
    return c.json(ok({ user }));
  });

  r.put("/edit-profile", requireUser, async (c) => {
    const input = await parseBody(c, editProfileSchema);
    const user = await auth(c).editProfile(currentUser(c), input);
    return c.json(ok({ user }, AUTH_MESSAGES.profileUpdated));
  });

  r.post(
    "/forgetPassword",
    rateLimit({ name: "forgot", ...L.forgotPerIp, keys: (c) => [ipKey(c)] }),
    rateLimit({ name: "forgot", ...L.forgotPerEmail, keys: async (c) => [await bodyEmailKey(c)] }),
    async (c) => {
      const { email } = await parseBody(c, forgotPasswordSchema);
      await auth(c).forgotPassword(email);
      return c.json(ok(null, AUTH_MESSAGES.forgotSent));
    },
  );

  r.post(
    "/reset-password",
    rateLimit({ name: "reset", ...L.linkPerIp, keys: (c) => [ipKey(c)], counts: (s) => s >= 400 }),
    rateLimit({ name: "reset", ...L.linkPerAccount, keys: linkAccountKey, counts: (s) => s >= 400 }),
    async (c) => {
      // The password first: a weak one is refused without using up the link.
      const { newPassword } = await parseBody(c, resetPasswordSchema);
      const { id, token } = linkQuery(c, AUTH_MESSAGES.resetLinkInvalid);
      await auth(c).resetPassword(id, token, newPassword);
      return c.json(ok(null, AUTH_MESSAGES.resetSuccess));
    },
  );

  r.post("/reset", requireUser, rateLimit({ name: "reset-link", ...L.resetLinkPerUser, keys: userKey }), async (c) => {
    await auth(c).sendResetLink(currentUser(c));
    return c.json(ok(null, AUTH_MESSAGES.resetLinkSent));
  });

  r.post(
    "/delete-account",
    requireUser,
    rateLimit({ name: "delete", ...L.deletePerUser, keys: userKey, counts: onlyFailures }),
    async (c) => {
      // The spec's client may post no body at all: that reads as a missing password (400).
      const { password } = await parseBody(c, deleteAccountSchema);
      await auth(c).deleteAccount(currentUser(c), password);
      return c.json(ok(null, AUTH_MESSAGES.accountDeleted));
    },
  );

  return r;
}

const A = "/api/authentication";
documentRoutes("Accounts", [
  { method: "POST", path: `${A}/signup`, summary: "Registers a customer and mails the verification link (a known e-mail answers the same)", body: signupSchema, status: 201, errors: [429] },
  { method: "POST", path: `${A}/verify-email`, summary: "Verifies the e-mail from the mailed link", query: linkQuerySchema, errors: [409, 429] },
  { method: "POST", path: `${A}/user/login`, summary: "Logs in", body: loginSchema, answer: "{ token }", errors: [401, 403, 429] },
  { method: "POST", path: `${A}/logout`, summary: "Revokes the token", auth: "user" },
  {
    method: "POST",
    path: `${A}/session-handoff`,
    summary: "Hands a login made without scripts (its HttpOnly cookie, sent only here) to the page's script once; clears the cookies",
    answer: "{ token }",
    errors: [401],
  },
  { method: "GET", path: `${A}/:id/profile`, summary: "The caller's profile (another id: 403)", auth: "user", answer: "{ user: UserProfile }", errors: [403] },
  { method: "PUT", path: `${A}/edit-profile`, summary: "Changes name, surname, address, phone", auth: "user", body: editProfileSchema, answer: "{ user: UserProfile }" },
  { method: "POST", path: `${A}/forgetPassword`, summary: "Mails a reset link (the same answer for any address)", body: forgotPasswordSchema, errors: [429] },
  { method: "POST", path: `${A}/reset-password`, summary: "Sets a new password from the mailed link", query: linkQuerySchema, body: resetPasswordSchema, errors: [429] },
  { method: "POST", path: `${A}/reset`, summary: "Mails the caller a reset link", auth: "user", errors: [429] },
  { method: "POST", path: `${A}/delete-account`, summary: "Deletes the account, its cart, favourites and sessions", auth: "user", body: deleteAccountSchema, errors: [429] },
]);
