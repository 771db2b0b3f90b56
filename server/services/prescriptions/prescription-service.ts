import { readFile } from "node:fs/promises";
import { z } from "zod";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import {
  DESK_PRESCRIPTIONS_PAGE,
  nextStatuses,
  PRESCRIPTION_CUSTOMER_MAY,
  PRESCRIPTION_ERROR_CODES,
  PRESCRIPTION_FINAL_STATUSES,
  PRESCRIPTION_MESSAGES,
  type DeskPrescription,
  type DeskPrescriptionPage,
  type DeskPrescriptionInput,
  type Fulfilment,
  type Prescription,
  type PrescriptionFields,
  type PrescriptionFileType,
  type PrescriptionStatus,
} from "#contracts/prescriptions.ts";
import type { Database, Db } from "#server/db/client.ts";
import { users } from "#server/db/schema/accounts.ts";
import { deskAudit } from "#server/db/schema/desk.ts";
import { prescriptionFiles, prescriptions } from "#server/db/schema/prescriptions.ts";
import { queryOne } from "#server/db/typed-sql.ts";
import { enqueueMail, type MailExecutor } from "#server/mail/mail-queue.ts";
import type { MailWorker } from "#server/mail/mail-worker.ts";
import { prescriptionMail } from "#server/mail/prescription-templates.ts";
import { recordAudit, toAuditEntry } from "#server/services/desk/audit.ts";
import { fullName, type StaffMember } from "#server/services/desk/staff-access.ts";
import { Conflict, NotFound } from "#server/services/errors.ts";
import { statusesWhereCustomerMay } from "#contracts/workflow.ts";
import { toPrescription, type PrescriptionRow } from "./prescription-row.ts";

/** A file streamed to the staging folder and checked (type from its bytes, size within the limit). */
export type StagedFile = { name: string; type: PrescriptionFileType; size: number; path: string };

export type StoredFile = { number: number; name: string; type: PrescriptionFileType; content: Buffer };

/** The statuses a withdrawal may delete, from the workflow's table (contracts/prescriptions.ts), for the SQL condition. */
const WITHDRAWABLE = statusesWhereCustomerMay(PRESCRIPTION_CUSTOMER_MAY, "withdraw");

const fileInfo = {
  prescriptionId: prescriptionFiles.prescriptionId,
  n: prescriptionFiles.n,
  name: prescriptionFiles.name,
  type: prescriptionFiles.type,
  size: prescriptionFiles.size,
};

/**
 * Prescriptions (server/http/prescriptions.ts, docs/decisions/024-prescriptions.md). The row and its files'
 * bytes are written in one transaction; each status change takes a row lock, writes its audit entry and queues
 * the customer's mail in the same transaction.
 */
