import { eq } from "drizzle-orm";
import { DESK_MESSAGES, isStaffRole, MANAGER_ROLE } from "#contracts/desk.ts";
import type { Db } from "#server/db/client.ts";
import { users } from "#server/db/schema/accounts.ts";
import { Forbidden, Unauthorized } from "#server/services/errors.ts";

/** A staff member as the desk names them in the audit trail. */
export type StaffMember = { id: string; email: string; name: string };

export const fullName = (u: { name: string; surname: string }) => `${u.name} ${u.surname}`.trim();

/**
 * The caller as a staff member, or 403. The role is read from the account on every desk request, not from
 * the token's claim: a role taken away counts at once (and `npm run staff -- remove` also ends the sessions).
 */
export async function requireStaffMember(db: Pick<Db, "select">, userId: string): Promise<StaffMember> {
  const [user] = await db.select({ email: users.email, name: users.name, surname: users.surname, role: users.role }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new Unauthorized();
  if (!isStaffRole(user.role)) throw new Forbidden(DESK_MESSAGES.staffOnly);
  return { id: userId, email: user.email, name: fullName(user) };
}

/** The caller as a manager (the back office), or 403 with the code MANAGER_ONLY; read from the account per request. */
export async function requireManagerMember(db: Pick<Db, "select">, userId: string): Promise<StaffMember> {
  const [user] = await db.select({ email: users.email, name: users.name, surname: users.surname, role: users.role }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new Unauthorized();
  if (user.role !== MANAGER_ROLE) throw new Forbidden(DESK_MESSAGES.managerOnly, "MANAGER_ONLY");
  return { id: userId, email: user.email, name: fullName(user) };
}
