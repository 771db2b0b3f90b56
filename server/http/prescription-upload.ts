import { randomUUID } from "node:crypto";
import { createWriteStream, type WriteStream } from "node:fs";
import { rm } from "node:fs/promises";
import path from "node:path";
import busboy from "busboy";
import {
  PRESCRIPTION_ERROR_CODES as CODES,
  MAX_STORED_FILES,
  PRESCRIPTION_LIMITS,
  PRESCRIPTION_MESSAGES,
  SNIFF_BYTES,
  sniffFileType,
  type PrescriptionFileKind,
  type PrescriptionFileType,
} from "#contracts/prescriptions.ts";
import { DomainError, InvalidInput } from "#server/services/errors.ts";
import type { StagedFile } from "#server/services/prescriptions/prescription-service.ts";

/** The whole multipart body: every file (the card's photo too) at its limit plus room for the boundaries and the text fields. */
export const MAX_UPLOAD_BYTES = MAX_STORED_FILES * PRESCRIPTION_LIMITS.maxFileBytes + 64 * 1024;

/** The multipart's file fields: the prescription's pages and the insurance card's photo. */
const FILE_FIELDS: Record<string, PrescriptionFileKind> = { files: "PRESCRIPTION", insuranceCard: "INSURANCE_CARD" };
/** The text fields (prescriptionFieldsSchema; the address flat, as a form sends it). */
export const UPLOAD_TEXT_FIELDS = ["fulfilment", "notes", "insurer", "insuranceCardNumber", "address.street", "address.zip", "address.city"] as const;

export class PayloadTooLarge extends DomainError {
  constructor(message: string, code?: string) {
    super(message, 413, undefined, undefined, code);
  }
}

/** Control characters, path separators and quotes out, at most 120 characters: the name is shown, never used as a path. */
export function cleanFileName(raw: string, n: number): string {
  const base = raw.split(/[/\\]/).pop() ?? "";
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f"<>]/g, "").replace(/[\ud800-\udfff]/g, "").trim().slice(0, 120);
  return clean === "" ? `Datei ${n}` : clean;
}

type Received = { fields: Record<string, string>; files: StagedFile[] };

/**
 * Reads a multipart upload as it streams: each file goes to the staging folder (0600) as it arrives, its type
 * read from its first bytes, its size counted. The first broken rule ends the reading at once (a 1 GB body is
 * refused after at most a little more than the limit has come in) and every file already written is removed.
 * On success the caller owns the staged files and must remove them (`discard`).
 */
