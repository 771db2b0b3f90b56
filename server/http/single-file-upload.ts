import { randomUUID } from "node:crypto";
import { createWriteStream, type WriteStream } from "node:fs";
import { rm } from "node:fs/promises";
import path from "node:path";
import busboy from "busboy";
import type { DomainError } from "#server/services/errors.ts";
import { cleanFileName } from "./prescription-upload.ts";

/** Room for the multipart boundaries and headers around the one file. */
const ENVELOPE_BYTES = 64 * 1024;

export type SingleFileRules = {
  /** The file's limit in bytes; the whole body may be ENVELOPE_BYTES more. */
  maxBytes: number;
  /** How many first bytes `check` needs (it is also called on a shorter file's whole content). */
  sniffBytes: number;
  /** Decides on the first bytes: an error refuses the file (its type is wrong), null takes it. */
  check: (head: Buffer) => DomainError | null;
  /** The refusals, each a typed error (the 413 ones PayloadTooLarge). */
  notMultipart: () => DomainError;
  tooLarge: () => DomainError;
  missing: () => DomainError;
  interrupted: () => DomainError;
  malformed: (reason: string) => DomainError;
  /** The staged file's extension (never taken from the sender's name). */
  extension: string;
};

export type StagedUpload = { path: string; fileName: string; size: number };

/**
 * Streams the multipart field `file` to a private staging folder (0600), counting its bytes (refused just past
 * the limit: the rest of the body is never read) and deciding on its first bytes (`check`) before more is written.
 * The name the sender gave is cleaned and only shown, never used as a path. On any refusal nothing stays behind;
 * on success the caller owns the staged file and removes it. Shared by the import (200 MB, CSV or XML) and the
 * article photos (15 MB, JPEG, PNG or WebP); the prescription upload has several files and its own reader.
 */
export async function receiveSingleFile(
  body: ReadableStream<Uint8Array> | null,
  contentType: string | undefined,
  contentLength: string | undefined,
  dir: string,
  rules: SingleFileRules,
): Promise<StagedUpload> {
  if (!body || !contentType || !/^multipart\/form-data\b/i.test(contentType)) throw rules.notMultipart();
  if (contentLength !== undefined && Number(contentLength) > rules.maxBytes + ENVELOPE_BYTES) throw rules.tooLarge();
  const target = path.join(dir, `${randomUUID()}.${rules.extension}`);
  let failure: Error | undefined;
  let fileName: string | undefined;
  let size = 0;
  let written: Promise<void> | undefined;
  let out: WriteStream | undefined;
  const fail = (error: Error) => {
    failure ??= error;
  };
  let bb: busboy.Busboy;
  try {
    bb = busboy({ headers: { "content-type": contentType }, defParamCharset: "utf8", limits: { files: 1, fileSize: rules.maxBytes + 1, fields: 2, parts: 3 } });
  } catch {
    // No boundary in the content type.
    throw rules.notMultipart();
  }
  bb.on("file", (field, stream, info) => {
    if (field !== "file" || fileName !== undefined) {
      stream.on("error", () => {});
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
      const refusal = rules.check(head);
      if (refusal) fail(refusal);
    };
    stream.on("data", (chunk: Buffer) => {
      if (failure) return;
      size += chunk.length;
      if (size > rules.maxBytes) return fail(rules.tooLarge());
      if (!sniffed) {
        head = Buffer.concat([head, chunk]).subarray(0, rules.sniffBytes);
        if (head.length >= rules.sniffBytes) check();
        if (failure) return;
      }
      if (!file.write(chunk)) {
        stream.pause();
        file.once("drain", () => stream.resume());
      }
    });
    stream.on("error", () => {});
    written = new Promise<void>((resolve) => {
      stream.on("end", () => {
        if (!sniffed && !failure && size > 0) check();
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
      fail(rules.malformed((error as Error).message));
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
      if (received > rules.maxBytes + ENVELOPE_BYTES) {
        fail(rules.tooLarge());
        break;
      }
      if (!bb.write(value)) await new Promise<void>((resolve) => bb.once("drain", resolve));
    }
  } catch {
    fail(rules.interrupted());
  }
  if (!failure) await finished;
  if (!failure && written) await written;
  // Stop reading: the rest of the body is never taken in (the answer says Connection: close). No cancel: a
  // pull-based body simply stops being pulled.
  reader.releaseLock();
  if (!failure && (fileName === undefined || size === 0)) fail(rules.missing());
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
