import { sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";

/** app_meta key whose value changes with every (re)seed; cached answers are only valid for one value. */
export const CATALOGUE_VERSION_KEY = "catalogue";

export type CacheView = { get: <T>(key: string, load: () => Promise<T>) => Promise<T> };

/**
 * A small in-process cache for hot read-only answers (categories, companies, bestsellers, list counts).
 * Each request first fetches the catalogue version (one primary-key lookup) and only uses entries of that
 * version, so an answer built before a reseed, even a reseed by another instance, is never served again.
 */
export function createReadCache(db: Db, maxEntries = 500) {
  let version: string | null = null;
  const entries = new Map<string, Promise<unknown>>();

  async function currentVersion(): Promise<string> {
    const result = await db.execute(sql`select value from app_meta where key = ${CATALOGUE_VERSION_KEY}`);
    const row = result.rows[0] as { value: { version?: string } } | undefined;
    return row?.value.version ?? "empty";
  }

  /** One version check, then any number of reads from the cache of that version. */
  async function view(): Promise<CacheView> {
    const v = await currentVersion();
    if (v !== version) {
      entries.clear();
      version = v;
    }
    return {
      get<T>(key: string, load: () => Promise<T>): Promise<T> {
        // A reseed seen by a later request already cleared the map; never mix versions.
        if (version !== v) return load();
        const hit = entries.get(key);
        if (hit) return hit as Promise<T>;
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
        const pending = load();
        entries.set(key, pending);
        // A failed load must not stay cached.
        pending.catch(() => entries.delete(key));
        return pending;
      },
    };
  }

  return {
    view,
    async get<T>(key: string, load: () => Promise<T>): Promise<T> {
      return (await view()).get(key, load);
    },
    /** Forget everything now (this process just reseeded). */
    clear() {
      entries.clear();
      version = null;
    },
  };
}

export type ReadCache = ReturnType<typeof createReadCache>;
