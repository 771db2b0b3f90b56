import { IMPORT_MAX_BYTES, type ImportKind } from "#contracts/backoffice.ts";
import { InvalidInput } from "#server/services/errors.ts";
import { PayloadTooLarge } from "./prescription-upload.ts";
import { receiveSingleFile, type StagedUpload } from "./single-file-upload.ts";

export type FileKind = "csv" | "xml";

/**
 * What the first bytes say: XML (after an optional BOM and white space, `<`), CSV (text: no NUL byte), or neither
 * (an XLSX is a ZIP, `PK`; a PDF, an image). The name and the browser's type are not asked.
 */
export function sniffImportFile(head: Buffer): FileKind | null {
  let start = head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf ? 3 : 0;
  while (start < head.length && [0x20, 0x09, 0x0a, 0x0d].includes(head[start]!)) start++;
  if (head[start] === 0x3c) return "xml";
  if (head.length === 0 || head.includes(0)) return null;
  if (head[0] === 0x50 && head[1] === 0x4b) return null;
  return "csv";
}

const expected: Record<ImportKind, FileKind> = { articles: "csv", stock: "csv", refdata: "xml" };

/**
 * Streams the multipart field `file` to the staging folder (0600), counting its bytes (413 past IMPORT_MAX_BYTES)
 * and sniffing its type from the first bytes (400 FILE_TYPE when it is not the kind's). Answers the staged path;
 * on any refusal nothing stays behind.
 */
export function receiveImport(
  body: ReadableStream<Uint8Array> | null,
  contentType: string | undefined,
  contentLength: string | undefined,
  dir: string,
  kind: ImportKind,
): Promise<StagedUpload> {
  return receiveSingleFile(body, contentType, contentLength, dir, {
    maxBytes: IMPORT_MAX_BYTES,
    sniffBytes: 4096,
    extension: "upload",
    check: (head) =>
      sniffImportFile(head) === expected[kind]
        ? null
        : new InvalidInput(kind === "refdata" ? "A Refdata import is the Articles XML file" : "An import file is CSV text (XLSX is not read: save it as CSV UTF-8)", undefined, "FILE_TYPE"),
    notMultipart: () => new InvalidInput("Send the file as multipart/form-data in the field file", undefined, "FILE_MISSING"),
    tooLarge: () => new PayloadTooLarge("The file is larger than 200 MB", "FILE_TOO_LARGE"),
    missing: () => new InvalidInput("No file in the field file, or an empty one", undefined, "FILE_MISSING"),
    interrupted: () => new InvalidInput("The upload was interrupted", undefined, "FILE_MISSING"),
    malformed: (reason) => new InvalidInput(`Malformed multipart body: ${reason}`, undefined, "FILE_MISSING"),
  });
}
