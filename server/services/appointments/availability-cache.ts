import type { TableFeed } from "#server/db/change-feed.ts";

/** A day's held slot instants (ms) and closed slot times; read-only once made. */
export type Unavailable = { readonly taken: ReadonlySet<number>; readonly closed: ReadonlySet<string> };

/** Days kept: the bookable ones are two weeks ahead; a few more for asks about days that turn out closed. */
export const MAX_DAYS = 64;

/**
 * Each day's held and closed slots as this instance last read them, valid while no change to appointments or desk
 * closures was announced since (migration 0019, change-feed.ts `bookings`). Only where that feed is exact (PGlite,
 * where a booking's notification is heard before the booking returns): with a null generation every call reads
 * the database, so on PostgreSQL nothing is kept. Which slots lie in the past is decided by the caller per request,
 * never kept. Reads of the same day at the same generation share one query.
 */
export function createAvailabilityCache(feed: TableFeed, { maxDays = MAX_DAYS }: { maxDays?: number } = {}) {
  const days = new Map<string, { generation: number; unavailable: Unavailable }>();
  const reading = new Map<string, { generation: number; read: Promise<Unavailable> }>();
  feed.onChange(() => {
    days.clear();
    reading.clear();
  });

  return {
    /** The day's unavailable slots: kept, or read with `read` (and kept if no change was announced meanwhile). */
    async get(day: string, read: () => Promise<Unavailable>): Promise<Unavailable> {
      const generation = feed.generation();
      if (generation === null) return read();
      const kept = days.get(day);
      if (kept?.generation === generation) return kept.unavailable;
      const shared = reading.get(day);
      if (shared?.generation === generation) return shared.read;

      const mine = read();
      reading.set(day, { generation, read: mine });
      try {
        const unavailable = await mine;
        // A change announced while reading may or may not be in what was read: then it answers this call only.
        if (feed.generation() === generation) {
          days.delete(day);
          if (days.size >= maxDays) days.delete(days.keys().next().value!);
          days.set(day, { generation, unavailable });
        }
        return unavailable;
      } finally {
        if (reading.get(day)?.read === mine) reading.delete(day);
      }
    },
  };
}
