import type { Db } from "#server/db/client.ts";
import { createVersionedCache, type CacheView } from "#server/db/versioned-cache.ts";

/** app_meta key that rebuildSearchIndex renews: cached counts and pages belong to one index build. */
export const SEARCH_INDEX_VERSION_KEY = "search-index";

export type IndexCacheScope = CacheView;

/** Counts and first pages of recent searches, per process, valid for one index build. */
export const createIndexCache = (db: Db, maxEntries = 4000) => createVersionedCache(db, SEARCH_INDEX_VERSION_KEY, maxEntries);
