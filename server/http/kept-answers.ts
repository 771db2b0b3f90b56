import { randomUUID } from "node:crypto";
import type { Logger } from "pino";
import type { CatalogueFeed } from "#server/db/change-feed.ts";
import type { RequestObserver } from "#server/metrics/shop-metrics.ts";

/**
 * What public-cache.ts (API answers) and page-cache.ts (anonymous pages) share (issue 36): the store of answers
 * kept per address for one generation of the catalogue, the chain's headers learnt for their node fronts, and
 * the front's request id, log line and metrics.
 */

/**
 * An answer kept for the catalogue generation it was built in. product: the one product the answer shows (its detail);
 * such an answer outlives a change that did not touch that product (an import's chunk of other articles).
 */
export type KeptEntry = { generation: number; product?: number };

export type KeptStoreOptions<Entry> = {
  maxEntries: number;
  /** With sizeOf: the bytes all kept answers may take; one answer above an eighth of it is never kept. */
  maxBytes?: number;
  sizeOf?: (entry: Entry) => number;
  /** Whether an answer of the current generation may still be served (the default shuffle's day, a page's age). */
  fresh: (entry: Entry) => boolean;
};

/**
 * Answers kept per key, each valid for the catalogue generation it was built in: all are dropped when the feed
 * moves (records 017, 019: a change on any instance), and none is kept while the feed cannot hear changes. A product's
 * detail is the exception: it moves on to the new generation when the change touched other products only (record 033),
 * so an import's chunks or an order elsewhere in the range do not send every product page to the database.
 * `building` holds the builds in flight, so concurrent misses of one key wait for the first; it is emptied with
 * the answers. Least recently used answers go first.
 */
export function createKeptStore<Entry extends KeptEntry, Building>(
  catalogue: CatalogueFeed,
  { maxEntries, maxBytes = Infinity, sizeOf = () => 0, fresh }: KeptStoreOptions<Entry>,
) {
  const entries = new Map<string, Entry>();
  const building = new Map<string, Building>();
  let bytes = 0;

  const forget = (key: string, entry: Entry) => {
    entries.delete(key);
    bytes -= sizeOf(entry);
  };

  catalogue.onChange((change) => {
    // Builds in flight read the catalogue before the change: their answers serve their own requests only (keep).
    building.clear();
    const generation = catalogue.generation();
    if (change === "all" || generation === null) {
      entries.clear();
      bytes = 0;
      return;
    }
    for (const [key, entry] of entries) {
      if (entry.product === undefined || (change !== "lists" && change.products.has(entry.product))) forget(key, entry);
      else entry.generation = generation;
    }
  });

  /** Keeps the answer, unless it was built across a change: it may show the old catalogue, so it answers its own requests only. */
  function keep(key: string, entry: Entry) {
    if (catalogue.generation() !== entry.generation) return;
    const size = sizeOf(entry);
    if (size > maxBytes / 8) return;
    const old = entries.get(key);
    if (old) forget(key, old);
    while (entries.size > 0 && (bytes + size > maxBytes || entries.size >= maxEntries)) {
      const [oldestKey, oldest] = entries.entries().next().value as [string, Entry];
      forget(oldestKey, oldest);
    }
    entries.set(key, entry);
    bytes += size;
  }

  /** The kept answer for this key, if it is current. */
  function current(key: string, generation: number): Entry | undefined {
    const hit = entries.get(key);
    if (!hit || hit.generation !== generation || !fresh(hit)) return undefined;
    // Most recently used last: the map's order is the eviction order.
    entries.delete(key);
    entries.set(key, hit);
    return hit;
  }

  return { generation: catalogue.generation, current, keep, building };
}

/**
 * What the middleware chain adds to a kept answer (the security headers), learnt from the first one it built:
 * a node front, which answers before the chain runs, sends them with its own. Null until learnt; the front then
 * passes every request on. `own`: the headers the answer itself decides, never learnt.
 */
export function createChainHeaders(own: ReadonlySet<string>) {
  let learnt: [string, string][] | null = null;
  return {
    get: () => learnt,
    learn(res: Response) {
      const headers: [string, string][] = [];
      for (const [name, value] of res.headers) if (!own.has(name)) headers.push([name, value]);
      learnt = headers;
    },
  };
}

/**
 * A kept answer's headers as node's writeHead takes them (name, value, name, value…): the chain's, then the
 * answer's own (which win over learnt ones of the same name), then the request id's name with a slot for its
 * value. Built once per answer; a request fills a copy (withRequestId), and node iterates a list without
 * building an object.
 */
export function frontHeaderList(chain: readonly [string, string][], own: Record<string, string>): string[] {
  const merged: Record<string, string> = { ...Object.fromEntries(chain), ...own };
  const list: string[] = [];
  for (const name in merged) list.push(name, merged[name]!);
  list.push("x-request-id", "");
  return list;
}

/** A copy of a frontHeaderList with a fresh request id in its slot. */
export function withRequestId(list: readonly string[]): { requestId: string; headers: string[] } {
  const requestId = randomUUID();
  const headers = list.slice();
  headers[headers.length - 1] = requestId;
  return { requestId, headers };
}

export type FrontAnswered = { requestId: string; path: string; route: string; status: number; started: number };

/**
 * The request log's line (at `level`, none for null) and the request metrics of an answer sent at a front,
 * which never reaches the chain's request log or metrics. `route`: the pattern, never the path (ids, tokens).
 */
export function recordFrontAnswer(
  logger: Logger,
  level: "info" | "debug" | null,
  observeRequest: RequestObserver | undefined,
  { requestId, path, route, status, started }: FrontAnswered,
) {
  if (level) logger[level]({ requestId, method: "GET", path, status, durationMs: Math.round((performance.now() - started) * 10) / 10 }, "request");
  observeRequest?.("GET", route, status, (performance.now() - started) / 1000);
}
