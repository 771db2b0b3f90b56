import { randomUUID } from "node:crypto";
import { createWriteStream, type WriteStream } from "node:fs";
import { rm } from "node:fs/promises";
import path from "node:path";
import busboy from "busboy";
import { IMPORT_MAX_BYTES, type ImportKind } from "#contracts/backoffice.ts";
import { InvalidInput } from "#server/services/errors.ts";
import { cleanFileName, PayloadTooLarge } from "./prescription-upload.ts";

/** Room for the multipart boundaries and headers around the one file. */
const ENVELOPE_BYTES = 64 * 1024;

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
export async function receiveImport(
  body: ReadableStream<Uint8Array> | null,
  contentType: string | undefined,
  contentLength: string | undefined,
  dir: string,
  kind: ImportKind,
): Promise<{ path: string; fileName: string; size: number }> {
  if (!body || !contentType || !/^multipart\/form-data\b/i.test(contentType)) throw new InvalidInput("Send the file as multipart/form-data in the field file", undefined, "FILE_MISSING");
  if (contentLength !== undefined && Number(contentLength) > IMPORT_MAX_BYTES + ENVELOPE_BYTES) throw new PayloadTooLarge("The file is larger than 200 MB", "FILE_TOO_LARGE");
  const target = path.join(dir, `${randomUUID()}.upload`);
  let failure: Error | undefined;
  let fileName: string | undefined;
  let size = 0;
  let written: Promise<void> | undefined;
  let out: WriteStream | undefined;
  const fail = (error: Error) => {
    failure ??= error;
  };
  const bb = busboy({ headers: { "content-type": contentType }, defParamCharset: "utf8", limits: { files: 1, fileSize: IMPORT_MAX_BYTES + 1, fields: 2, parts: 3 } });
  bb.on("file", (field, stream, info) => {
    if (field !== "file" || fileName !== undefined) {
      stream.resume();
      return;
    }
    fileName = cleanFileName(info.filename ?? "", 1);
    const file = createWriteStream(target, { flags: "wx", mode: 0o600 });
    out = file;
    let head = Buffer.alloc(0);
    let sniffed = false;
    const check = () => {
      sniffed = true;
      const type = sniffImportFile(head);
      if (type !== expected[kind]) {
        fail(new InvalidInput(kind === "refdata" ? "A Refdata import is the Articles XML file" : "An import file is CSV text (XLSX is not read: save it as CSV UTF-8)", undefined, "FILE_TYPE"));
      }
    };
    stream.on("data", (chunk: Buffer) => {
      if (failure) return;
      size += chunk.length;
      if (size > IMPORT_MAX_BYTES) return fail(new PayloadTooLarge("The file is larger than 200 MB", "FILE_TOO_LARGE"));
      if (!sniffed) {
        head = Buffer.concat([head, chunk]).subarray(0, 4096);
        if (head.length >= 4096) check();
      }
      if (!file.write(chunk)) {
        stream.pause();
        file.once("drain", () => stream.resume());
      }
    });
    stream.on("error", () => {});
    written = new Promise<void>((resolve) => {
      stream.on("end", () => {
        if (!sniffed && !failure) check();
        file.end(() => resolve());
      });
      file.on("error", (error) => {
        fail(error);
        resolve();
      });
    });
  });
  const finished = new Promise<void>((resolve) => {
    bb.on("close", resolve);
    bb.on("error", (error) => {
      fail(new InvalidInput(`Malformed multipart body: ${(error as Error).message}`, undefined, "FILE_MISSING"));
      resolve();
    });
  });
  const reader = body.getReader();
  let received = 0;
  try {
    for (;;) {
      if (failure) break;
      const { done, value } = await reader.read();
      if (done) {
        bb.end();
        break;
      }
      received += value.length;
      if (received > IMPORT_MAX_BYTES + ENVELOPE_BYTES) {
        fail(new PayloadTooLarge("The file is larger than 200 MB", "FILE_TOO_LARGE"));
        break;
      }
      if (!bb.write(value)) await new Promise<void>((resolve) => bb.once("drain", resolve));
    }
  } catch {
    fail(new InvalidInput("The upload was interrupted", undefined, "FILE_MISSING"));
  }
  if (!failure) await finished;
  if (!failure && written) await written;
  reader.releaseLock();
  if (!failure && (fileName === undefined || size === 0)) fail(new InvalidInput("No file in the field file, or an empty one", undefined, "FILE_MISSING"));
  if (failure) {
    bb.removeAllListeners("file");
    bb.destroy();
    // A destroyed stream may still be opening its file: remove the path only once it is closed.
    if (out && !out.closed) {
      const closed = new Promise<void>((resolve) => out!.once("close", () => resolve()));
      out.destroy();
      await closed;
    }
    await rm(target, { force: true });
    throw failure;
  }
  return { path: target, fileName: fileName!, size };
}
