import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";

/** The channel migration 0016's statement triggers notify on every change to catalogue-like tables. */
export const CATALOGUE_CHANNEL = "shop_catalogue_changed";
/** The channel migration 0017's triggers notify on every statement that deletes, updates or truncates sessions. */
export const SESSIONS_CHANNEL = "shop_sessions_changed";
/** The channel migration 0018's triggers notify with the ids of the users whose cart lines a statement changed. */
export const CART_CHANNEL = "shop_cart_changed";
/** The channel migration 0019's triggers notify on every statement that changes appointments or desk closures. */
export const BOOKINGS_CHANNEL = "shop_bookings_changed";
/** application_name of the listening PostgreSQL connection (tests cut it to check the reconnect). */
export const CHANGE_FEED_APP_NAME = "shop-change-feed";

/**
 * Tells an instance, without asking the database per request, whether what it cached from the catalogue,
 * the laboratory offer or the search index may still be served. Every committed change to those tables
 * (by any writer, any instance) moves the generation on; answers are only valid for the generation they
 * were built in.
 */
export type ChangeFeed = {
  /**
   * The catalogue, the laboratory offer and the search index. Its generation is null while changes cannot be
   * heard (the PostgreSQL listener is reconnecting): then nothing may be served from, or stored into, a cache.
   * The only feed PostgreSQL has too.
   */
  catalogue: CatalogueFeed;
  /**
   * Revocations: moves on every committed delete or update of session rows (logout, password reset, account
   * deletion, a row changed by hand). Only PGlite has it: there a commit's notification is heard before the
   * revoking call returns. On PostgreSQL it is always null, so nothing of a session is ever kept (see
   * postgresChangeFeed).
   */
  sessions: TableFeed;
  /**
   * Cart lines: moves on every committed statement that changed cart_lines rows and says whose. Only PGlite has
   * it, for the reason sessions has it only there: a shopper who adds on one instance and reads on another must
   * see the add, and another instance hears it a few milliseconds after the commit. On PostgreSQL always null.
   */
  cart: CartFeed;
  /**
   * Bookings and desk closures: moves on every committed statement that changed appointments or desk_closures
   * rows. Only PGlite has it, for the reason cart has it only there: a slot booked on one instance must show as
   * taken on every other at once. On PostgreSQL always null.
   */
  bookings: TableFeed;
  /** How often the feed was listening again after losing its connection (PostgreSQL; PGlite never loses it). */
  reconnects: () => number;
  close: () => Promise<void>;
};

/** A generation of one set of tables (sessions; appointments and desk closures; the catalogue read as a whole); null: not heard exactly, nothing may be kept. */
export type TableFeed = {
  generation: () => number | null;
  /** Runs fn on every move of the generation (after it moved). */
  onChange: (fn: () => void) => void;
};

/** A counter moved on every notification of a channel, telling its listeners what the notification said. */
function generations<Change = void>() {
  let generation = 0;
  const listeners: ((change: Change) => void)[] = [];
  return {
    get: () => generation,
    bump(change: Change) {
      generation++;
      for (const fn of listeners) fn(change);
    },
    onChange: (fn: (change: Change) => void) => void listeners.push(fn),
  };
}

/**
 * What a committed catalogue statement touched, as far as kept answers care (migration 0034's payload): "all"
 * (anything), "lists" (lists, search, taxonomy, laboratory, but no product's own detail), or these products' details
 * and with them every list.
 */
export type CatalogueChange = "all" | "lists" | { products: ReadonlySet<number> };

/** A generation of the catalogue; null: not heard exactly, nothing may be kept. */
export type CatalogueFeed = {
  generation: () => number | null;
  /** Runs fn with what changed on every move of the generation (after it moved). */
  onChange: (fn: (change: CatalogueChange) => void) => void;
};

/** Migration 0034's payload; what this instance does not know (a newer writer's payload) counts as "all". */
export function parseCatalogueChange(payload: string): CatalogueChange {
  if (payload === "l") return "lists";
  if (!/^p:\d+(,\d+)*$/.test(payload)) return "all";
  return { products: new Set(payload.slice(2).split(",").map(Number)) };
}

