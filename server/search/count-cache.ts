import { sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";

/** app_meta key that rebuildSearchIndex renews: cached counts and pages belong to one index build. */
export const SEARCH_INDEX_VERSION_KEY = "search-index";

/** SQL for the current index build's version (null before the first build). */
export const indexVersionSql = sql`(select value->>'version' from app_meta where key = ${SEARCH_INDEX_VERSION_KEY})`;

export type IndexCacheScope = {
  /** The cached value of key, loaded once per index build (a failed load is not kept). */
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
};

/**
 * Counts and first pages of recent searches, per process (least recently used out first). A search opens a
 * scope, which reads the index version once (one primary-key look-up): whatever was cached before a
 * rebuild, even a rebuild by another instance, is never served after it.
 */
export function createIndexCache(db: Db, maxEntries = 4000) {
  let version: string | null = null;
  const entries = new Map<string, Promise<unknown>>();

  async function currentVersion(): Promise<string | null> {
    const result = await db.execute(sql`select ${indexVersionSql} as version`);
    return (result.rows[0] as { version: string | null }).version;
  }

  /** The scope of the index build `seen` (as read by indexVersionSql, possibly within a search's own first query). */
  function scopeAt(seenVersion: string | null): IndexCacheScope {
    const seen = seenVersion ?? "none";
    if (seen !== version) {
      entries.clear();
      version = seen;
    }
    return {
      get<T>(key: string, load: () => Promise<T>): Promise<T> {
        // A rebuild noticed by a later search while this one ran: its values may be from either build.
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
        pending.catch(() => entries.delete(key));
        return pending;
      },
    };
  }

  return {
    scopeAt,
    async scope(): Promise<IndexCacheScope> {
      return scopeAt(await currentVersion());
    },
  };
}
