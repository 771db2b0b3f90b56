import { and, eq, inArray, sql } from "drizzle-orm";
import { type Fulfilment, type Prescription, type PrescriptionFileType, type PrescriptionStatus, PRESCRIPTION_MESSAGES } from "#contracts/prescriptions.ts";
import type { Db } from "#server/db/client.ts";
import { users } from "#server/db/schema/accounts.ts";
import { prescriptionFiles, prescriptions } from "#server/db/schema/prescriptions.ts";
import { enqueueMail, type MailExecutor } from "#server/mail/mail-queue.ts";
import { prescriptionMail } from "#server/mail/prescription-templates.ts";
import { NotFound } from "#server/services/errors.ts";
import { toPrescription, type PrescriptionRow } from "./prescription-row.ts";

export type StoredFile = { number: number; name: string; type: PrescriptionFileType; content: Buffer };

const fileInfo = {
  prescriptionId: prescriptionFiles.prescriptionId,
  n: prescriptionFiles.n,
  name: prescriptionFiles.name,
  type: prescriptionFiles.type,
  size: prescriptionFiles.size,
  kind: prescriptionFiles.kind,
};

/** What the customer's side (prescription-service.ts) and the desk's (desk-prescriptions.ts) both read and write. */
export function prescriptionStore(db: Db, listUrl: string) {
  async function withFiles(rows: PrescriptionRow[]): Promise<Prescription[]> {
    if (rows.length === 0) return [];
    const files = await db.select(fileInfo).from(prescriptionFiles).where(inArray(prescriptionFiles.prescriptionId, rows.map((r) => r.id)));
    return rows.map((row) => toPrescription(row, files));
  }

  async function queueMail(tx: MailExecutor & Pick<Db, "select">, row: PrescriptionRow): Promise<void> {
    const [owner] = await tx.select({ email: users.email, name: users.name, surname: users.surname }).from(users).where(eq(users.id, row.userId));
    if (!owner) return;
    const message = prescriptionMail({ to: owner.email, name: owner.name, surname: owner.surname, number: row.number, status: row.status as PrescriptionStatus, fulfilment: row.fulfilment as Fulfilment, message: row.message, listUrl });
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

  return { withFiles, queueMail, fileContent };
}

export type PrescriptionStore = ReturnType<typeof prescriptionStore>;
