import { AsyncLocalStorage } from "node:async_hooks";
import { setImmediate as nextTurn } from "node:timers/promises";
import { types, type PGlite, type Transaction } from "@electric-sql/pglite";

/**
 * The types drizzle asks PGlite to hand over unparsed with every query (drizzle-orm/pglite/session.js): dates,
 * timestamps and intervals and their arrays, and numeric[]. drizzle maps these strings itself.
 */
const RAW_TYPE_OIDS = [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182];
const raw = (value: string) => value;

type QueryOptions = Parameters<PGlite["query"]>[2];
type Queryable = Pick<PGlite, "query">;

/** drizzle's options without their parsers: the instance's own table already leaves the same types raw. */
function withoutParsers(options: QueryOptions): QueryOptions {
  if (!options?.parsers) return options;
  const { parsers: _sameAsTheInstances, ...rest } = options;
  return rest;
}

const givingWay = new AsyncLocalStorage<true>();

const queryWithoutParsers = (target: Queryable, counts: QueryCounts): PGlite["query"] =>
  function query<T>(text: string, params?: unknown[], options?: QueryOptions) {
    if (!givingWay.getStore()) counts.asked();
    return target.query<T>(text, params, withoutParsers(options)).finally(counts.answered);
  };

/**
 * Runs a long background transaction (an import's chunk) so that on the embedded database each of its statements
 * first lets the event loop turn. PGlite runs a statement in this thread and a transaction's statements back to back,
 * so a whole chunk held every request, also the ones the kept answers serve without asking the database; now they wait
 * for one statement at most. Requests that ask the database still wait for the transaction (PGlite answers one
 * at a time). No effect on PostgreSQL, which runs the statements in its own processes.
 */
export const givingWayBetweenStatements = <T>(transaction: () => Promise<T>): Promise<T> => givingWay.run(true, transaction);

const queryGivingWay = (query: PGlite["query"]): PGlite["query"] =>
  async function queryAfterATurn<T>(text: string, params?: unknown[], options?: QueryOptions) {
    if (givingWay.getStore()) await nextTurn();
    return query<T>(text, params, options);
  };

/**
 * What the client tells of the queries through it: `answered` after every query has settled, `asked` when a query
 * other than a background job's giving way (an import chunk's) starts (Database.answered and asked count them).
 */
export type QueryCounts = { answered: () => void; asked: () => void };
const uncounted: QueryCounts = { answered: () => {}, asked: () => {} };

/**
 * The PGlite client as drizzle should see it. drizzle passes its parsers with every query, and PGlite merges
 * them into a copy of its own table, which holds a parser for every array type of the catalogue (318 here), on
 * every query: 190 us of a 300 us `select 1` (issue 19; the availability answer spent a fifth of its time there).
 * Instead the instance's table leaves drizzle's types raw once, and queries reach PGlite without parsers, also
 * inside transactions. Everything else is the instance itself (listen, close, exec). `counts` hears of the queries
 * through it (QueryCounts).
 */
export function pgliteForDrizzle(client: PGlite, counts: QueryCounts = uncounted): PGlite {
  for (const oid of RAW_TYPE_OIDS) client.parsers[oid] = raw;
  const query = queryWithoutParsers(client, counts);
  const transaction: PGlite["transaction"] = (callback) =>
    client.transaction((tx) => callback(Object.assign(Object.create(tx) as Transaction, { query: queryGivingWay(queryWithoutParsers(tx, counts)) })));
  return new Proxy(client, {
    get(target, property) {
      if (property === "query") return query;
      if (property === "transaction") return transaction;
      const value: unknown = Reflect.get(target, property, target);
      // Methods run on the instance itself: PGlite keeps its state in private fields, which a proxy does not have.
      return typeof value === "function" && property !== "constructor" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
