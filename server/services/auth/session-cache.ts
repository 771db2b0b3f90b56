import type { TableFeed } from "#server/db/change-feed.ts";

/** What the database said of a live session: whose it is and until when it holds. */
export type SessionRow = { userId: string; expiresAt: Date };

export const MAX_SESSIONS = 10_000;

/**
 * The sessions this instance has read, valid until the next revocation the database announces (migration 0017,
 * change-feed.ts). Only where the feed is exact (PGlite): with a null generation every call reads the database.
 * Emptied on every change to the sessions table; expiry is checked against the clock on every use, as the query
 * does. Bounded: the oldest entry goes first. A session that was not found is never kept.
 */
export function createSessionCache(feed: TableFeed, { maxEntries = MAX_SESSIONS }: { maxEntries?: number } = {}) {
  const entries = new Map<string, SessionRow>();
  feed.onChange(() => entries.clear());

  return {
    /**
     * Whether session sessionId of userId is live at `now`: from memory if kept, else through load (the
     * database's row for that id, user and instant, or undefined). A row is kept only if no revocation was
     * heard while load ran: a read that began before a logout committed and ended after it carries the old row.
     */
    async isLive(sessionId: string, userId: string, now: Date, load: () => Promise<SessionRow | undefined>): Promise<boolean> {
      const before = feed.generation();
      if (before !== null) {
        const kept = entries.get(sessionId);
        if (kept && kept.userId === userId && kept.expiresAt > now) return true;
      }
      const row = await load();
      if (!row) return false;
      if (before !== null && feed.generation() === before) {
        if (entries.size >= maxEntries && !entries.has(sessionId)) entries.delete(entries.keys().next().value!);
        entries.set(sessionId, row);
      }
      return true;
    },
    /** How many sessions are kept (tests). */
    size: () => entries.size,
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;
