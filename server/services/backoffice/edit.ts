import { sql } from "drizzle-orm";
import type { Logger } from "pino";
import { z } from "zod";
import {
  emptyFieldMessage,
  type ArticlePatch,
  type ArticlePatchField,
  type BackofficeArticle,
  type BackofficeArticleField,
  type FieldChange,
  type ImportRowError,
  type StockAdjust,
} from "#contracts/backoffice.ts";
import type { FieldError } from "#contracts/envelope.ts";
import type { Database } from "#server/db/client.ts";
import { queryRows } from "#server/db/typed-sql.ts";
import { updateSearchDocuments } from "#server/search/indexer.ts";
import { Conflict, InvalidInput, NotFound } from "#server/services/errors.ts";
import { applyRows, loadCategoryRefs } from "./apply.ts";
import { keepShuffle, lockShuffle } from "./shuffle.ts";
import { COLUMN_FIELD, parseArticleRow, type ArticleColumn } from "./article-rules.ts";
import { hasToken, loadArticleStates, toBackofficeArticle } from "./articles.ts";
import { diffRow, valuesOf } from "./changes.ts";
import { gtinOwners } from "./validate.ts";

/**
 * The manager's hand edits (issue 40, record 034): PATCH of an article's fields and stock corrections. An edit is
 * an import of one row: the JSON values become the row's cells and go through the same rules (article-rules.ts,
 * changes.ts), the same writer (applyRows, source EDIT) and the same way to the shop (the catalogue tables'
 * statement triggers notify every instance's change feed; the product's search document is updated in the edit's
 * transaction, as an import chunk's are).
 */

const FIELD_COLUMN = Object.fromEntries(Object.entries(COLUMN_FIELD).map(([column, field]) => [field, column])) as Record<BackofficeArticleField, ArticleColumn>;

/** The import row's column → the BackofficeArticle field a form shows the message at. */
const fieldOf = (column: string): string => (column in COLUMN_FIELD ? COLUMN_FIELD[column as keyof typeof COLUMN_FIELD] : column || "body");

const toDetails = (errors: readonly ImportRowError[]): FieldError[] => errors.map((e) => ({ field: fieldOf(e.column), message: e.message }));

function refuse(details: FieldError[]): never {
  throw new InvalidInput(details[0]!.message, details);
}

/** A JSON value as the cell an `articles` CSV would have for it (null: an empty cell). */
function cellOf(value: unknown): string {
  if (value === null) return "";
  if (typeof value === "boolean") return value ? "true" : "false";
  // A price of 12.5 is the cell "12.5"; 0.1 + 0.2 is "0.30000000000000004", which the rule refuses as it should.
  return String(value);
}

/** The patch as an `articles` row: its fields' cells, by column, plus the pharmacode. */
export function patchCells(pharmacode: number, patch: Omit<ArticlePatch, "updatedAt">): Map<string, string> {
  const cells = new Map<string, string>([["pharmacode", String(pharmacode)]]);
  for (const [field, value] of Object.entries(patch) as [ArticlePatchField, unknown][]) {
    if (value !== undefined) cells.set(FIELD_COLUMN[field], cellOf(value));
  }
  return cells;
}

export type EditOptions = { logger: Logger };