/** Whose cart lines a committed statement changed: the user ids, or every user (a truncate, a very large statement). */
export type CartChange = readonly string[] | "all";

/** A generation of the cart_lines table; null: not heard exactly, nothing may be kept. */
export type CartFeed = {
  generation: () => number | null;
  /** Runs fn with whose carts changed on every move of the generation (after it moved). */
  onChange: (fn: (change: CartChange) => void) => void;
};

/** Migration 0018's payload: comma-separated user ids, or empty for every user. */
export function parseCartChange(payload: string): CartChange {
  return payload === "" ? "all" : payload.split(",");
}

const NEVER_HEARD: TableFeed & CartFeed = { generation: () => null, onChange: () => {} };

/**
 * PGlite: every write passes through this process, and PGlite hands a commit's notifications to the
 * listener before the committing query returns, so the generation has moved before the writer continues.
 */
export async function pgliteChangeFeed(client: PGlite): Promise<ChangeFeed> {
  const g = generations<CatalogueChange>();
  const s = generations();
  const c = generations<CartChange>();
  const b = generations();
  let closed = false;
  await client.listen(CATALOGUE_CHANNEL, (payload) => g.bump(parseCatalogueChange(payload)));
  await client.listen(SESSIONS_CHANNEL, () => s.bump());
  await client.listen(CART_CHANNEL, (payload) => c.bump(parseCartChange(payload)));
  await client.listen(BOOKINGS_CHANNEL, () => b.bump());
  // A closed database hears nothing more, so nothing may be served as current any longer.
  const heard = <Change>(counter: ReturnType<typeof generations<Change>>) => ({
    generation: () => (closed ? null : counter.get()),
    onChange: counter.onChange,
  });
  return {
    catalogue: heard(g),
    sessions: heard(s),
    cart: heard(c),
    bookings: heard(b),
    reconnects: () => 0,
    // Closing PGlite ends the listener with it; no UNLISTEN round trip on the way out.
    close: async () => {
      closed = true;
    },
  };
}

/**
 * PostgreSQL: one connection of its own LISTENs (a pooled one would be handed to others). While it is down,
 * the feed says null (no cache is used) and reconnects every retryMs; once listening again it moves the
 * generation, since changes made meanwhile went unheard: every cache is read afresh.
 *
 * No sessions generation here: another instance's logout reaches this one a few milliseconds after its commit,
 * and record 006 promises that logout, password reset and account deletion take effect at once on every
 * instance. A cached session would let the revoked token through in that window, so sessions are read from
 * the database on every request. No cart generation either, for the same reason: a shopper's add on one instance
 * must show in the very next read on another. No bookings generation: a slot booked on one instance must show as
 * taken in the very next availability answer on another.
 */
export async function postgresChangeFeed(url: string, { retryMs = 1_000 }: { retryMs?: number } = {}): Promise<ChangeFeed> {
  const g = generations<CatalogueChange>();
  let listening = false;
  let closed = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let lostOnce = false;
  let reconnects = 0;

  const lost = (which: pg.Client) => {
    if (client !== which) return;
    client = undefined;
    if (listening) lostOnce = true;
    listening = false;
    which.end().catch(() => {});
    if (!closed) retry = setTimeout(() => void connect(), retryMs);
  };

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: url, application_name: CHANGE_FEED_APP_NAME });
    client = next;
    next.on("error", () => lost(next));
    next.on("end", () => lost(next));
    next.on("notification", (message) => {
      if (message.channel === CATALOGUE_CHANNEL) g.bump(parseCatalogueChange(message.payload ?? ""));
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CATALOGUE_CHANNEL}`);
      if (client !== next || closed) return;
      listening = true;
      if (lostOnce) reconnects++;
      g.bump("all");
    } catch {
      lost(next);
    }
  }

  await connect();
  return {
    catalogue: { generation: () => (listening ? g.get() : null), onChange: g.onChange },
    sessions: NEVER_HEARD,
    cart: NEVER_HEARD,
    bookings: NEVER_HEARD,
    reconnects: () => reconnects,
    close: async () => {
      closed = true;
      clearTimeout(retry);
      const current = client;
      client = undefined;
      listening = false;
      await current?.end().catch(() => {});
    },
  };
}
