import { randomBytes } from "node:crypto";
import { asc, eq, inArray } from "drizzle-orm";
import { CUSTOMER_ROLE, emailField } from "#contracts/auth.ts";
import { isStaffRole, nameOfRole, roleOfName, STAFF_ROLE, type StaffRoleName } from "#contracts/desk.ts";
import { pharmacyAddress } from "#contracts/pharmacy.ts";
import type { Database } from "#server/db/client.ts";
import { oneTimeTokens, sessions, users } from "#server/db/schema/accounts.ts";
import { deskFeedTokens } from "#server/db/schema/desk.ts";
import type { Env } from "#server/env.ts";
import { staffInviteMail } from "#server/mail/account-templates.ts";
import { enqueueMail } from "#server/mail/mail-queue.ts";
import type { MailWorker } from "#server/mail/mail-worker.ts";
import { newLinkToken } from "#server/services/auth/tokens.ts";
import { InvalidInput } from "#server/services/errors.ts";
import { fullName } from "./staff-access.ts";

/** A new staff member has three days to choose a password (a customer's reset link: one hour). */
export const STAFF_INVITE_HOURS = 72;

export type StaffAddResult = { email: string; name: string; created: boolean; alreadyStaff: boolean; mailed: boolean; role: StaffRoleName; roleChanged?: boolean };
export type StaffRemoveResult = { email: string; removed: boolean; known: boolean };
export type StaffListEntry = { email: string; name: string; passwordSet: boolean; role: StaffRoleName };
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
 * Granting and taking back the staff role: the only way to it (no HTTP route of the shop reaches these; the
 * running server offers them only on its local control socket, staff-control.ts). Both change the role and end
 * the account's sessions in one transaction, so every token in circulation carries the role of its account.
 */
type Tx = Parameters<Parameters<Database["db"]["transaction"]>[0]>[0];

/** A staff account's new role; its sessions end so that every token carries its account's role. */
async function changeRole(tx: Tx, userId: string, role: number) {
  await tx.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, userId));
  await tx.delete(sessions).where(eq(sessions.userId, userId));
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
    async add(rawEmail: string, name?: { name: string; surname: string }, roleName: StaffRoleName = "staff"): Promise<StaffAddResult> {
      const email = parseEmail(rawEmail);
      const role = roleOfName(roleName);
      const result = await db.transaction(async (tx) => {
        const [existing] = await tx.select().from(users).where(eq(users.email, email)).for("update");
        if (existing && isStaffRole(existing.role)) {
          // Already staff: at most the role changes (as `role` does), the password the invitation gave stays.
          const changed = existing.role !== role;
          if (changed) await changeRole(tx, existing.id, role);
          return { email, name: fullName(existing), created: false, alreadyStaff: true, mailed: false, role: roleName, roleChanged: changed };
        }
        let account = existing;
        if (account) {
          [account] = await tx.update(users).set({ role, passwordHash: unsetPassword(), updatedAt: new Date() }).where(eq(users.id, account.id)).returning();
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

    /** Takes the role back: a customer again, every session ended, the calendar feed revoked. The account stays. */
    async remove(rawEmail: string): Promise<StaffRemoveResult> {
      const email = parseEmail(rawEmail);
      return db.transaction(async (tx) => {
        const [user] = await tx.select({ id: users.id, role: users.role }).from(users).where(eq(users.email, email)).for("update");
        if (!user) return { email, removed: false, known: false };
        if (!isStaffRole(user.role)) return { email, removed: false, known: true };
        await tx.update(users).set({ role: CUSTOMER_ROLE, updatedAt: new Date() }).where(eq(users.id, user.id));
        await tx.delete(sessions).where(eq(sessions.userId, user.id));
        await tx.delete(deskFeedTokens).where(eq(deskFeedTokens.userId, user.id));
        return { email, removed: true, known: true };
      });
    },

    async list(): Promise<StaffListEntry[]> {
      const rows = await db.select().from(users).where(inArray(users.role, [STAFF_ROLE, roleOfName("manager")])).orderBy(asc(users.email));
      return rows.map((u) => ({ email: u.email, name: fullName(u), passwordSet: !u.passwordHash.startsWith(UNSET_PASSWORD_PREFIX), role: nameOfRole(u.role)! }));
    },

    /**
     * Makes a staff member a manager or back (issue 39). Only staff accounts: a customer becomes staff through
     * `add`, which voids their password. The sessions end, so no token in circulation carries the old role claim.
     */
    async setRole(rawEmail: string, roleName: StaffRoleName): Promise<StaffRoleResult> {
      const email = parseEmail(rawEmail);
      const role = roleOfName(roleName);
      return db.transaction(async (tx) => {
        const [user] = await tx.select({ id: users.id, role: users.role }).from(users).where(eq(users.email, email)).for("update");
        if (!user) return { email, known: false, staff: false, changed: false, role: null };
        if (!isStaffRole(user.role)) return { email, known: true, staff: false, changed: false, role: null };
        if (user.role === role) return { email, known: true, staff: true, changed: false, role: roleName };
        await changeRole(tx, user.id, role);
        return { email, known: true, staff: true, changed: true, role: roleName };
      });
    },
  };
}

export type StaffAccounts = ReturnType<typeof createStaffAccounts>;
