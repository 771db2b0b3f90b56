import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { AuditAction, AuditEntry, CancelReason } from "#contracts/desk.ts";
import type { Db } from "#server/db/client.ts";
import { deskAudit } from "#server/db/schema/desk.ts";
import type { StaffMember } from "./staff-access.ts";

/**
 * The audit trail of staff changes. `record` is always called with the transaction of the change itself, so
 * a change and its entry commit together or not at all: there is no change without its entry.
 */
export async function recordAudit(
  tx: Pick<Db, "insert">,
  staff: StaffMember,
  entry: { action: AuditAction; appointmentId?: string; closureId?: string; orderId?: string; detail: Record<string, unknown> },
): Promise<void> {
  await tx.insert(deskAudit).values({
    appointmentId: entry.appointmentId ?? null,
    closureId: entry.closureId ?? null,
    orderId: entry.orderId ?? null,
    staffUserId: staff.id,
    staffEmail: staff.email,
    staffName: staff.name,
    action: entry.action,
    detail: entry.detail,
  });
}

type AuditRow = typeof deskAudit.$inferSelect;

export const toAuditEntry = (row: AuditRow): AuditEntry => ({
  _id: row.id,
  at: row.at.toISOString(),
  action: row.action as AuditAction,
  by: row.staffEmail !== null ? { email: row.staffEmail, name: row.staffName ?? "" } : null,
  detail: row.detail,
});

/** Why the appointment was last cancelled, as its trail says (null: by the customer, without the desk). */
export async function lastCancelReason(db: Pick<Db, "select">, appointmentId: string): Promise<CancelReason | null> {
  const [last] = await db
    .select({ detail: deskAudit.detail })
    .from(deskAudit)
    .where(and(eq(deskAudit.appointmentId, appointmentId), eq(deskAudit.action, "status")))
    .orderBy(desc(deskAudit.at), desc(deskAudit.id))
    .limit(1);
  return last?.detail.to === "CANCELLED" ? ((last.detail.reason as CancelReason | undefined) ?? null) : null;
}

/** The entries of these appointments, oldest first, by appointment id. */
export async function auditOfAppointments(db: Pick<Db, "select">, ids: string[]): Promise<Map<string, AuditEntry[]>> {
  const byAppointment = new Map<string, AuditEntry[]>();
  if (ids.length === 0) return byAppointment;
  const rows = await db.select().from(deskAudit).where(inArray(deskAudit.appointmentId, ids)).orderBy(asc(deskAudit.at), asc(deskAudit.id));
  for (const row of rows) {
    const list = byAppointment.get(row.appointmentId!) ?? [];
    list.push(toAuditEntry(row));
    byAppointment.set(row.appointmentId!, list);
  }
  return byAppointment;
}
