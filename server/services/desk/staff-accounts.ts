import { randomBytes } from "node:crypto";
import { asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { CUSTOMER_ROLE, emailField } from "#contracts/auth.ts";
import { LAST_MANAGER_MESSAGE } from "#contracts/backoffice.ts";
import { isStaffRole, MANAGER_ROLE, nameOfRole, roleOfName, STAFF_ROLE, type StaffRoleName } from "#contracts/desk.ts";
import { pharmacyAddress } from "#contracts/pharmacy.ts";
import type { Database } from "#server/db/client.ts";
import { oneTimeTokens, sessions, users } from "#server/db/schema/accounts.ts";
import { deskFeedTokens } from "#server/db/schema/desk.ts";
import type { Env } from "#server/env.ts";
import { staffInviteMail } from "#server/mail/account-templates.ts";
import { enqueueMail } from "#server/mail/mail-queue.ts";
import type { MailWorker } from "#server/mail/mail-worker.ts";
import { newLinkToken } from "#server/services/auth/tokens.ts";
import { queryRows } from "#server/db/typed-sql.ts";
import { Conflict, InvalidInput } from "#server/services/errors.ts";
import { fullName } from "./staff-access.ts";

/** A new staff member has three days to choose a password (a customer's reset link: one hour). */
export const STAFF_INVITE_HOURS = 72;

export type StaffAddResult = { email: string; name: string; created: boolean; alreadyStaff: boolean; mailed: boolean; role: StaffRoleName; roleChanged?: boolean };
export type StaffRemoveResult = { email: string; removed: boolean; known: boolean };
export type StaffListEntry = { id: string; email: string; name: string; passwordSet: boolean; role: StaffRoleName; since: Date };
export type StaffRoleResult = { email: string; known: boolean; staff: boolean; changed: boolean; role: StaffRoleName | null };

/** "anna.muster@…" → Anna / Muster: a starting name the staff member can change on the profile page. */
export function nameFromEmail(email: string): { name: string; surname: string } {
  const words = email
    .split("@")[0]!
    .split(/[._+-]+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1));
  return { name: words[0] ?? "Staff", surname: words.slice(1).join(" ") };
}

const UNSET_PASSWORD_PREFIX = "!unset:";
/** Not a valid argon2 string: no password verifies against it until the invitation link sets one. */
const unsetPassword = () => `${UNSET_PASSWORD_PREFIX}${randomBytes(16).toString("hex")}`;

const parseEmail = (email: string) => {
  const parsed = emailField.safeParse(email);
  if (!parsed.success) throw new InvalidInput(`Not a valid e-mail address: ${email}`);
  return parsed.data;
};

/**
 * Granting and taking back the staff role: the only way to it. The CLI reaches these through the running server's
 * local control socket (staff-control.ts) or the database; since issue 40 the back office's team view does too
 * (managers only, /api/backoffice/staff). Both change the role and end the account's sessions in one transaction,
 * so every token in circulation carries the role of its account.
 */
type Tx = Parameters<Parameters<Database["db"]["transaction"]>[0]>[0];

/** A staff account's new role; its sessions end so that every token carries its account's role. */
async function changeRole(tx: Tx, userId: string, role: number) {
  await tx.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, userId));
  await tx.delete(sessions).where(eq(sessions.userId, userId));
}

const idOnly = z.object({ id: z.string() });

/**
 * Locks every manager's row, always in id order, before any account is locked for a change of role. Two managers
 * demoting (or removing) each other at once both want these rows: the second waits for the first to commit, and
 * its lock then sees the rows as they are after it (PostgreSQL re-checks `role` on a row changed meanwhile), so it
 * finds the first one's target no longer a manager. One order for everyone: no deadlock. Answers the managers' ids.
 */
async function lockManagers(tx: Tx): Promise<string[]> {
  return (await queryRows(tx, idOnly, sql`select id::text as id from users where role = ${MANAGER_ROLE} order by id for update`)).map((r) => r.id);
}

/** The shop keeps a manager: a change that takes the role from the last one is refused (409 LAST_MANAGER). */
function keepAManager(managers: readonly string[], userId: string) {
  if (managers.includes(userId) && managers.length === 1) throw new Conflict(LAST_MANAGER_MESSAGE, undefined, "LAST_MANAGER");
}

/** Who a command is about: an e-mail address (the CLI) or an account id (the back office). */
export type StaffTarget = string | { id: string };

/** The account a command names, and the address to answer with when there is none. */
function targetOf(target: StaffTarget): { email: string; where: SQL } {
  if (typeof target === "string") {
    const email = parseEmail(target);
    return { email, where: eq(users.email, email) };
  }
  return { email: "", where: eq(users.id, target.id) };
}

