import { readFile } from "node:fs/promises";
import { and, eq, inArray, sql } from "drizzle-orm";
import {
  formatPrescriptionNumber,
  PRESCRIPTION_CUSTOMER_MAY,
  PRESCRIPTION_ERROR_CODES,
  PRESCRIPTION_MESSAGES,
  type Prescription,
  type PrescriptionFields,
  type PrescriptionFileKind,
  type PrescriptionFileType,
} from "#contracts/prescriptions.ts";
import { statusesWhereCustomerMay } from "#contracts/workflow.ts";
import type { Database } from "#server/db/client.ts";
import { prescriptionFiles, prescriptions } from "#server/db/schema/prescriptions.ts";
import type { MailWorker } from "#server/mail/mail-worker.ts";
import type { PharmacyNotifier } from "#server/mail/pharmacy-notice.ts";
import { Conflict, NotFound } from "#server/services/errors.ts";
import { createDeskPrescriptions } from "./desk-prescriptions.ts";
import { prescriptionStore } from "./prescription-store.ts";

/** A file streamed to the staging folder and checked (type from its bytes, size within the limit). */
export type StagedFile = { name: string; type: PrescriptionFileType; size: number; path: string; kind: PrescriptionFileKind };

export type { StoredFile } from "./prescription-store.ts";

/** The statuses a withdrawal may delete, from the workflow's table (contracts/prescriptions.ts), for the SQL condition. */
const WITHDRAWABLE = statusesWhereCustomerMay(PRESCRIPTION_CUSTOMER_MAY, "withdraw");

/**
 * Prescriptions (server/http/prescriptions.ts, docs/decisions/024-prescriptions.md): the customer's side here, the
 * desk's in `desk` (desk-prescriptions.ts). The row and its files' bytes are written in one transaction.
 */
export function createPrescriptionService(database: Database, mail: Pick<MailWorker, "nudge">, publicUrl: string, notifier: PharmacyNotifier, now: () => Date = () => new Date()) {
  const { db } = database;
  const store = prescriptionStore(db, `${publicUrl}/prescriptions`);
  const { withFiles, queueMail, fileContent } = store;

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
          .values({
            userId,
            fulfilment: fields.fulfilment,
            notes: fields.notes,
            insurer: fields.insurer,
            insuranceCardNumber: fields.insuranceCardNumber,
            street: fields.address?.street ?? null,
            zip: fields.address?.zip ?? null,
            city: fields.address?.city ?? null,
            history: [{ status: "SUBMITTED", at: at.toISOString(), message: null }],
            createdAt: at,
            updatedAt: at,
          })
          .returning();
        // One file in memory at a time, one statement each, the bytes as hex text: PGlite took 4 s per 10 MB for a binary parameter and held
        // near 2 GB for five in one statement, against 0.5 s as hex (docs/decisions/024-prescriptions.md, Figures).
        for (const [i, f] of files.entries()) {
          await tx
            .insert(prescriptionFiles)
            .values({ prescriptionId: created!.id, n: i + 1, name: f.name, type: f.type, size: f.size, kind: f.kind, content: sql`decode(${(await readFile(f.path)).toString("hex")}, 'hex')` });
        }
        await queueMail(tx, created!);
        // The pharmacy's notice: the number and the desk's link, no health data; once per prescription, by its key.
        await notifier.statement(tx, { kind: "prescription", id: created!.id, number: formatPrescriptionNumber(created!.number) });
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

    desk: createDeskPrescriptions(db, store, mail, now),
  };
}

export type PrescriptionService = ReturnType<typeof createPrescriptionService>;
