import { createReadStream } from "node:fs";
import { open } from "node:fs/promises";
import { Transform } from "node:stream";
import { parse } from "csv-parse";

/**
 * CSV as Swiss spreadsheets write it (shared/API.md "Back office"): UTF-8 with or without BOM, else Windows-1252
 * (Excel's "CSV" on a Swiss Windows); `;` or `,` as found in the header line; quoted fields may hold the separator,
 * doubled quotes and line breaks. Read as a stream: a 200 MB file never sits in memory.
 */

export type CsvEncoding = "utf-8" | "windows-1252";

/** UTF-8 when every byte sequence of the file is valid UTF-8 (a first pass, streamed), else Windows-1252. */
export async function detectEncoding(path: string): Promise<{ encoding: CsvEncoding; bom: boolean }> {
  const decoder = new TextDecoder("utf-8", { fatal: true });
  let bom = false;
  let first = true;
  try {
    for await (const chunk of createReadStream(path, { highWaterMark: 1 << 20 })) {
      const bytes = chunk as Buffer;
      if (first) {
        bom = bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
        first = false;
      }
      decoder.decode(bytes, { stream: true });
    }
    decoder.decode();
    return { encoding: "utf-8", bom };
  } catch {
    return { encoding: "windows-1252", bom: false };
  }
}

/** `;` when the header line (outside quotes) has more of them than commas. */
export async function detectDelimiter(path: string, encoding: CsvEncoding): Promise<";" | ","> {
  const handle = await open(path, "r");
  try {
    const buffer = Buffer.alloc(64 * 1024);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    const text = new TextDecoder(encoding).decode(buffer.subarray(0, bytesRead));
    let semicolons = 0;
    let commas = 0;
    let quoted = false;
    for (const ch of text) {
      if (ch === '"') quoted = !quoted;
      else if (!quoted && (ch === "\n" || ch === "\r")) break;
      else if (!quoted && ch === ";") semicolons++;
      else if (!quoted && ch === ",") commas++;
    }
    return semicolons > commas ? ";" : ",";
  } finally {
    await handle.close();
  }
}

function decoding(encoding: CsvEncoding) {
  const decoder = new TextDecoder(encoding, { ignoreBOM: false });
  return new Transform({
    readableObjectMode: false,
    transform(chunk: Buffer, _enc, done) {
      done(null, decoder.decode(chunk, { stream: true }));
    },
    flush(done) {
      done(null, decoder.decode());
    },
  });
}

/** A record with its row number (the header is row 1; a quoted line break does not start a row). */
export type CsvRecord = { row: number; cells: string[] };

/** The file's records, the header first, as they are parsed. A malformed quote throws with the row it broke on. */
export async function* readCsv(path: string): AsyncGenerator<CsvRecord> {
  const { encoding } = await detectEncoding(path);
  const delimiter = await detectDelimiter(path, encoding);
  const parser = createReadStream(path, { highWaterMark: 256 * 1024 })
    .pipe(decoding(encoding))
    .pipe(parse({ delimiter, bom: true, relax_column_count: true, relax_quotes: true, skip_empty_lines: true, trim: false }));
  let row = 0;
  try {
    for await (const cells of parser) {
      row++;
      yield { row, cells: cells as string[] };
    }
  } catch (error) {
    throw new CsvFormatError(row + 1, (error as Error).message);
  }
}

export class CsvFormatError extends Error {
  constructor(
    readonly row: number,
    message: string,
  ) {
    super(message);
  }
}