export function createStaffAccounts(database: Database, env: Pick<Env, "publicUrl">, mail: Pick<MailWorker, "nudge">) {
  const { db } = database;

  return {
    /**
     * Makes the address staff. Without an account, one is created (name from the address, the pharmacy's
     * address, a placeholder birthday, a password nobody knows). Either way only the mailed set-password link
     * gives the staff account a password: an existing account's password is replaced by an unusable one, its
     * sessions end and every verification and reset link it had is voided. Anyone may sign up with a future
     * staff member's address and choose that password (and the owner may click its verification link without a
     * thought): a password that did not come through the invitation to the mailbox proves nothing about who
     * holds it (issue 27, docs/decisions/020-hardening-second-round.md).
     */
    async add(
      rawEmail: string,
      name?: { name: string; surname: string },
      roleName: StaffRoleName = "staff",
      options: { newOnly?: boolean } = {},
    ): Promise<StaffAddResult> {
      const email = parseEmail(rawEmail);
      const role = roleOfName(roleName);
      const result = await db.transaction(async (tx) => {
        const managers = await lockManagers(tx);
        const [existing] = await tx.select().from(users).where(eq(users.email, email)).for("update");
        if (existing && isStaffRole(existing.role)) {
          // The back office invites new members only; its role select changes an existing one's role.
          if (options.newOnly) throw new Conflict("This address is in the team already", undefined, "STAFF_EXISTS");
          // Already staff: at most the role changes (as `role` does), the password the invitation gave stays.
          const changed = existing.role !== role;
          if (changed && role !== MANAGER_ROLE) keepAManager(managers, existing.id);
          if (changed) await changeRole(tx, existing.id, role);
          return { email, name: fullName(existing), created: false, alreadyStaff: true, mailed: false, role: roleName, roleChanged: changed };
        }
        let account = existing;
        if (account) {
          [account] = await tx.update(users).set({ role, passwordHash: unsetPassword(), staffSince: new Date(), updatedAt: new Date() }).where(eq(users.id, account.id)).returning();
          await tx.delete(sessions).where(eq(sessions.userId, account!.id));
          await tx.delete(oneTimeTokens).where(eq(oneTimeTokens.userId, account!.id));
        } else {
          [account] = await tx
            .insert(users)
            .values({
              email,
              ...(name ?? nameFromEmail(email)),
              address: pharmacyAddress,
              // Required of customers at signup; a staff account has none to give. Visible only on their profile.
              birthday: "1900-01-01",
              role,
              passwordHash: unsetPassword(),
              staffSince: new Date(),
            })
            .returning();
        }
        const user = account!;
        const { token, hash } = newLinkToken();
        await tx.insert(oneTimeTokens).values({ userId: user.id, purpose: "reset-password", tokenHash: hash, expiresAt: new Date(Date.now() + STAFF_INVITE_HOURS * 3_600_000) });
        const link = new URL(`${env.publicUrl}/reset-password`);
        link.searchParams.set("id", user.id);
        link.searchParams.set("token", token);
        const to = { email: user.email, name: user.name, locale: user.locale === "en" ? ("en" as const) : ("de" as const) };
        await enqueueMail(tx, staffInviteMail(to, link.toString(), STAFF_INVITE_HOURS, `${env.publicUrl}/loginpage`));
        return { email, name: fullName(user), created: !existing, alreadyStaff: false, mailed: true, role: roleName };
      });
      if (result.mailed) mail.nudge();
      return result;
    },

    /**
     * Takes the role back: a customer again, every session ended, the calendar feed revoked, in one transaction (a
     * token or feed link of the member stops working with its commit). The account stays. Never the last manager.
     */
    async remove(target: StaffTarget): Promise<StaffRemoveResult> {
      return db.transaction(async (tx) => {
        const managers = await lockManagers(tx);
        const { email, where } = targetOf(target);
        const [user] = await tx.select({ id: users.id, role: users.role, email: users.email }).from(users).where(where).for("update");
        if (!user) return { email, removed: false, known: false };
        if (!isStaffRole(user.role)) return { email: user.email, removed: false, known: true };
        keepAManager(managers, user.id);
        await tx.update(users).set({ role: CUSTOMER_ROLE, staffSince: null, updatedAt: new Date() }).where(eq(users.id, user.id));
        await tx.delete(sessions).where(eq(sessions.userId, user.id));
        await tx.delete(deskFeedTokens).where(eq(deskFeedTokens.userId, user.id));
        return { email: user.email, removed: true, known: true };
      });
    },

    async list(): Promise<StaffListEntry[]> {
      const rows = await db.select().from(users).where(inArray(users.role, [STAFF_ROLE, roleOfName("manager")])).orderBy(asc(users.email));
      return rows.map((u) => ({
        id: u.id,
        email: u.email,
        name: fullName(u),
        passwordSet: !u.passwordHash.startsWith(UNSET_PASSWORD_PREFIX),
        role: nameOfRole(u.role)!,
        since: u.staffSince ?? u.createdAt,
      }));
    },

    /**
     * Makes a staff member a manager or back (issue 39). Only staff accounts: a customer becomes staff through
     * `add`, which voids their password. The sessions end, so no token in circulation carries the old role claim.
     */
    async setRole(target: StaffTarget, roleName: StaffRoleName): Promise<StaffRoleResult> {
      const role = roleOfName(roleName);
      return db.transaction(async (tx) => {
        const managers = await lockManagers(tx);
        const { email: given, where } = targetOf(target);
        const [user] = await tx.select({ id: users.id, role: users.role, email: users.email }).from(users).where(where).for("update");
        if (!user) return { email: given, known: false, staff: false, changed: false, role: null };
        const email = user.email;
        if (!isStaffRole(user.role)) return { email, known: true, staff: false, changed: false, role: null };
        if (user.role === role) return { email, known: true, staff: true, changed: false, role: roleName };
        if (role !== MANAGER_ROLE) keepAManager(managers, user.id);
        await changeRole(tx, user.id, role);
        return { email, known: true, staff: true, changed: true, role: roleName };
      });
    },
  };
}

export type StaffAccounts = ReturnType<typeof createStaffAccounts>;
