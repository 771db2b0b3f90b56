import { sql, type SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { z } from "zod";
import type { Db } from "./client.ts";

/**
 * Raw SQL with checked rows: the rows a query answers are parsed with a zod schema of what the code reads,
 * so a renamed column or a changed type fails at the query, naming it, instead of as an undefined somewhere
 * downstream. Drizzle's query builder types its own answers; this is for the `sql` templates it cannot
 * express (scalar subqueries, json_agg, tsquery).
 */

/** A row that does not have the shape its query's schema expects. */
export class RowShapeError extends Error {
  constructor(
    readonly query: string,
    readonly rowIndex: number,
    readonly issues: z.core.$ZodIssue[],
  ) {
    super(`Row ${rowIndex} of query \`${query}\` does not match its schema:\n${z.prettifyError(new z.ZodError(issues))}`);
    this.name = "RowShapeError";
  }
}

const dialect = new PgDialect();
/** The query's text with its placeholders, on one line and shortened: enough to find it in the code. */
export function queryText(query: SQL, maxLength = 240): string {
  const text = dialect.sqlToQuery(query).sql.replace(/\s+/g, " ").trim();
  return text.length > maxLength ? `${text.slice(0, maxLength - 1)}…` : text;
}

/** Parses each row; throws RowShapeError for the first one that does not match. */
export function checkRows<S extends z.ZodType>(schema: S, rows: readonly unknown[], query: SQL): z.output<S>[] {
  const checked: z.output<S>[] = new Array(rows.length);
  for (let i = 0; i < rows.length; i++) {
    const parsed = schema.safeParse(rows[i]);
    if (!parsed.success) throw new RowShapeError(queryText(query), i, parsed.error.issues);
    checked[i] = parsed.data;
  }
  return checked;
}

/** Every row of the query, checked against the row schema. */
export async function queryRows<S extends z.ZodType>(db: Pick<Db, "execute">, schema: S, query: SQL): Promise<z.output<S>[]> {
  const { rows } = await db.execute(query);
  return checkRows(schema, rows, query);
}

/** The first row of the query, checked, or undefined when it answers none. */
export async function queryOptional<S extends z.ZodType>(db: Pick<Db, "execute">, schema: S, query: SQL): Promise<z.output<S> | undefined> {
  const { rows } = await db.execute(query);
  return rows.length === 0 ? undefined : checkRows(schema, rows.slice(0, 1), query)[0];
}

/** The first row of a query that always answers one (an aggregate, a one-row select), checked; throws on none. */
export async function queryOne<S extends z.ZodType>(db: Pick<Db, "execute">, schema: S, query: SQL): Promise<z.output<S>> {
  const row = await queryOptional(db, schema, query);
  if (row === undefined) throw new Error(`Query \`${queryText(query)}\` answered no row`);
  return row;
}

/** Row schemas that recur: a count as `n` (cast ::int in SQL), an id. */
export const countRow = z.object({ n: z.number().int() });
export const idRow = z.object({ id: z.number().int() });

/**
 * Integers as one `int[]` parameter (`= any(${intArray(ids)})`): one placeholder however many there are, where a list
 * of placeholders would make a statement per length (and PostgreSQL allows at most 65,535). Truncated, so nothing but
 * digits and commas reaches the literal.
 */
export const intArray = (values: readonly number[]) => sql`${`{${values.map((v) => Math.trunc(v)).join(",")}}`}::int[]`;
