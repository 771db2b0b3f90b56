import type { Cart } from "#contracts/cart.ts";
import type { ChangeFeed } from "#server/db/change-feed.ts";

export const MAX_CARTS = 10_000;
/**
 * Lines kept across all carts (a line is about 400 bytes of heap, under npm start's 192 MB cap): the count of
 * carts alone does not bound memory, as a cart may hold any number of products. A cart with more lines than a
 * tenth of this is read from the database every time.
 */
export const MAX_LINES = 50_000;

/** What a kept answer depends on: the catalogue (changes.catalogue) and the user's cart lines (changes.cart). */
export type CartCacheFeed = Pick<ChangeFeed, "catalogue" | "cart">;

/** A read under way: made stale by a notification naming its user (or every user) before it ends. */
type Load = { stale: boolean };

/** The answer frozen all the way down, so that no caller can change what the next one is served. */
function freeze(cart: Cart): Cart {
  for (const line of cart.cart) Object.freeze(line);
  Object.freeze(cart.cart);
  return Object.freeze(cart);
}

/**
 * Each user's cart answer as this instance last read it, valid while the catalogue generation it was built in is
 * current and no change to that user's cart lines was announced since (migration 0018, change-feed.ts). Only where
 * both feeds are exact (PGlite): with a null generation every call reads the database. A notification removes the
 * entries of the users it names (every entry for a truncate); a catalogue change empties the cache. Bounded: the
 * oldest entry goes first.
 */
export function createCartCache(feed: CartCacheFeed, { maxEntries = MAX_CARTS, maxLines = MAX_LINES }: { maxEntries?: number; maxLines?: number } = {}) {
  const entries = new Map<string, { cart: Cart; catalogue: number }>();
  let lines = 0;
  const drop = (userId: string) => {
    const entry = entries.get(userId);
    if (!entry) return;
    entries.delete(userId);
    lines -= entry.cart.cart.length;
  };
  const clear = () => {
    entries.clear();
    lines = 0;
  };
  const loading = new Map<string, Set<Load>>();

  feed.cart.onChange((change) => {
    if (change === "all") {
      clear();
      for (const loads of loading.values()) for (const load of loads) load.stale = true;
      return;
    }
    for (const userId of change) {
      drop(userId);
      for (const load of loading.get(userId) ?? []) load.stale = true;
    }
  });
  // Kept answers of an older catalogue are never served again (the generation check below): free them at once.
  feed.catalogue.onChange(clear);

  return {
    /**
     * userId's cart: from memory if kept for the current catalogue, else through read (the database's answer).
     * An answer is kept only if neither the catalogue nor that user's cart changed while it was read: a read that
     * began before a write committed and ended after it answers its own request but is not kept.
     */
    async get(userId: string, read: () => Promise<Cart>): Promise<Cart> {
      const catalogue = feed.catalogue.generation();
      const exact = catalogue !== null && feed.cart.generation() !== null;
      if (exact) {
        const kept = entries.get(userId);
        if (kept && kept.catalogue === catalogue) return kept.cart;
      }
      if (!exact) return read();

      const load: Load = { stale: false };
      let loads = loading.get(userId);
      if (!loads) loading.set(userId, (loads = new Set()));
      loads.add(load);
      try {
        const cart = freeze(await read());
        if (!load.stale && feed.catalogue.generation() === catalogue && feed.cart.generation() !== null && cart.cart.length <= maxLines / 10) {
          drop(userId);
          while (entries.size > 0 && (entries.size >= maxEntries || lines + cart.cart.length > maxLines)) drop(entries.keys().next().value!);
          entries.set(userId, { cart, catalogue });
          lines += cart.cart.length;
        }
        return cart;
      } finally {
        loads.delete(load);
        if (loads.size === 0) loading.delete(userId);
      }
    },
    /** How many carts are kept (tests). */
    size: () => entries.size,
    /** How many lines they hold together (tests). */
    lines: () => lines,
  };
}

export type CartCache = ReturnType<typeof createCartCache>;
