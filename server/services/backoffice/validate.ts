import { stat } from "node:fs/promises";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { IMPORT_ERRORS_KEPT, type FieldChange, type ImportChangeAction, type ImportCounts, type ImportKind, type ImportRowError, type ImportRowWarning } from "#contracts/backoffice.ts";
import { SWISSMEDIC_CATEGORIES, stricterSaleCode, type SwissmedicCategory } from "#contracts/regulation.ts";
import type { Db } from "#server/db/client.ts";
import { queryRows } from "#server/db/typed-sql.ts";
import { ARTICLE_COLUMNS, parseArticleRow, unguard, validGtin, type ParsedRow, type RowContext } from "./article-rules.ts";
import { loadArticleStates, toBackofficeArticle } from "./articles.ts";
import { diffRow, valuesOf } from "./changes.ts";
import { CsvFormatError, readCsv } from "./csv-reader.ts";
import { readRefdata, XmlRefused } from "./refdata-reader.ts";

/** Rows read, checked and stored together while validating (a commit chunk: commitChunkRows in import-commit.ts). */
export const VALIDATION_BATCH_ROWS = 500;

export type ValidatedRow = { row: number; pharmacode: number | null; action: ImportChangeAction; fields: FieldChange[]; errors: ImportRowError[]; target: Record<string, unknown> | null };

export type ValidationOutcome =
  | { ok: true; rows: number; counts: ImportCounts; errors: ImportRowError[]; warnings: ImportRowWarning[] }
  | { ok: false; failure: string; rows: number; counts: ImportCounts; errors: ImportRowError[]; warnings: ImportRowWarning[] };

export type ValidationHooks = {
  /** Stores a batch of validated rows (import_rows) and reports progress. */
  store: (rows: ValidatedRow[], progress: { processed: number; estimatedRows: number }) => Promise<void>;
};

const gtinOwnerRow = z.object({ gtin: z.string(), pharmacode: z.number().int() });

/** Keeps the counts and the first IMPORT_ERRORS_KEPT errors and warnings. */
function tally() {
  const counts: ImportCounts = { create: 0, update: 0, unchanged: 0, error: 0, warning: 0, unknown: 0 };
  const errors: ImportRowError[] = [];
  const warnings: ImportRowWarning[] = [];
  return {
    counts,
    errors,
    warnings,
    error(e: ImportRowError) {
      if (errors.length < IMPORT_ERRORS_KEPT) errors.push(e);
    },
    warn(w: ImportRowWarning) {
      counts.warning++;
      if (warnings.length < IMPORT_ERRORS_KEPT) warnings.push(w);
    },
    row(r: ValidatedRow) {
      if (r.action === "ERROR") {
        counts.error++;
        for (const e of r.errors) if (errors.length < IMPORT_ERRORS_KEPT) errors.push(e);
      } else if (r.action === "CREATE") counts.create++;
      else if (r.action === "UPDATE") counts.update++;
      else counts.unchanged++;
    },
  };
}

const rowOf = (row: number, pharmacode: number | null, errors: ImportRowError[]): ValidatedRow => ({ row, pharmacode, action: "ERROR", fields: [], errors, target: null });

/** Validates the staged file of a job: every row parsed, checked and compared with the catalogue, nothing written to it. */
export async function validateFile(db: Db, kind: ImportKind, path: string, ctx: RowContext, hooks: ValidationHooks): Promise<ValidationOutcome> {
  const t = tally();
  const size = (await stat(path)).size;
  let rows = 0;
  const flush = async (batch: ValidatedRow[], bytesHint?: number) => {
    for (const r of batch) t.row(r);
    rows += batch.length;
    const estimatedRows = bytesHint && bytesHint > 0 ? Math.max(rows, Math.round((rows * size) / bytesHint)) : rows;
    await hooks.store(batch, { processed: rows, estimatedRows });
  };
  try {
    if (kind === "refdata") {
      for await (const batch of readRefdata(path, VALIDATION_BATCH_ROWS)) await flush(await refdataBatch(db, batch, t));
    } else {
      const csv = csvRows(path);
      const header = await csv.header();
      const known = kind === "articles" ? (ARTICLE_COLUMNS as readonly string[]) : ["pharmacode", "stock", "expected_stock"];
      const required = kind === "articles" ? ["pharmacode"] : ["pharmacode", "stock"];
      for (const [i, name] of header.entries()) {
        if (!known.includes(name)) t.warn({ row: 1, column: header[i] ?? "", code: "UNKNOWN_COLUMN", message: `Unbekannte Spalte "${name.slice(0, 60)}" wird übergangen` });
      }
      const missing = required.filter((c) => !header.includes(c));
      if (missing.length > 0) {
        const e: ImportRowError = { row: 1, column: missing[0]!, code: "HEADER", message: `Der Kopfzeile fehlt die Spalte ${missing.join(", ")}` };
        return { ok: false, failure: e.message, rows: 0, counts: t.counts, errors: [e], warnings: t.warnings };
      }
      const state = { seenPharmacodes: new Set<number>(), seenGtins: new Set<string>() };
      for await (const batch of csv.batches(VALIDATION_BATCH_ROWS)) {
        const validated = kind === "articles" ? await articlesBatch(db, header, batch, ctx, state, t) : await stockBatch(db, header, batch, state);
        await flush(validated, csv.bytesRead());
      }
    }
  } catch (error) {
    if (error instanceof CsvFormatError || error instanceof XmlRefused) {
      const e: ImportRowError = { row: error instanceof CsvFormatError ? error.row : 0, column: "", code: "FILE_FORMAT", message: error.message.slice(0, 300) };
      return { ok: false, failure: e.message, rows, counts: t.counts, errors: [e, ...t.errors].slice(0, IMPORT_ERRORS_KEPT), warnings: t.warnings };
    }
    throw error;
  }
  return { ok: true, rows, counts: t.counts, errors: t.errors, warnings: t.warnings };
}