export async function receiveUpload(body: ReadableStream<Uint8Array> | null, contentType: string | undefined, contentLength: string | undefined, dir: string): Promise<Received> {
  if (!body || !contentType || !/^multipart\/form-data\b/i.test(contentType)) throw new InvalidInput(PRESCRIPTION_MESSAGES.notMultipart, undefined, CODES.notMultipart);
  if (contentLength !== undefined && Number(contentLength) > MAX_UPLOAD_BYTES) throw new PayloadTooLarge(PRESCRIPTION_MESSAGES.bodyTooLarge, CODES.bodyTooLarge);

  const files: StagedFile[] = [];
  const writers: Promise<void>[] = [];
  const open = new Set<WriteStream>();
  // Every path written, those of refused or empty parts too: all go unless they became the answer's files.
  const written: string[] = [];
  const fields: Record<string, string> = {};
  let failure: Error | undefined;
  let bb: busboy.Busboy;
  try {
    bb = busboy({
      headers: { "content-type": contentType },
      defParamCharset: "utf8",
      limits: {
        files: MAX_STORED_FILES,
        fileSize: PRESCRIPTION_LIMITS.maxFileBytes + 1,
        fields: UPLOAD_TEXT_FIELDS.length + 2,
        fieldSize: PRESCRIPTION_LIMITS.notes * 4 + 16,
        parts: MAX_STORED_FILES + UPLOAD_TEXT_FIELDS.length + 4,
        fieldNameSize: 32,
        headerPairs: 20,
      },
    });
  } catch {
    throw new InvalidInput(PRESCRIPTION_MESSAGES.notMultipart, undefined, CODES.notMultipart);
  }
  const fail = (error: Error) => {
    failure ??= error;
  };

  bb.on("file", (field, stream, info) => {
    const kind = Object.hasOwn(FILE_FIELDS, field) ? FILE_FIELDS[field] : undefined;
    // A refused part is drained; destroying the parser mid-part errors its stream, already handled as the failure.
    const refuse = () => {
      stream.on("error", () => {});
      stream.resume();
    };
    if (failure || !kind) {
      if (!failure) fail(new InvalidInput(PRESCRIPTION_MESSAGES.unknownField, undefined, CODES.unknownField));
      return refuse();
    }
    // A form sends an empty part for a file input left empty: no name, no bytes.
    const n = files.length + 1;
    const staged: StagedFile = { name: cleanFileName(info.filename ?? "", n), type: "application/pdf", size: 0, path: path.join(dir, `${randomUUID()}.part`), kind };
    const emptyInput = !info.filename;
    if (!emptyInput) {
      const sameKind = files.filter((f) => f.kind === kind).length;
      if (kind === "PRESCRIPTION" && sameKind >= PRESCRIPTION_LIMITS.maxFiles) fail(new InvalidInput(PRESCRIPTION_MESSAGES.tooManyFiles, undefined, CODES.tooManyFiles));
      if (kind === "INSURANCE_CARD" && sameKind >= 1) fail(new InvalidInput(PRESCRIPTION_MESSAGES.tooManyCards, undefined, CODES.tooManyCards));
      if (failure) return refuse();
      files.push(staged);
    }
    written.push(staged.path);
    const out = createWriteStream(staged.path, { flags: "wx", mode: 0o600 });
    open.add(out);
    let head = Buffer.alloc(0);
    let type: PrescriptionFileType | null | undefined;
    stream.on("data", (chunk: Buffer) => {
      if (failure) return;
      staged.size += chunk.length;
      if (staged.size > PRESCRIPTION_LIMITS.maxFileBytes) return fail(new PayloadTooLarge(PRESCRIPTION_MESSAGES.fileTooLarge, CODES.fileTooLarge));
      if (type === undefined) {
        head = Buffer.concat([head, chunk.subarray(0, SNIFF_BYTES)]).subarray(0, SNIFF_BYTES);
        if (head.length >= SNIFF_BYTES) {
          type = sniffFileType(head);
          if (type === null) return fail(new InvalidInput(PRESCRIPTION_MESSAGES.wrongType, undefined, CODES.wrongType));
          staged.type = type;
        }
      }
      if (!out.write(chunk)) {
        stream.pause();
        out.once("drain", () => stream.resume());
      }
    });
    // Destroying the parser mid-file (a refused upload) errors the file's stream: already handled as the failure.
    stream.on("error", () => {});
    stream.on("limit", () => fail(new PayloadTooLarge(PRESCRIPTION_MESSAGES.fileTooLarge, CODES.fileTooLarge)));
    writers.push(
      new Promise<void>((resolve) => {
        stream.on("end", () => {
          if (!failure && type === undefined && staged.size > 0) {
            // Shorter than the sniffing window: decide on what there is.
            type = sniffFileType(head);
            if (type === null) fail(new InvalidInput(PRESCRIPTION_MESSAGES.wrongType, undefined, CODES.wrongType));
            else staged.type = type;
          }
          if (!failure && staged.size === 0 && !emptyInput) fail(new InvalidInput(PRESCRIPTION_MESSAGES.emptyFile, undefined, CODES.emptyFile));
          out.end(() => {
            open.delete(out);
            resolve();
          });
        });
      }),
    );
    out.on("error", (error) => fail(error));
  });
  bb.on("field", (name, value, info) => {
    if (!(UPLOAD_TEXT_FIELDS as readonly string[]).includes(name)) return fail(new InvalidInput(PRESCRIPTION_MESSAGES.unknownField, undefined, CODES.unknownField));
    if (info.valueTruncated) return fail(new InvalidInput(PRESCRIPTION_MESSAGES.notesTooLong, undefined, CODES.notesTooLong));
    fields[name] = value;
  });
  bb.on("filesLimit", () => fail(new InvalidInput(PRESCRIPTION_MESSAGES.tooManyFiles, undefined, CODES.tooManyFiles)));
  bb.on("fieldsLimit", () => fail(new InvalidInput(PRESCRIPTION_MESSAGES.unknownField, undefined, CODES.unknownField)));
  bb.on("partsLimit", () => fail(new InvalidInput(PRESCRIPTION_MESSAGES.tooManyFiles, undefined, CODES.tooManyFiles)));
  const finished = new Promise<void>((resolve) => {
    bb.on("close", resolve);
    bb.on("error", (error) => {
      fail(new InvalidInput(`Malformed multipart body: ${(error as Error).message}`, undefined, CODES.malformed));
      resolve();
    });
  });

  const reader = body.getReader();
  let received = 0;
  let complete = false;
  try {
    for (;;) {
      if (failure) break;
      const { done, value } = await reader.read();
      if (done) {
        complete = true;
        bb.end();
        break;
      }
      received += value.length;
      if (received > MAX_UPLOAD_BYTES) {
        fail(new PayloadTooLarge(PRESCRIPTION_MESSAGES.bodyTooLarge, CODES.bodyTooLarge));
        break;
      }
      if (!bb.write(value)) await new Promise<void>((resolve) => bb.once("drain", resolve));
    }
  } catch {
    // The client went away mid-upload: nothing to answer, everything to remove.
    fail(new InvalidInput(PRESCRIPTION_MESSAGES.interrupted, undefined, CODES.interrupted));
  }
  if (complete && !failure) await finished;
  if (!failure) await Promise.all(writers);
  if (failure) {
    // Stop reading: the rest of the body is never taken in (the answer says Connection: close, and the node
    // adapter drops the connection after it). No cancel: a pull-based body simply stops being pulled.
    reader.releaseLock();
    bb.removeAllListeners("file");
    bb.destroy();
    // A destroyed stream may still be opening its file: removing the path before its close would leave the file
    // it creates a moment later behind.
    await Promise.all([...open].map((out) => closedAfterDestroy(out)));
    await discard(written);
    throw failure;
  }
  reader.releaseLock();
  const kept = new Set(files.map((f) => f.path));
  await discard(written.filter((p) => !kept.has(p)));
  return { fields, files };
}

/** Destroys a staged file's stream and resolves once its file descriptor is closed (at once if it already is). */
function closedAfterDestroy(out: WriteStream): Promise<void> {
  if (out.closed) return Promise.resolve();
  const closed = new Promise<void>((resolve) => out.once("close", () => resolve()));
  out.destroy();
  return closed;
}

/** Removes staged files (a missing one is fine). */
export async function discard(paths: string[]): Promise<void> {
  await Promise.all(paths.map((p) => rm(p, { force: true })));
}
