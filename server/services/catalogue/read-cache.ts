import type { TableFeed } from "#server/db/change-feed.ts";
import type { Db } from "#server/db/client.ts";
import { createVersionedCache, type VersionedCache } from "#server/db/versioned-cache.ts";

export type { CacheView } from "#server/db/versioned-cache.ts";

/** app_meta key whose value changes with every (re)seed; cached answers are only valid for one value. */
export const CATALOGUE_VERSION_KEY = "catalogue";

/** Hot read-only catalogue answers (categories, companies, bestsellers, list counts), valid for one seed. */
export const createReadCache = (db: Db, changes?: TableFeed, maxEntries = 500) => createVersionedCache(db, CATALOGUE_VERSION_KEY, maxEntries, changes);

export type ReadCache = VersionedCache;
