import { eq } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { users } from "#server/db/schema/accounts.ts";
import { appointmentMail, type AppointmentMailKind } from "#server/mail/appointment-templates.ts";
import { enqueueMail, type MailExecutor } from "#server/mail/mail-queue.ts";
import { toAppointment, type AppointmentRow } from "./appointment-row.ts";

/**
 * Queues an appointment's mail in the caller's transaction (record 012). The dedupe key names the appointment,
 * the kind and the SEQUENCE, so whichever path cancels (the customer, the desk, the account's deletion) the
 * customer gets one cancellation mail per change. A customer's mail greets the account's name (issue 38); a
 * guest left none.
 */
export async function queueAppointmentMail(
  tx: MailExecutor & Pick<Db, "select">,
  kind: AppointmentMailKind,
  row: AppointmentRow,
  input: { preparations: { name: string; preparation: string }[]; now: Date; manageUrl?: string },
): Promise<void> {
  const [owner] = row.userId ? await tx.select({ name: users.name, surname: users.surname }).from(users).where(eq(users.id, row.userId)) : [];
  const message = appointmentMail(kind, { appointment: toAppointment(row), startsAt: row.startsAt, sequence: row.sequence, greet: owner, ...input });
  await enqueueMail(tx, message, { dedupeKey: `appointment:${row.id}:${kind}:${row.sequence}` });
}