type CsvBatchRow = { row: number; cells: Map<string, string>; extra: boolean };

/** The CSV's header (lower case, trimmed) and its data rows in batches. */
function csvRows(path: string) {
  const records = readCsv(path);
  let header: string[] = [];
  let bytes = 0;
  return {
    async header() {
      const first = await records.next();
      header = first.done ? [] : first.value.cells.map((c) => unguard(c.trim()).toLowerCase());
      return header;
    },
    bytesRead: () => bytes,
    async *batches(size: number): AsyncGenerator<CsvBatchRow[]> {
      let batch: CsvBatchRow[] = [];
      for await (const { row, cells } of records) {
        bytes += cells.reduce((n, c) => n + c.length + 1, 0);
        if (cells.every((c) => c.trim() === "")) continue;
        const map = new Map<string, string>();
        header.forEach((name, i) => map.set(name, cells[i] ?? ""));
        batch.push({ row, cells: map, extra: cells.length > header.length && cells.slice(header.length).some((c) => c.trim() !== "") });
        if (batch.length >= size) {
          yield batch;
          batch = [];
        }
      }
      if (batch.length > 0) yield batch;
    },
  };
}

/** Which articles hold these GTINs (a GTIN belongs to one article). */
export async function gtinOwners(db: Db, gtins: string[]): Promise<Map<string, number>> {
  if (gtins.length === 0) return new Map();
  const rows = await queryRows(db, gtinOwnerRow, sql`select gtin, pharmacode from articles where gtin = any(${`{${gtins.join(",")}}`}::text[])`);
  return new Map(rows.map((r) => [r.gtin, r.pharmacode]));
}

async function articlesBatch(
  db: Db,
  header: string[],
  batch: CsvBatchRow[],
  ctx: RowContext,
  state: { seenPharmacodes: Set<number>; seenGtins: Set<string> },
  t: ReturnType<typeof tally>,
): Promise<ValidatedRow[]> {
  const parsed: ParsedRow[] = batch.map(({ row, cells, extra }) => {
    const p = parseArticleRow(row, cells, ctx);
    if (extra) p.errors.push({ row, column: "", code: "FILE_FORMAT", message: `Die Zeile hat mehr Zellen als die Kopfzeile (${header.length})` });
    if (p.pharmacode !== null) {
      if (state.seenPharmacodes.has(p.pharmacode)) p.errors.push({ row, column: "pharmacode", code: "DUPLICATE", message: `pharmacode ${p.pharmacode} steht schon in einer früheren Zeile` });
      state.seenPharmacodes.add(p.pharmacode);
    }
    const gtin = p.values.gtin;
    if (typeof gtin === "string") {
      if (state.seenGtins.has(gtin)) p.errors.push({ row, column: "gtin", code: "GTIN", message: `gtin ${gtin} steht schon in einer früheren Zeile` });
      state.seenGtins.add(gtin);
    }
    for (const w of p.warnings) t.warn(w);
    return p;
  });
  const states = await loadArticleStates(db, parsed.flatMap((p) => (p.pharmacode === null ? [] : [p.pharmacode])));
  const owners = await gtinOwners(db, parsed.flatMap((p) => (typeof p.values.gtin === "string" ? [p.values.gtin] : [])));
  return parsed.map((p) => {
    const gtin = p.values.gtin;
    if (typeof gtin === "string" && owners.has(gtin) && owners.get(gtin) !== p.pharmacode) {
      p.errors.push({ row: rowNumber(p), column: "gtin", code: "GTIN", message: `gtin ${gtin} gehört zum Artikel ${owners.get(gtin)}` });
    }
    if (p.errors.length > 0 || p.pharmacode === null) return rowOf(rowNumber(p), p.pharmacode, p.errors);
    const current = states.get(p.pharmacode);
    const change = diffRow(rowNumber(p), p.pharmacode, p.values, current ? valuesOf(toBackofficeArticle(current)) : undefined);
    return { row: rowNumber(p), pharmacode: p.pharmacode, ...change, target: null };
  });
}

