import { and, eq, gt, inArray, sql } from "drizzle-orm";
import { APPOINTMENT_CUSTOMER_MAY } from "#contracts/appointments.ts";
import { statusesWhereCustomerMay } from "#contracts/workflow.ts";
import type { Db } from "#server/db/client.ts";
import { appointments } from "#server/db/schema/appointments.ts";
import { recordAuditWithoutStaff } from "#server/services/desk/audit.ts";
import { queueAppointmentMail } from "./appointment-mail-queue.ts";

type Tx = Pick<Db, "select" | "update" | "insert" | "execute" | "delete">;

/** What the audit trail says of a cancellation by an account's deletion (`by` is null: the customer). */
/** What a deleted account's owner could still have cancelled themselves (the workflow's table, for the SQL condition). */
const CANCELLABLE = statusesWhereCustomerMay(APPOINTMENT_CUSTOMER_MAY, "cancel");

export const ACCOUNT_DELETED_DETAIL = { from: "PENDING", to: "CANCELLED", reason: "CUSTOMER_REQUEST", accountDeleted: true } as const;

/**
 * Runs inside the account deletion's transaction, before the user row goes (issue 31). Upcoming pending
 * appointments are cancelled as the customer's own cancellation would be: slot freed, SEQUENCE raised, the
 * cancellation mail queued (its text and address are fixed in the queue now, before the address is erased),
 * and an audit entry without a staff member. Then every appointment of the account loses its owner and contact
 * data but stays, so the desk's days still show what was booked, done or cancelled. Appointments already begun
 * stay pending for the desk to mark. Answers how many were cancelled.
 */
export async function releaseAppointmentsOfDeletedAccount(tx: Tx, userId: string, now: Date): Promise<number> {
  const upcoming = await tx
    .select()
    .from(appointments)
    .where(and(eq(appointments.userId, userId), inArray(appointments.status, CANCELLABLE), gt(appointments.startsAt, now)))
    .for("update");
  for (const current of upcoming) {
    const [cancelled] = await tx
      .update(appointments)
      .set({ status: "CANCELLED", sequence: sql`${appointments.sequence} + 1`, updatedAt: sql`now()` })
      .where(eq(appointments.id, current.id))
      .returning();
    await queueAppointmentMail(tx, "cancellation", cancelled!, { preparations: [], now });
    await recordAuditWithoutStaff(tx, { appointmentId: current.id, action: "status", detail: { ...ACCOUNT_DELETED_DETAIL } });
  }
  await tx
    .update(appointments)
    // Notes are the customer's free text and may name them: they go too.
    .set({ userId: null, email: null, phone: null, address: null, birthday: null, notes: "", accountDeletedAt: now, updatedAt: sql`now()` })
    .where(eq(appointments.userId, userId));
  return upcoming.length;
}
