import { readdirSync } from "node:fs";
import { crc32, deflateSync } from "node:zlib";
import { stagingDir } from "#server/services/prescriptions/staging.ts";
import type { TestApp } from "./test-app.ts";

/**
 * A PNG built chunk by chunk (valid chunks and CRCs): its header says width × height at 8 bits per sample with this
 * colour type (0 greyscale, 2 RGB), its IDAT carries the rows given, compressed.
 */
export function pngOf(width: number, height: number, colourType: 0 | 2, rows: Buffer): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = colourType;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A real 1×1 PNG, so a browser can show it as a preview too. */
export const tinyPng = () => pngOf(1, 1, 2, Buffer.from([0, 11, 122, 83]));

/** A minimal one-page PDF. */
export const tinyPdf = () => Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n");

/** The first bytes of a JPEG and a HEIC, enough for the type; the rest is filler. */
export const jpegBytes = (size = 2048) => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(size - 4, 7)]);
export const heicBytes = () => Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from("ftypheic", "ascii"), Buffer.alloc(200, 1)]);
/** An HTML page named like a photo: the name says JPEG, the bytes do not. */
export const htmlAsJpg = () => Buffer.from("<!doctype html><html><script>alert(document.cookie)</script></html>");

export type UploadFile = { name: string; bytes: Buffer; type?: string };

/** The multipart form the upload page sends. */
export function uploadForm(files: UploadFile[], fields: Record<string, string> = { fulfilment: "PICKUP", notes: "" }): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const f of files) form.append("files", new Blob([new Uint8Array(f.bytes)], { type: f.type ?? "application/octet-stream" }), f.name);
  return form;
}

/** POST /api/prescriptions with a form (or any body) through the app. */
export async function upload(t: TestApp, token: string | undefined, body: FormData | ReadableStream<Uint8Array> | string, headers: Record<string, string> = {}) {
  const res = await t.app.request("/api/prescriptions", {
    method: "POST",
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    body,
    ...(body instanceof ReadableStream ? { duplex: "half" } : {}),
  } as RequestInit);
  const text = await res.text();
  let parsed: any = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // leave the text
  }
  return { status: res.status, body: parsed, headers: res.headers };
}

/** What is left in the staging folder (half uploads). */
export const stagedFiles = (t: TestApp) => readdirSync(stagingDir(t.deps.env.dataDir));
