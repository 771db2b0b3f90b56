import { setTimeout as sleep } from "node:timers/promises";
import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { FieldChange } from "#contracts/backoffice.ts";
import type { Database } from "#server/db/client.ts";
import { givingWayBetweenStatements } from "#server/db/pglite-for-drizzle.ts";
import { importChunks, importJobs } from "#server/db/schema/backoffice.ts";
import { queryOne, queryRows } from "#server/db/typed-sql.ts";
import { updateSearchDocuments } from "#server/search/indexer.ts";
import { applyRows, loadCategoryRefs } from "./apply.ts";
import { loadArticleStates } from "./articles.ts";
import { keepShuffle, lockShuffle, renumberShuffle, shuffleIsDense } from "./shuffle.ts";

/**
 * Rows per commit chunk, one transaction each. The embedded database answers nobody else while a transaction runs
 * (one connection, in this thread), so there a chunk's time is what a shopper's request may wait during a commit: a
 * chunk of 500 new articles took about a second on a large catalogue (bench:import), one of 100 a fifth of that.
 * PostgreSQL serves other requests meanwhile, and larger chunks cost less in all (the search index's shared words are
 * updated once per chunk).
 */
export const commitChunkRows = (kind: Database["kind"]) => (kind === "pglite" ? 100 : 500);

/**
 * Search documents per statement of a chunk on the embedded database, where a statement holds the shop's thread: a
 * chunk's 100 documents in one insert took 12-35 ms, and a kept answer due meanwhile waited for it (bench:import).
 * Four statements cost a few round trips more and let it in between. PostgreSQL writes a chunk's documents at once: in
 * 25s its 100,000-row commit took 7 s longer. (The search terms stay in one statement per chunk: split into 100 rows
 * they made a commit on the embedded database 20 s longer; their time is in keys shared by many products.)
 */
const EMBEDDED_DOCUMENTS_PER_STATEMENT = 25;
/**
 * Kept keys whose first hits a statement merges, on the embedded database likewise: an import's first chunks still
 * merge into lists that are not full yet, and all of a chunk's in one statement took up to 47 ms, the longest wait of
 * a kept answer in the commit (the event loop late by 25 ms or more: 6 times in 30,000 rows, 1 time in statements of
 * 20 keys, for 0.1 s more in all).
 */
const EMBEDDED_MERGES_PER_STATEMENT = 20;

/** How long the embedded database must have answered nobody else before a background job goes on (giveWay). */
const QUIET_MS = 4;
/** The longest a background job gives way at a time: shoppers who keep asking do not stop an import. */
const MAX_GIVE_WAY_MS = 60;

/**
 * Between two commit chunks or validation batches on the embedded database, which runs in this thread and answers one
 * statement at a time. A shopper's request asks it several things one after another; with only one turn of the event
 * loop between chunks, each of them waited for a chunk of its own (product pages took seconds during a commit,
 * bench:import). A fixed 15 ms pause let those requests finish, but cost 15 s per 100,000 rows also with nobody
 * asking (an import at night). Now the job waits until the database has answered nobody else for QUIET_MS, at most
 * MAX_GIVE_WAY_MS. With `askedBefore` (Database.asked when the chunk began) it goes on at once when nobody else
 * asked the database meanwhile: no request is between two of its queries, and the QUIET_MS of each of 1,000 chunks
 * were a twelfth of a 100,000-row commit at night. PostgreSQL serves others meanwhile anyway: no pause there.
 */
export async function giveWay(database: Pick<Database, "answered" | "asked">, askedBefore?: number): Promise<void> {
  if (!database.answered) return;
  if (askedBefore !== undefined && database.asked?.() === askedBefore) return;
  const started = performance.now();
  let seen = database.answered();
  for (;;) {
    await sleep(QUIET_MS);
    const now = database.answered();
    if (now === seen || performance.now() - started >= MAX_GIVE_WAY_MS) return;
    seen = now;
  }
}

/** Called after each chunk has committed; the next chunk starts when it has returned (tests stop a commit there). */
export type AfterChunk = (chunk: number) => Promise<void> | void;

/**
 * Commits a COMMITTING job's chunks that are not committed yet. Each chunk is two transactions: the first applies its
 * rows and writes its import_chunks row with the products whose search documents change, so a crash leaves each
 * chunk applied once or not at all; the second writes those documents and clears the list. A shopper's read waits
 * for one of the two, not for both (on the embedded database a transaction holds every other query; about half of a
 * chunk's time is the index), and between them it goes first (giveWay). A chunk whose second transaction a crash cut
 * off is indexed first when the job is resumed: until then its products are searched as they were, for the moment
 * between two transactions in the normal case.
 * Stops without a word when the job is no longer COMMITTING (another instance took it up, or it was finished
 * meanwhile) and, between two chunks, when `stop` is aborted; marks it DONE after the last chunk.
 * Runs in the shop's thread on the embedded database and in a worker thread of its own on PostgreSQL (commit-thread.ts).
 */