const rowNumber = (p: ParsedRow) => p.row;

async function stockBatch(db: Db, header: string[], batch: CsvBatchRow[], state: { seenPharmacodes: Set<number> }): Promise<ValidatedRow[]> {
  const read = batch.map(({ row, cells, extra }) => {
    const errors: ImportRowError[] = [];
    const pc = unguard((cells.get("pharmacode") ?? "").trim());
    const pharmacode = /^\d{1,7}$/.test(pc) && Number(pc) > 0 ? Number(pc) : null;
    if (pharmacode === null) errors.push({ row, column: "pharmacode", code: "PHARMACODE", message: "pharmacode must be 1 to 7 digits" });
    else if (state.seenPharmacodes.has(pharmacode)) errors.push({ row, column: "pharmacode", code: "DUPLICATE", message: `pharmacode ${pharmacode} steht schon in einer früheren Zeile` });
    if (pharmacode !== null) state.seenPharmacodes.add(pharmacode);
    const stockText = (cells.get("stock") ?? "").trim();
    const stock = /^\d{1,9}$/.test(stockText) ? Number(stockText) : null;
    if (stock === null) errors.push({ row, column: "stock", code: "STOCK", message: "stock: eine ganze Zahl ab 0" });
    const expectedText = (cells.get("expected_stock") ?? "").trim();
    const expected = expectedText === "" ? null : /^\d{1,9}$/.test(expectedText) ? Number(expectedText) : undefined;
    if (expected === undefined) errors.push({ row, column: "expected_stock", code: "STOCK", message: "expected_stock: leer oder eine ganze Zahl ab 0" });
    if (extra) errors.push({ row, column: "", code: "FILE_FORMAT", message: `Die Zeile hat mehr Zellen als die Kopfzeile (${header.length})` });
    return { row, pharmacode, stock, expected, errors };
  });
  const states = await loadArticleStates(db, read.flatMap((r) => (r.pharmacode === null ? [] : [r.pharmacode])));
  return read.map((r): ValidatedRow => {
    const current = r.pharmacode === null ? undefined : states.get(r.pharmacode);
    if (r.errors.length === 0 && !current) r.errors.push({ row: r.row, column: "pharmacode", code: "UNKNOWN", message: `Es gibt keinen Artikel ${r.pharmacode}` });
    if (r.errors.length === 0 && current && r.expected !== null && r.expected !== undefined && r.expected !== current.stock) {
      r.errors.push({ row: r.row, column: "expected_stock", code: "STALE", message: `Der Bestand ist jetzt ${current.stock}, nicht ${r.expected}: gezählt, bevor Bestellungen eingingen` });
    }
    if (r.errors.length > 0 || !current) return rowOf(r.row, r.pharmacode, r.errors);
    if (current.stock === r.stock) return { row: r.row, pharmacode: r.pharmacode, action: "UNCHANGED", fields: [], errors: [], target: null };
    return {
      row: r.row,
      pharmacode: r.pharmacode,
      action: "UPDATE",
      fields: [{ field: "stock", from: current.stock, to: r.stock! }],
      errors: [],
      target: r.expected === null ? null : { expectedStock: r.expected! },
    };
  });
}

/** Refdata: matched by GTIN; the category and ATC set, the sale code only made stricter. Unknown GTINs are counted. */
async function refdataBatch(db: Db, batch: { row: number; gtin: string; category: string | null; atc: string | null }[], t: ReturnType<typeof tally>): Promise<ValidatedRow[]> {
  const owners = await gtinOwners(db, batch.flatMap((a) => (validGtin(a.gtin) ? [a.gtin] : [])));
  const states = await loadArticleStates(db, [...owners.values()]);
  const out: ValidatedRow[] = [];
  for (const a of batch) {
    const pharmacode = owners.get(a.gtin);
    const current = pharmacode === undefined ? undefined : states.get(pharmacode);
    if (!current) {
      t.counts.unknown++;
      continue;
    }
    const letter = /\b([ABDE])\b/.exec(a.category ?? "")?.[1];
    const category = letter && (SWISSMEDIC_CATEGORIES as readonly string[]).includes(letter) ? (letter as SwissmedicCategory) : undefined;
    const fields: FieldChange[] = [];
    if (category !== undefined && category !== current.swissmedic_category) fields.push({ field: "swissmedicCategory", from: current.swissmedic_category, to: category });
    if (a.atc && /^[A-Z]\d{2}([A-Z]([A-Z](\d{2})?)?)?$/.test(a.atc) && a.atc !== current.atc) fields.push({ field: "atc", from: current.atc, to: a.atc });
    if (category !== undefined) {
      const code = stricterSaleCode(current.regulation, category);
      if (code !== current.regulation) fields.push({ field: "saleCode", from: current.regulation, to: code });
    }
    out.push({ row: a.row, pharmacode: current.pharmacode, action: fields.length > 0 ? "UPDATE" : "UNCHANGED", fields, errors: [], target: null });
  }
  return out;
}
