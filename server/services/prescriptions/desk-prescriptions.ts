import { z } from "zod";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import {
  DESK_PRESCRIPTIONS_PAGE,
  nextStatuses,
  PRESCRIPTION_ERROR_CODES,
  PRESCRIPTION_FINAL_STATUSES,
  PRESCRIPTION_MESSAGES,
  type DeskPrescription,
  type DeskPrescriptionInput,
  type DeskPrescriptionPage,
  type Fulfilment,
  type PrescriptionStatus,
} from "#contracts/prescriptions.ts";
import type { Db } from "#server/db/client.ts";
import { users } from "#server/db/schema/accounts.ts";
import { deskAudit } from "#server/db/schema/desk.ts";
import { prescriptionFiles, prescriptions } from "#server/db/schema/prescriptions.ts";
import { queryOne } from "#server/db/typed-sql.ts";
import type { MailWorker } from "#server/mail/mail-worker.ts";
import { recordAudit, toAuditEntry } from "#server/services/desk/audit.ts";
import { fullName, type StaffMember } from "#server/services/desk/staff-access.ts";
import { Conflict, NotFound } from "#server/services/errors.ts";
import type { PrescriptionRow } from "./prescription-row.ts";
import type { PrescriptionStore } from "./prescription-store.ts";

/** A prescription with what the desk shows of its customer: name, contact, and birthdate and address to check who it is for. */
const withCustomer = { row: prescriptions, name: users.name, surname: users.surname, email: users.email, phone: users.phone, birthday: users.birthday, address: users.address };

/**
 * The desk's side of prescriptions (server/http/prescriptions.ts, staff only; pattern: orders/desk-orders.ts):
 * the queue, any file, and the status changes the workflow's table allows (PRESCRIPTION_TRANSITIONS), each with
 * its row lock, audit entry and the customer's mail in one transaction.
 */
export function createDeskPrescriptions(db: Db, store: PrescriptionStore, mail: Pick<MailWorker, "nudge">, now: () => Date) {
  const { withFiles, queueMail, fileContent } = store;
  return {
    /** Any prescription's file, for staff. */
    file: (id: string, n: number) => fileContent(and(eq(prescriptions.id, id), eq(prescriptionFiles.n, n))),

    /**
     * The desk's queue: submitted first, then the rest, oldest first within each (the number counts up as they
     * come in), with customer and audit trail; a page at a time after the cursor (keyset: a prescription
     * checked meanwhile moves on and is not skipped; the page may then show it again).
     */
    async list(status?: PrescriptionStatus, cursor?: string): Promise<DeskPrescriptionPage> {
      const rank = sql<number>`(case when ${prescriptions.status} = 'SUBMITTED' then 0 else 1 end)`;
      const [afterRank, afterNumber] = cursor ? cursor.split("_").map(Number) : [];
      const filter = status ? eq(prescriptions.status, status) : undefined;
      const page = await db
        .select(withCustomer)
        .from(prescriptions)
        .innerJoin(users, eq(users.id, prescriptions.userId))
        .where(and(filter, cursor ? sql`(${rank}, ${prescriptions.number}) > (${afterRank}::int, ${afterNumber}::int)` : undefined))
        .orderBy(rank, asc(prescriptions.number))
        .limit(DESK_PRESCRIPTIONS_PAGE + 1);
      const rows = page.slice(0, DESK_PRESCRIPTIONS_PAGE);
      const counts = await queryOne(
        db,
        z.object({ total: z.number().int(), submitted: z.number().int() }),
        sql`select count(*) filter (where ${filter ?? sql`true`})::int as total, count(*) filter (where status = 'SUBMITTED')::int as submitted
              from ${prescriptions}`,
      );
      const last = rows.at(-1)?.row;
      return {
        prescriptions: await this.toDesk(rows),
        ...counts,
        nextCursor: page.length > DESK_PRESCRIPTIONS_PAGE && last ? `${last.status === "SUBMITTED" ? 0 : 1}_${last.number}` : null,
      };
    },

    async toDesk(rows: { row: PrescriptionRow; name: string; surname: string; email: string; phone: string | null; birthday: string; address: string }[]): Promise<DeskPrescription[]> {
      const shown = await withFiles(rows.map((r) => r.row));
      const ids = rows.map((r) => r.row.id);
      const audit = ids.length === 0 ? [] : await db.select().from(deskAudit).where(inArray(deskAudit.prescriptionId, ids)).orderBy(asc(deskAudit.at), asc(deskAudit.id));
      return rows.map((r, i) => ({
        ...shown[i]!,
        customer: { name: fullName(r), email: r.email, phone: r.phone, birthday: r.birthday, address: r.address },
        audit: audit.filter((a) => a.prescriptionId === r.row.id).map(toAuditEntry),
      }));
    },

    /**
     * A pharmacist's change (nextStatuses says which): the row locked, the change, the audit entry and the
     * customer's mail in one transaction. A change no longer possible (someone else was quicker) is a 409.
     */
    async setStatus(staff: StaffMember, id: string, input: DeskPrescriptionInput): Promise<DeskPrescription> {
      const at = now();
      await db.transaction(async (tx) => {
        const [current] = await tx.select().from(prescriptions).where(eq(prescriptions.id, id)).for("update");
        if (!current) throw new NotFound(PRESCRIPTION_MESSAGES.notFound);
        if (!nextStatuses(current.status as PrescriptionStatus, current.fulfilment as Fulfilment).includes(input.status)) throw new Conflict(PRESCRIPTION_MESSAGES.notChangeable, undefined, PRESCRIPTION_ERROR_CODES.notChangeable);
        const message = input.message === "" ? null : input.message;
        const [changed] = await tx
          .update(prescriptions)
          .set({
            status: input.status,
            // A step without a message keeps the last one (the acceptance's note stays readable until pickup).
            message: message ?? current.message,
            history: [...current.history, { status: input.status, at: at.toISOString(), message }],
            updatedAt: at,
            closedAt: PRESCRIPTION_FINAL_STATUSES.includes(input.status) ? at : null,
          })
          .where(eq(prescriptions.id, id))
          .returning();
        await recordAudit(tx, staff, { action: "prescription-status", prescriptionId: id, detail: { from: current.status, to: input.status, ...(message ? { message } : {}) } });
        await queueMail(tx, { ...changed!, message });
      });
      mail.nudge();
      const [shown] = await this.toDesk(
        await db
          .select(withCustomer)
          .from(prescriptions)
          .innerJoin(users, eq(users.id, prescriptions.userId))
          .where(eq(prescriptions.id, id)),
      );
      return shown!;
    },
  };
}
