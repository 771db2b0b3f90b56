import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { AuditAction, AuditEntry, CancelReason } from "#contracts/desk.ts";
import type { Db } from "#server/db/client.ts";
import { deskAudit } from "#server/db/schema/desk.ts";
import type { StaffMember } from "./staff-access.ts";

/** What an entry is about: its action, the one thing it concerns and what changed. */
type AuditSubject = {
  action: AuditAction;
  appointmentId?: string;
  closureId?: string;
  prescriptionId?: string;
  orderId?: string;
  detail: Record<string, unknown>;
};

/**
 * The audit trail of changes. Always called with the transaction of the change itself, so a change and its
 * entry commit together or not at all: there is no change without its entry.
 */
const insertAudit = async (tx: Pick<Db, "insert">, staff: StaffMember | null, entry: AuditSubject): Promise<void> => {
  await tx.insert(deskAudit).values({
    appointmentId: entry.appointmentId ?? null,
    closureId: entry.closureId ?? null,
    prescriptionId: entry.prescriptionId ?? null,
    orderId: entry.orderId ?? null,
    staffUserId: staff?.id ?? null,
    staffEmail: staff?.email ?? null,
    staffName: staff?.name ?? null,
    action: entry.action,
    detail: entry.detail,
  });
};

/** A staff member's change, in the change's transaction. */
export const recordAudit = (tx: Pick<Db, "insert">, staff: StaffMember, entry: AuditSubject): Promise<void> => insertAudit(tx, staff, entry);

/**
 * A change without staff, in the change's transaction: the customer's own (an order cancelled by them) or the
 * system's on their behalf (appointments cancelled by the account's deletion). `by` is null in the trail; the
 * detail says who (`byCustomer`, `accountDeleted`).
 */
export const recordAuditWithoutStaff = (tx: Pick<Db, "insert">, entry: AuditSubject): Promise<void> => insertAudit(tx, null, entry);

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
