import { sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";

/** app_meta key that rebuildSearchIndex renews: cached counts belong to one index build. */
export const SEARCH_INDEX_VERSION_KEY = "search-index";

/**
 * Hit counts of recent searches, per process. Each read first fetches the index version (one primary-key
 * look-up), so a count taken before a rebuild, even a rebuild by another instance, is never served after it.
 */
export function createCountCache<T>(db: Db, maxEntries = 2000) {
  let version: string | null = null;
  const entries = new Map<string, Promise<T>>();

  async function currentVersion(): Promise<string> {
    const result = await db.execute(sql`select value from app_meta where key = ${SEARCH_INDEX_VERSION_KEY}`);
    const row = result.rows[0] as { value: { version?: string } } | undefined;
    return row?.value.version ?? "none";
  }

  return {
    async get(key: string, load: () => Promise<T>): Promise<T> {
      const v = await currentVersion();
      if (v !== version) {
        entries.clear();
        version = v;
      }
      const hit = entries.get(key);
      if (hit) {
        // Refresh its place: the map's order is the eviction order (least recently used first).
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
