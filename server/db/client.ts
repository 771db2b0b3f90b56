import { mkdirSync } from "node:fs";
import { closeDataDir, makeDataDirPrivate } from "../data-dir-modes.ts";
import path from "node:path";
import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { createGzip } from "node:zlib";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { schema } from "./schema.ts";
import { acquireDataDirLock } from "./data-dir-lock.ts";
import { pgliteChangeFeed, postgresChangeFeed, type ChangeFeed } from "./change-feed.ts";
import { initPgliteApart } from "./pglite-initdb.ts";
import { pgliteForDrizzle } from "./pglite-for-drizzle.ts";

export type Schema = typeof schema;
/**
 * Both drivers answer raw queries with `{ rows }`; this tells the type system so. Read rows through
 * typed-sql.ts (queryRows and friends), which checks them: `db.execute<Row>` would only assert their type.
 */
export interface RowsResultHKT extends PgQueryResultHKT {
  type: RowsResult<Assume<this["row"], Record<string, unknown>>>;
}
type Assume<T, U> = T extends U ? T : U;
export type RowsResult<Row> = { rows: Row[]; rowCount?: number | null; affectedRows?: number };
/** The one database type the services see, whichever driver is underneath. */
export type Db = PgDatabase<RowsResultHKT, Schema>;
export type DatabaseKind = "pglite" | "postgres";

export type Database = {
  db: Db;
  kind: DatabaseKind;
  /**
   * Runs fn while holding a database-wide lock, so that of several instances starting at once only one
   * migrates or seeds. PGlite has a single process anyway, so there it just runs fn.
   */
  withExclusiveLock: <T>(lockId: number, fn: () => Promise<T>) => Promise<T>;
  /** PostgreSQL's connection string, for work that opens connections of its own in a worker thread (commit-thread.ts). */
  url?: string;
  /**
   * The embedded database only: how many queries it has answered so far. It runs in this thread and answers one
   * statement at a time, so long background work (an import) watches this to give way while others are asking it.
   */
  answered?: () => number;
  /** The embedded database only: how many queries others than a background job giving way (pglite-for-drizzle.ts) have asked it. */
  asked?: () => number;
  /** Hears every committed change to the catalogue-like tables, from any writer (see change-feed.ts). */
  changes: ChangeFeed;
  /** Closes the pool or shuts PGlite down cleanly (flushes its files). Safe to call twice. */
  close: () => Promise<void>;
  /**
   * The embedded database only: its data folder as a gzipped tar (PGlite's own dump), taken between two
   * statements, so it holds every committed transaction and none half-written (see server/db/backup.ts).
   */
  dumpDataDir?: () => Promise<Uint8Array>;
};

export type DatabaseOptions =
  | { kind: "postgres"; url: string; poolSize?: number }
  /**
   * dataDir undefined: an in-memory database (tests). loadDataDir: a dump (dumpDataDir) to create the database
   * from, into an empty dataDir (a restore) or into memory (the tests' migrated template, tests/helpers).
   */
  | { kind: "pglite"; dataDir?: string; loadDataDir?: Uint8Array<ArrayBuffer> };

const pgliteExtensions = { pg_trgm, unaccent, btree_gist };
/**
 * PGlite's buffer pool lives in the process's own memory (PostgreSQL's default 128 MB, all of it touched with a
 * large catalogue). Its files are read through Node's fs, so a page it evicts comes back from the operating
 * system's page cache, which is not this process's RSS: 32 MB kept the peak RSS with 100,000 products under
 * 400 MB (issue 19, docs/benchmarks/load.md).
 */
const pgliteOptions = { extensions: pgliteExtensions, startParams: [...PGlite.defaultStartParams, "-c", "shared_buffers=32MB"] };

/** A pool of PostgreSQL connections as the services' Db, without the change feed (a worker thread's own, say). */
export async function openPostgresPool(url: string, poolSize: number): Promise<{ db: Db; pool: pg.Pool }> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // A lost connection must not crash the process: the pool replaces it on the next query.
  pool.on("error", () => {});
  await pool.query("select 1");
  return { db: drizzlePg(pool, { schema }) as unknown as Db, pool };
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === "postgres") {
    const { db, pool } = await openPostgresPool(options.url, options.poolSize ?? 10);
    const changes = await postgresChangeFeed(options.url);
    let closed = false;
    return {
      db,
      kind: "postgres",
      url: options.url,
      changes,
      withExclusiveLock: async (lockId, fn) => {
        const lockClient = await pool.connect();
        try {
          await lockClient.query("select pg_advisory_lock($1)", [lockId]);
          return await fn();
        } finally {
          await lockClient.query("select pg_advisory_unlock($1)", [lockId]).catch(() => {});
          lockClient.release();
        }
      },
      close: async () => {
        if (closed) return;
        closed = true;
        await changes.close();
        await pool.end();
      },
    };
  }

  let releaseLock = () => {};
  let client: PGlite;
  if (options.dataDir) {
    closeDataDir(options.dataDir);
    const dir = path.join(options.dataDir, "pglite");
    mkdirSync(dir, { recursive: true });
    releaseLock = acquireDataDirLock(options.dataDir);
    try {
      // A restore creates the database from its dump instead.
      if (!options.loadDataDir) await initPgliteApart(dir);
      client = await PGlite.create(dir, options.loadDataDir ? { ...pgliteOptions, loadDataDir: new Blob([options.loadDataDir]) } : pgliteOptions);
    } catch (error) {
      releaseLock();
      throw error;
    }
    // After opening, which rewrites files (the relation cache's init files) with PGlite's own modes.
    makeDataDirPrivate(options.dataDir);
  } else {
    client = await PGlite.create(options.loadDataDir ? { ...pgliteOptions, loadDataDir: new Blob([options.loadDataDir]) } : pgliteOptions);
  }
  const changes = await pgliteChangeFeed(client);
  let closed = false;
  let answered = 0;
  let asked = 0;
  return {
    db: drizzlePglite(
      pgliteForDrizzle(client, { answered: () => answered++, asked: () => asked++ }),
      { schema },
    ) as unknown as Db,
    kind: "pglite",
    answered: () => answered,
    asked: () => asked,
    changes,
    withExclusiveLock: (_lockId, fn) => fn(),
    dumpDataDir: async () => {
      // Not needed for a consistent dump (the WAL in it is replayed on restore); it makes the restored
      // database start without replaying everything since the last checkpoint.
      await client.exec("CHECKPOINT");
      // The tar is made while no statement runs (queries wait meanwhile); compressing it needs no such pause,
      // so it happens afterwards, off the main thread.
      const tar = await client.dumpDataDir("none");
      const chunks: Buffer[] = [];
      for await (const chunk of Readable.fromWeb(tar.stream() as WebReadableStream<Uint8Array>).pipe(createGzip())) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await changes.close();
      await client.close();
      releaseLock();
    },
  };
}
