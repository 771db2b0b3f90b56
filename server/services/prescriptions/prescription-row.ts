import type { Prescription, PrescriptionFile, PrescriptionFileKind, PrescriptionFileType, Fulfilment, PrescriptionStatus } from "#contracts/prescriptions.ts";
import type { prescriptions } from "#server/db/schema/prescriptions.ts";

export type PrescriptionRow = typeof prescriptions.$inferSelect;
export type FileInfoRow = { prescriptionId: string; n: number; name: string; type: string; size: number; kind: string };

/** The row as the API answers it, with its files' names and sizes (never their bytes). */
export function toPrescription(row: PrescriptionRow, files: FileInfoRow[]): Prescription {
  return {
    _id: row.id,
    number: row.number,
    status: row.status as PrescriptionStatus,
    fulfilment: row.fulfilment as Fulfilment,
    notes: row.notes,
    insurer: row.insurer,
    insuranceCardNumber: row.insuranceCardNumber,
    address: row.street !== null && row.zip !== null && row.city !== null ? { street: row.street, zip: row.zip, city: row.city } : null,
    files: files
      .filter((f) => f.prescriptionId === row.id)
      .sort((a, b) => a.n - b.n)
      .map((f): PrescriptionFile => ({ n: f.n, name: f.name, type: f.type as PrescriptionFileType, size: f.size, kind: f.kind as PrescriptionFileKind })),
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    filesDeletedAt: row.filesDeletedAt?.toISOString() ?? null,
    history: row.history,
  };
}