export function createPrescriptionService(database: Database, mail: Pick<MailWorker, "nudge">, publicUrl: string, now: () => Date = () => new Date()) {
  const { db } = database;
  const listUrl = `${publicUrl}/prescriptions`;

  async function withFiles(rows: PrescriptionRow[]): Promise<Prescription[]> {
    if (rows.length === 0) return [];
    const files = await db.select(fileInfo).from(prescriptionFiles).where(inArray(prescriptionFiles.prescriptionId, rows.map((r) => r.id)));
    return rows.map((row) => toPrescription(row, files));
  }

  async function queueMail(tx: MailExecutor & Pick<Db, "select">, row: PrescriptionRow): Promise<void> {
    const [owner] = await tx.select({ email: users.email }).from(users).where(eq(users.id, row.userId));
    if (!owner) return;
    const message = prescriptionMail({ to: owner.email, number: row.number, status: row.status as PrescriptionStatus, fulfilment: row.fulfilment as Fulfilment, message: row.message, listUrl });
    await enqueueMail(tx, message, { dedupeKey: `prescription:${row.id}:${row.status}` });
  }

  async function fileContent(where: ReturnType<typeof and>): Promise<StoredFile> {
    const [file] = await db
      // As hex text: PGlite hands a 10 MB bytea back in about 3 s, its hex in about 0.3 s.
      .select({ name: prescriptionFiles.name, type: prescriptionFiles.type, hex: sql<string>`encode(${prescriptionFiles.content}, 'hex')`, number: prescriptions.number })
      .from(prescriptionFiles)
      .innerJoin(prescriptions, eq(prescriptions.id, prescriptionFiles.prescriptionId))
      .where(where)
      .limit(1);
    if (!file) throw new NotFound(PRESCRIPTION_MESSAGES.fileNotFound);
    return { number: file.number, name: file.name, type: file.type as PrescriptionFileType, content: Buffer.from(file.hex, "hex") };
  }

  return {
    /**
     * Stores a checked upload: the row and every file's bytes in one transaction, with the receipt mail. A crash
     * before the commit leaves nothing; the staged files are the caller's to remove.
     */
    async create(userId: string, fields: PrescriptionFields, files: StagedFile[]): Promise<Prescription> {
      const at = now();
      const row = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(prescriptions)
          .values({ userId, fulfilment: fields.fulfilment, notes: fields.notes, history: [{ status: "SUBMITTED", at: at.toISOString(), message: null }], createdAt: at, updatedAt: at })
          .returning();
        // One file in memory at a time, one statement each, the bytes as hex text: PGlite took 4 s per 10 MB for a binary parameter and held
        // near 2 GB for five in one statement, against 0.5 s as hex (docs/decisions/024-prescriptions.md, Figures).
        for (const [i, f] of files.entries()) {
          await tx.insert(prescriptionFiles).values({ prescriptionId: created!.id, n: i + 1, name: f.name, type: f.type, size: f.size, content: sql`decode(${(await readFile(f.path)).toString("hex")}, 'hex')` });
        }
        await queueMail(tx, created!);
        return created!;
      });
      mail.nudge();
      return (await withFiles([row]))[0]!;
    },

    /** The caller's own, newest first. */
    async listMine(userId: string): Promise<Prescription[]> {
      const rows = await db.select().from(prescriptions).where(eq(prescriptions.userId, userId)).orderBy(sql`${prescriptions.createdAt} desc`);
      return withFiles(rows);
    },

    /** A file of the caller's own prescription; someone else's is a 404, as if it did not exist. */
    ownFile: (userId: string, id: string, n: number) => fileContent(and(eq(prescriptions.id, id), eq(prescriptions.userId, userId), eq(prescriptionFiles.n, n))),

    /** Any prescription's file, for staff. */
    deskFile: (id: string, n: number) => fileContent(and(eq(prescriptions.id, id), eq(prescriptionFiles.n, n))),

    /**
     * The owner withdraws it while nobody has checked it yet: the row and its files go (one conditional delete,
     * so a pharmacist's acceptance at the same moment either comes first, and the withdrawal is a 409, or not at all).
     */
    async withdraw(userId: string, id: string): Promise<{ _id: string; withdrawn: true }> {
      const deleted = await db
        .delete(prescriptions)
        .where(and(eq(prescriptions.id, id), eq(prescriptions.userId, userId), inArray(prescriptions.status, WITHDRAWABLE)))
        .returning({ id: prescriptions.id });
      if (deleted.length > 0) return { _id: id, withdrawn: true };
      const [exists] = await db.select({ id: prescriptions.id }).from(prescriptions).where(and(eq(prescriptions.id, id), eq(prescriptions.userId, userId)));
      if (!exists) throw new NotFound(PRESCRIPTION_MESSAGES.notFound);
      throw new Conflict(PRESCRIPTION_MESSAGES.notWithdrawable, undefined, PRESCRIPTION_ERROR_CODES.notWithdrawable);
    },

    /**
     * The desk's queue: submitted first, then the rest, oldest first within each (the number counts up as they
     * come in), with customer and audit trail; a page at a time after the cursor (keyset: a prescription
     * checked meanwhile moves on and is not skipped; the page may then show it again).
     */
    async deskList(status?: PrescriptionStatus, cursor?: string): Promise<DeskPrescriptionPage> {
      const rank = sql<number>`(case when ${prescriptions.status} = 'SUBMITTED' then 0 else 1 end)`;
      const [afterRank, afterNumber] = cursor ? cursor.split("_").map(Number) : [];
      const filter = status ? eq(prescriptions.status, status) : undefined;
      const page = await db
        .select({ row: prescriptions, name: users.name, surname: users.surname, email: users.email, phone: users.phone })
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

    async toDesk(rows: { row: PrescriptionRow; name: string; surname: string; email: string; phone: string | null }[]): Promise<DeskPrescription[]> {
      const shown = await withFiles(rows.map((r) => r.row));
      const ids = rows.map((r) => r.row.id);
      const audit = ids.length === 0 ? [] : await db.select().from(deskAudit).where(inArray(deskAudit.prescriptionId, ids)).orderBy(asc(deskAudit.at), asc(deskAudit.id));
      return rows.map((r, i) => ({
        ...shown[i]!,
        customer: { name: fullName(r), email: r.email, phone: r.phone },
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
          .select({ row: prescriptions, name: users.name, surname: users.surname, email: users.email, phone: users.phone })
          .from(prescriptions)
          .innerJoin(users, eq(users.id, prescriptions.userId))
          .where(eq(prescriptions.id, id)),
      );
      return shown!;
    },
  };
}

export type PrescriptionService = ReturnType<typeof createPrescriptionService>;
