import { PRESCRIPTION_LIMITS, PRESCRIPTION_TEXTS, SNIFF_BYTES, sniffFileType, type PrescriptionFileType } from "#contracts/prescriptions.ts";

export type PickedFile = { id: string; file: File; type: PrescriptionFileType };
export type FileCheck = { picked: PickedFile[]; errors: string[] };

let counter = 0;

/**
 * The same rules the server applies, said before anything is sent: the type from the file's first bytes (a
 * renamed page is refused here too), 10 MB each, at most 5 in all. Files already picked stay; refused ones
 * are named in the errors.
 */
export async function checkFiles(current: PickedFile[], added: File[]): Promise<FileCheck> {
  const picked = [...current];
  const errors: string[] = [];
  for (const file of added) {
    if (file.size === 0) {
      errors.push(PRESCRIPTION_TEXTS.emptyFile(file.name));
      continue;
    }
    if (file.size > PRESCRIPTION_LIMITS.maxFileBytes) {
      errors.push(PRESCRIPTION_TEXTS.tooLarge(file.name));
      continue;
    }
    const type = sniffFileType(new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer()));
    if (!type) {
      errors.push(PRESCRIPTION_TEXTS.wrongType(file.name));
      continue;
    }
    if (picked.length >= PRESCRIPTION_LIMITS.maxFiles) {
      if (!errors.includes(PRESCRIPTION_TEXTS.tooMany)) errors.push(PRESCRIPTION_TEXTS.tooMany);
      continue;
    }
    picked.push({ id: `file-${++counter}`, file, type });
  }
  return { picked, errors };
}

/** 1.2 MB, 340 kB: the size as the page shows it. */
export function fileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toLocaleString("de-CH", { maximumFractionDigits: 1 })} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} kB`;
}