export async function commitImport(
  database: Pick<Database, "db" | "answered" | "asked">,
  id: string,
  by: string | null,
  { afterChunk, stop }: { afterChunk?: AfterChunk; stop?: AbortSignal } = {},
): Promise<void> {
  const { db } = database;
  const categories = await loadCategoryRefs(db);
  const indexOptions = database.answered ? { documentsPerStatement: EMBEDDED_DOCUMENTS_PER_STATEMENT, mergesPerStatement: EMBEDDED_MERGES_PER_STATEMENT } : {};
  /** A chunk's second transaction; nothing to do when it ran already (its list is null). */
  const indexChunk = (chunk: number) =>
    givingWayBetweenStatements(() => db.transaction(async (tx) => {
      const thisChunk = and(eq(importChunks.jobId, id), eq(importChunks.chunk, chunk));
      const [row] = await tx.select({ productIds: importChunks.unindexedProductIds }).from(importChunks).where(thisChunk).for("update");
      if (!row?.productIds) return;
      await updateSearchDocuments(tx, row.productIds, indexOptions);
      await tx.update(importChunks).set({ unindexedProductIds: null }).where(thisChunk);
    }));
  const cutOff = await queryRows(
    db,
    z.object({ chunk: z.number().int() }),
    sql`select chunk from import_chunks where job_id = ${id} and unindexed_product_ids is not null order by chunk`,
  );
  for (const { chunk } of cutOff) await indexChunk(chunk);
  // The chunks still to commit, by their numbers alone: counting a 100,000-row job's rows by chunk in one statement
  // held the embedded database (and every shopper) for 100-200 ms as the commit began (bench:import's slowest read).
  // Validation numbers the chunks 0, 1, 2, …; each chunk counts its own rows in its transaction (an index range).
  const committed = new Set(
    (await queryRows(db, z.object({ chunk: z.number().int() }), sql`select chunk from import_chunks where job_id = ${id}`)).map((c) => c.chunk),
  );
  const { last } = await queryOne(db, z.object({ last: z.number().int().nullable() }), sql`select max(chunk) as last from import_rows where job_id = ${id}`);
  const chunks: number[] = [];
  for (let chunk = 0; last !== null && chunk <= last; chunk++) if (!committed.has(chunk)) chunks.push(chunk);
  // Each chunk keeps sort=random's keys for the products it brings or takes out; on keys that were not dense to
  // begin with (a catalogue from before them) that would keep them broken, so those are numbered once first.
  if (!(await shuffleIsDense(db))) await db.transaction((tx) => renumberShuffle(tx));
  for (const chunk of chunks) {
    const askedBefore = database.asked?.();
    const applied = await givingWayBetweenStatements(() => db.transaction(async (tx) => {
      // The job row locked: a chunk commits only while its job is COMMITTING, and never twice (import_chunks' key).
      const [locked] = await tx.select({ status: importJobs.status }).from(importJobs).where(eq(importJobs.id, id)).for("update");
      // Before the chunk locks any product row (see lockShuffle).
      await lockShuffle(tx);
      if (locked?.status !== "COMMITTING") return false;
      const { rows } = await queryOne(tx, z.object({ rows: z.number().int() }), sql`select count(*)::int as rows from import_rows where job_id = ${id} and chunk = ${chunk}`);
      const toApply = await queryRows(
        tx,
        z.object({ pharmacode: z.number().int(), action: z.string(), fields: z.array(z.any()), target: z.record(z.string(), z.any()).nullable() }),
        sql`select pharmacode, action, fields, target from import_rows where job_id = ${id} and chunk = ${chunk} and action in ('CREATE', 'UPDATE') order by row`,
      );
      // A stock count taken before orders came in (expected_stock) is refused at the commit too.
      const states = await loadArticleStates(tx, toApply.filter((r) => r.target?.expectedStock !== undefined).map((r) => r.pharmacode), true);
      const fresh = toApply.filter((r) => r.target?.expectedStock === undefined || states.get(r.pharmacode)?.stock === r.target.expectedStock);
      const result = await applyRows(tx, fresh.map((r) => ({ pharmacode: r.pharmacode, fields: r.fields as FieldChange[] })), { categories, by, source: "IMPORT", jobId: id });
      await keepShuffle(tx, result.inOrOutProductIds);
      await tx.insert(importChunks).values({ jobId: id, chunk, rows, unindexedProductIds: result.searchProductIds.length > 0 ? result.searchProductIds : null });
      await tx.update(importJobs).set({ processed: sql`${importJobs.processed} + ${rows}`, heartbeatAt: new Date() }).where(eq(importJobs.id, id));
      return true;
    }));
    if (!applied) return;
    await giveWay(database, askedBefore);
    const askedBeforeIndex = database.asked?.();
    await indexChunk(chunk);
    await afterChunk?.(chunk);
    // The shop is shutting down: the job stays COMMITTING, and the next start (or another instance) goes on from here.
    if (stop?.aborted) return;
    await giveWay(database, askedBeforeIndex);
  }
  await db
    .update(importJobs)
    .set({ status: "DONE", committedAt: new Date(), processed: sql`${importJobs.rows}`, heartbeatAt: new Date() })
    .where(sql`${importJobs.id} = ${id} and ${importJobs.status} = 'COMMITTING'`);
}