export function createArticleEdits(database: Database, options: EditOptions) {
  const { db } = database;

  async function current(pharmacode: number): Promise<BackofficeArticle | undefined> {
    const state = (await loadArticleStates(db, [pharmacode])).get(pharmacode);
    return state ? toBackofficeArticle(state) : undefined;
  }

  return {
    /**
     * Changes an article's fields as the manager `by` typed them, if it is still as they read it (`updatedAt`):
     * 400 with every field's message, 404, or 409 ARTICLE_CHANGED with the article as it is now.
     */
    async patch(by: string, pharmacode: number, body: ArticlePatch): Promise<{ article: BackofficeArticle; changes: FieldChange[] }> {
      const { updatedAt, ...patch } = body;
      const categories = await loadCategoryRefs(db);
      // The row's own rules, exactly as for a CSV row.
      const parsed = parseArticleRow(0, patchCells(pharmacode, patch), { categories: new Map([...categories].map(([k, v]) => [k, v.name])) });
      const errors = [...parsed.errors];
      // In a file an empty cell leaves the field as it is; in the editor it would silently do nothing: refused.
      for (const field of ["name", "brand", "company", "category"] as const) {
        if (typeof patch[field] === "string" && patch[field].trim() === "") errors.push({ row: 0, column: field, code: "NAME", message: emptyFieldMessage(field) });
      }
      const gtin = parsed.values.gtin;
      if (typeof gtin === "string") {
        const owner = (await gtinOwners(db, [gtin])).get(gtin);
        if (owner !== undefined && owner !== pharmacode) errors.push({ row: 0, column: "gtin", code: "GTIN", message: `gtin ${gtin} gehört zum Artikel ${owner}` });
      }
      if (errors.length > 0) refuse(toDetails(errors));

      const outcome = await db.transaction(async (tx) => {
        // First, before any row lock: the edit may take the article out of the shop or bring it back (lockShuffle).
        await lockShuffle(tx);
        // The optimistic lock, held by the database: the row is locked only while it still has the token the client
        // read. A concurrent edit that committed first moved updated_at on; PostgreSQL then re-checks this condition
        // on the new row version (read committed) and the row is not ours: 409, never a silent overwrite.
        const locked = await queryRows(tx, z.object({ id: z.number().int() }), sql`select a.id from articles a where a.pharmacode = ${pharmacode} and ${hasToken(updatedAt)} for update`);
        if (locked.length === 0) return { stale: true as const };
        const state = (await loadArticleStates(tx, [pharmacode], true)).get(pharmacode)!;
        // The rules that need the article as it is (the offer above the price, the sale code the category allows).
        const change = diffRow(0, pharmacode, parsed.values, valuesOf(toBackofficeArticle(state)));
        if (change.errors.length > 0) refuse(toDetails(change.errors));
        if (change.fields.length === 0) return { stale: false as const, changes: [] };
        const result = await applyRows(tx, [{ pharmacode, fields: change.fields }], { categories, by, source: "EDIT", jobId: null });
        // sort=random's permutation covers the products in the shop: one came or went.
        await keepShuffle(tx, result.inOrOutProductIds);
        // Search finds the article by its new name and sorts it by its new price as soon as the edit is committed,
        // and only the edited product is indexed again: a whole rebuild took 30 s on a large catalogue (record 033).
        await updateSearchDocuments(tx, result.searchProductIds);
        return { stale: false as const, changes: change.fields };
      });

      const now = await current(pharmacode);
      if (!now) throw new NotFound("No article found for this pharmacode", "ARTICLE_NOT_FOUND");
      if (outcome.stale) {
        throw new Conflict("The article was changed by someone else after you read it; its current values are in data. Nothing was saved.", now, "ARTICLE_CHANGED");
      }
      return { article: now, changes: outcome.changes };
    },

    /**
     * Moves an article's stock by `delta` for a reason (audit source STOCK). The stock never goes below 0: the
     * update itself carries the condition, so of parallel corrections each sees the others' result (409 STOCK_NEGATIVE).
     */
    async adjustStock(by: string, pharmacode: number, { delta, reason }: StockAdjust): Promise<BackofficeArticle> {
      const outcome = await db.transaction(async (tx) => {
        const exists = await queryRows(tx, z.object({ id: z.number().int() }), sql`select id from articles where pharmacode = ${pharmacode}`);
        if (exists.length === 0) return "missing" as const;
        // An article the generator made without a stock row has 0 on the shelf (as everywhere it is read).
        await tx.execute(sql`insert into article_stock (pharmacode, stock) values (${pharmacode}, 0) on conflict (pharmacode) do nothing`);
        // One statement: the row lock serialises parallel corrections, and read committed re-checks the condition on
        // the row another correction just wrote. The CHECK (stock >= 0) on article_stock is the floor behind it.
        const moved = await queryRows(
          tx,
          z.object({ stock: z.number().int() }),
          sql`update article_stock set stock = stock + ${delta}, updated_at = now() where pharmacode = ${pharmacode} and stock + ${delta} >= 0 returning stock`,
        );
        if (moved.length === 0) return "negative" as const;
        const to = moved[0]!.stock;
        await tx.execute(sql`
          insert into catalogue_audit (by, pharmacode, field, "from", "to", source, job_id, reference)
          values (${by}::uuid, ${pharmacode}, 'stock', ${JSON.stringify(to - delta)}::jsonb, ${JSON.stringify(to)}::jsonb, 'STOCK', null, ${reason})`);
        return "moved" as const;
      });
      if (outcome === "missing") throw new NotFound("No article found for this pharmacode", "ARTICLE_NOT_FOUND");
      const now = await current(pharmacode);
      if (!now) throw new NotFound("No article found for this pharmacode", "ARTICLE_NOT_FOUND");
      if (outcome === "negative") throw new Conflict(`The stock is ${now.stock}: it cannot go down by ${-delta}`, now, "STOCK_NEGATIVE");
      return now;
    },
  };
}

export type ArticleEdits = ReturnType<typeof createArticleEdits>;
