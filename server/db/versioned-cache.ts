import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "#server/db/client.ts";
import { queryOne } from "#server/db/typed-sql.ts";
import type { TableFeed } from "./change-feed.ts";

const versionRow = z.object({ version: z.string().nullable() });

export type CacheView = { get: <T>(key: string, load: () => Promise<T>) => Promise<T> };

/**
 * An in-process cache of read-only answers that are valid for one value of an `app_meta` version (the
 * catalogue's, the search index's). A request opens a view, which reads the version once (one primary-key
 * look-up, or a column of the request's own first query via `versionSql` and `viewAt`) and uses only entries
 * of that version: an answer built before a reseed or reindex, even by another instance, is never served
 * after it. Least recently used entries go first.
 *
 * With `changes` (the change feed's catalogue), a view needs no query at all while the feed is listening:
 * every change to the tables behind the cached answers moves its generation, which then serves as the version.
 */
export function createVersionedCache(db: Db, metaKey: string, maxEntries: number, changes?: TableFeed) {
  let version: string | null = null;
  const entries = new Map<string, Promise<unknown>>();
  /** SQL for the current version (null while there is none). */
  const versionSql = sql`(select value->>'version' from app_meta where key = ${metaKey})`;

  /** The view of version `seenVersion`, as read by versionSql. */
  function viewAt(seenVersion: string | null): CacheView {
    const seen = seenVersion ?? "none";
    if (seen !== version) {
      entries.clear();
      version = seen;
    }
    return {
      get<T>(key: string, load: () => Promise<T>): Promise<T> {
        // A newer version seen by a later request while this one ran: never mix versions.
        if (version !== seen) return load();
        const hit = entries.get(key) as Promise<T> | undefined;
        if (hit) {
          // Refresh its place: the map's order is the eviction order.
          entries.delete(key);
          entries.set(key, hit);
          return hit;
        }
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
        const pending = load();
        entries.set(key, pending);
        // A failed load must not stay cached.
        pending.catch(() => entries.delete(key));
        return pending;
      },
    };
  }

  async function view(): Promise<CacheView> {
    const generation = changes?.generation();
    if (generation != null) return viewAt(`generation:${generation}`);
    const row = await queryOne(db, versionRow, sql`select ${versionSql} as version`);
    return viewAt(row.version);
  }

  return {
    versionSql,
    viewAt,
    view,
    /**
     * Whether an answer is kept for the version last seen. Only a hint for what to read along with the
     * version (the version may have changed by then): the answer itself always comes through a view.
     */
    holds(key: string): boolean {
      return entries.has(key);
    },
    async get<T>(key: string, load: () => Promise<T>): Promise<T> {
      return (await view()).get(key, load);
    },
    /** Forget everything now (this process just rebuilt what the cache holds). */
    clear() {
      entries.clear();
      version = null;
    },
  };
}

export type VersionedCache = ReturnType<typeof createVersionedCache>;
