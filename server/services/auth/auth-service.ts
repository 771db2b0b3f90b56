import { releaseAppointmentsOfDeletedAccount } from "#server/services/appointments/account-deletion.ts";
import { randomUUID } from "node:crypto";
import { and, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import { AUTH_ERROR_CODES, AUTH_MESSAGES, CUSTOMER_ROLE, type EditProfile, type Signup, type UserProfile } from "#contracts/auth.ts";
import type { Database } from "#server/db/client.ts";
import { oneTimeTokens, sessions, users } from "#server/db/schema/accounts.ts";
import type { Env } from "#server/env.ts";
import { accountExistsMail, passwordResetMail, verificationMail, type MailRecipient } from "#server/mail/account-templates.ts";
import { enqueueMail, withdrawMailUnless, type MailExecutor } from "#server/mail/mail-queue.ts";
import type { MailWorker } from "#server/mail/mail-worker.ts";
import type { MailLocale } from "#server/mail/message.ts";
import { Conflict, Forbidden, InvalidInput, NotFound, Unauthorized } from "#server/services/errors.ts";
import { hashPassword, verifyAgainstDummy, verifyPassword } from "./passwords.ts";
import { createSessionCache } from "./session-cache.ts";
import { hashLinkToken, isUuid, newLinkToken, REMEMBER_SECONDS, SESSION_SECONDS, signSessionToken, verifySessionToken } from "./tokens.ts";

export const VERIFY_LINK_HOURS = 24;
export const RESET_LINK_MINUTES = 60;

type Purpose = "verify-email" | "reset-password";
type UserRow = typeof users.$inferSelect;

/** Who is calling, as established from a valid token whose session still exists. */
export type AuthUser = { id: string; role: number; sessionId: string };

const toProfile = (u: UserRow): UserProfile => ({
  _id: u.id,
  name: u.name,
  surname: u.surname,
  email: u.email,
  phone: u.phone,
  address: u.address,
  birthday: u.birthday,
});

export function createAuthService(database: Database, env: Pick<Env, "jwtSecret" | "publicUrl">, mail: Pick<MailWorker, "nudge">) {
  const { db } = database;
  // PGlite only: the PostgreSQL feed's sessions generation is always null, so there every request reads the row.
  const liveSessions = createSessionCache(database.changes.sessions);
  // Every authenticated request on PostgreSQL runs it: built once and named (see the cart read in cart.ts).
  const liveSession = db
    .select({ expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(and(eq(sessions.id, sql.placeholder("sessionId")), eq(sessions.userId, sql.placeholder("userId")), gt(sessions.expiresAt, sql.placeholder("now"))))
    .limit(1)
    .prepare("shop_session_live");

  async function findByEmail(email: string) {
    const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
    return user;
  }

  async function findById(id: string) {
    if (!isUuid(id)) return undefined;
    const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
    return user;
  }

  const accountExists = (userId: string) => sql`exists (select 1 from ${users} where id = ${userId})`;

  /**
   * Stores a fresh link token for the account and returns the link; expired tokens of the account are swept.
   * Both statements run, touching no row, for an id without an account: forgotPassword relies on that.
   */
  async function issueLink(tx: MailExecutor, userId: string, purpose: Purpose, page: string, validMs: number): Promise<string> {
    const { token, hash } = newLinkToken();
    const expiresAt = new Date(Date.now() + validMs).toISOString();
    await tx.execute(sql`delete from ${oneTimeTokens} where user_id = ${userId} and expires_at < now()`);
    await tx.execute(
      sql`insert into ${oneTimeTokens} (user_id, purpose, token_hash, expires_at)
        select ${userId}::uuid, ${purpose}, ${hash}, ${expiresAt}::timestamptz where ${accountExists(userId)}`,
    );
    const url = new URL(`${env.publicUrl}/${page}`);
    url.searchParams.set("id", userId);
    url.searchParams.set("token", token);
    return url.toString();
  }

  const recipient = (u: UserRow) => ({ email: u.email, name: u.name, locale: (u.locale === "en" ? "en" : "de") as MailLocale });

  // Link and mail are written in the caller's transaction: committed together, or neither (enqueueMail).
  async function queueVerification(tx: MailExecutor, user: UserRow) {
    const link = await issueLink(tx, user.id, "verify-email", "verify-email", VERIFY_LINK_HOURS * 3_600_000);
    await enqueueMail(tx, verificationMail(recipient(user), link, VERIFY_LINK_HOURS));
  }

  // For a made-up id (forgotPassword, unknown address) the same statements run and leave no row behind.
  async function queueReset(tx: MailExecutor, userId: string, to: MailRecipient) {
    const link = await issueLink(tx, userId, "reset-password", "reset-password", RESET_LINK_MINUTES * 60_000);
    const mailId = await enqueueMail(tx, passwordResetMail(to, link, RESET_LINK_MINUTES));
    if (mailId) await withdrawMailUnless(tx, mailId, accountExists(userId));
  }

  return {
    /**
     * Creates a customer account and mails the verification link. A known address gets the same answer,
     * and its owner a mail instead (a new verification link while unverified, else a notice): nobody learns
     * from this call whether an address has an account.
     */
    async signup(input: Signup, locale: MailLocale): Promise<void> {
      // Hashed in both branches, so both take the same time.
      const passwordHash = await hashPassword(input.password);
      // The account and its mail commit together: an acknowledged signup always gets its mail, even if
      // the process dies right after answering.
      await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(users)
          .values({
            email: input.email,
            name: input.name,
            surname: input.surname,
            address: input.address,
            phone: input.phone,
            birthday: input.birthdate,
            role: CUSTOMER_ROLE,
            passwordHash,
            locale,
          })
          .onConflictDoNothing({ target: users.email })
          .returning();
        if (created) return queueVerification(tx, created);
        const [existing] = await tx.select().from(users).where(eq(users.email, input.email)).limit(1);
        if (!existing) return;
        if (!existing.emailVerifiedAt) return queueVerification(tx, existing);
        await enqueueMail(tx, accountExistsMail(recipient(existing), `${env.publicUrl}/loginpage`, `${env.publicUrl}/forgot-password`));
      });
      mail.nudge();
    },

    /** Consumes a verification link. A link of an already verified account is a 409. */
    async verifyEmail(id: string, token: string): Promise<void> {
      const user = await findById(id);
      if (!user) throw new InvalidInput(AUTH_MESSAGES.verifyFailed);
      const [row] = await db
        .select()
        .from(oneTimeTokens)
        .where(and(eq(oneTimeTokens.userId, user.id), eq(oneTimeTokens.purpose, "verify-email"), eq(oneTimeTokens.tokenHash, hashLinkToken(token))))
        .limit(1);
      if (!row) throw new InvalidInput(AUTH_MESSAGES.verifyFailed);
      if (user.emailVerifiedAt) throw new Conflict(AUTH_MESSAGES.alreadyVerified);
      await db.transaction(async (tx) => {
        // The condition in the UPDATE makes the token single-use even under concurrent clicks.
        const consumed = await tx
          .update(oneTimeTokens)
          .set({ usedAt: new Date() })
          .where(and(eq(oneTimeTokens.id, row.id), isNull(oneTimeTokens.usedAt), gt(oneTimeTokens.expiresAt, new Date())))
          .returning({ id: oneTimeTokens.id });
        if (consumed.length === 0) throw new InvalidInput(AUTH_MESSAGES.verifyFailed);
        await tx.update(users).set({ emailVerifiedAt: new Date(), updatedAt: new Date() }).where(eq(users.id, user.id));
        // Other unused links go; the used one stays, so that a second click says "already verified".
        await tx
          .delete(oneTimeTokens)
          .where(and(eq(oneTimeTokens.userId, user.id), eq(oneTimeTokens.purpose, "verify-email"), isNull(oneTimeTokens.usedAt)));
      });
    },

    /**
     * Checks the password and opens a session. Unknown address and wrong password answer alike and take
     * the same time; "not verified" is only told to someone who knows the password.
     */
    async login(email: string, password: string, remember: boolean): Promise<{ token: string }> {
      const user = await findByEmail(email);
      const valid = user ? await verifyPassword(user.passwordHash, password) : await verifyAgainstDummy(password);
      if (!user || !valid) throw new Unauthorized(AUTH_MESSAGES.invalidCredentials);
      if (!user.emailVerifiedAt) throw new Forbidden(AUTH_MESSAGES.emailNotVerified);
      const lifetime = remember ? REMEMBER_SECONDS : SESSION_SECONDS;
      // Sweep this user's expired sessions while we are here; the table only holds live ones for long.
      await db.delete(sessions).where(and(eq(sessions.userId, user.id), lt(sessions.expiresAt, new Date())));
      const [session] = await db
        .insert(sessions)
        .values({ userId: user.id, expiresAt: new Date(Date.now() + lifetime * 1000) })
        .returning({ id: sessions.id });
      return { token: await signSessionToken(env.jwtSecret, { id: user.id, role: user.role, sessionId: session.id }, lifetime) };
    },

    /**
     * The caller behind a bearer token; 401 unless the signature, expiry and the session row all hold. On PGlite
     * the row may come from the session cache, which every revocation empties before the revoking call returns.
     */
    async authenticate(token: string): Promise<AuthUser> {
      const claims = await verifySessionToken(env.jwtSecret, token);
      if (!claims || !isUuid(claims.jti) || !isUuid(claims.id)) throw new Unauthorized(AUTH_MESSAGES.invalidToken, AUTH_ERROR_CODES.invalidToken);
      const { jti: sessionId, id: userId } = claims;
      const now = new Date();
      const live = await liveSessions.isLive(sessionId, userId, now, async () => {
        const [session] = await liveSession.execute({ sessionId, userId, now: now.toISOString() });
        return session && { userId, expiresAt: session.expiresAt };
      });
      if (!live) throw new Unauthorized(AUTH_MESSAGES.invalidToken, AUTH_ERROR_CODES.invalidToken);
      return { id: userId, role: claims.role, sessionId };
    },

    /** Revokes the one token of this session. */
    async logout(user: AuthUser): Promise<void> {
      await db.delete(sessions).where(eq(sessions.id, user.sessionId));
    },

    async profile(user: AuthUser, requestedId: string): Promise<UserProfile> {
      if (requestedId !== user.id) throw new Forbidden(AUTH_MESSAGES.notYourProfile);
      const row = await findById(user.id);
      if (!row) throw new NotFound(AUTH_MESSAGES.noProfile);
      return toProfile(row);
    },

    /**
     * Name, surname and, when given, address and phone (null removes the phone): the e-mail is the login and
     * changes through no form.
     */
    async editProfile(user: AuthUser, input: EditProfile): Promise<UserProfile> {
      const [row] = await db
        .update(users)
        .set({
          name: input.name,
          surname: input.surname,
          ...(input.address !== undefined && { address: input.address }),
          ...(input.phone !== undefined && { phone: input.phone }),
          updatedAt: new Date(),
        })
        .where(eq(users.id, user.id))
        .returning();
      if (!row) throw new NotFound(AUTH_MESSAGES.noProfile);
      return toProfile(row);
    },

    /**
     * Forgot password: mails a reset link if the address has an account. The caller cannot tell, not even
     * from the time the answer takes: an unknown address gets a made-up account id and runs the very same
     * statements and composing, which then leave no row (the conditions are in the SQL, not in a branch
     * here; see withdrawMailUnless). The mail itself is sent by the worker after the answer.
     */
    async forgotPassword(email: string): Promise<void> {
      const user = await findByEmail(email);
      const userId = user?.id ?? randomUUID();
      const to: MailRecipient = user ? recipient(user) : { email, name: "", locale: "de" };
      await db.transaction((tx) => queueReset(tx, userId, to));
      mail.nudge();
    },

    /** The reset link for a logged-in user (profile page). */
    async sendResetLink(user: AuthUser): Promise<void> {
      const row = await findById(user.id);
      if (!row) throw new NotFound(AUTH_MESSAGES.noProfile);
      await db.transaction((tx) => queueReset(tx, row.id, recipient(row)));
      mail.nudge();
    },

    /**
     * Sets a new password through a reset link: the link is used up, and every session of the user ends
     * (whoever knew the old password is logged out everywhere). It also proves the address, so an
     * unverified account becomes verified.
     */
    async resetPassword(id: string, token: string, newPassword: string): Promise<void> {
      if (!isUuid(id)) throw new InvalidInput(AUTH_MESSAGES.resetLinkInvalid);
      const passwordHash = await hashPassword(newPassword);
      await db.transaction(async (tx) => {
        const consumed = await tx
          .update(oneTimeTokens)
          .set({ usedAt: new Date() })
          .where(
            and(
              eq(oneTimeTokens.userId, id),
              eq(oneTimeTokens.purpose, "reset-password"),
              eq(oneTimeTokens.tokenHash, hashLinkToken(token)),
              isNull(oneTimeTokens.usedAt),
              gt(oneTimeTokens.expiresAt, new Date()),
            ),
          )
          .returning({ id: oneTimeTokens.id });
        if (consumed.length === 0) throw new InvalidInput(AUTH_MESSAGES.resetLinkInvalid);
        await tx
          .update(users)
          .set({ passwordHash, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`, updatedAt: new Date() })
          .where(eq(users.id, id));
        await tx.delete(sessions).where(eq(sessions.userId, id));
        // Other reset links sent before this one must not work after the password changed.
        await tx
          .delete(oneTimeTokens)
          .where(and(eq(oneTimeTokens.userId, id), or(eq(oneTimeTokens.purpose, "reset-password"), eq(oneTimeTokens.purpose, "verify-email"))));
      });
    },

    /**
     * Deletes the account after checking its password. One DELETE of the user row, in a transaction: what
     * references it ON DELETE CASCADE goes with it: sessions and link tokens (schema/accounts.ts), cart
     * lines and favourites (schema/shopping.ts). Appointments are released first in the same transaction
     * (account-deletion.ts): upcoming ones cancelled with their mail, all of them kept without personal data.
     */
    async deleteAccount(user: AuthUser, password: string): Promise<void> {
      const row = await findById(user.id);
      if (!row) throw new Unauthorized(AUTH_MESSAGES.invalidToken, AUTH_ERROR_CODES.invalidToken);
      if (!(await verifyPassword(row.passwordHash, password))) throw new Unauthorized(AUTH_MESSAGES.wrongPassword);
      const cancelled = await db.transaction(async (tx) => {
        const released = await releaseAppointmentsOfDeletedAccount(tx, user.id, new Date());
        await tx.delete(users).where(eq(users.id, user.id));
        return released;
      });
      if (cancelled > 0) mail.nudge();
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
