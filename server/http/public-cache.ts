import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Context, MiddlewareHandler } from "hono";
import { routePath } from "hono/route";
import type { Logger } from "pino";
import type { CatalogueFeed } from "#server/db/change-feed.ts";
import type { RequestObserver } from "#server/metrics/shop-metrics.ts";
import { defaultSeed } from "#server/search/sorting.ts";
import { chooseEncoding } from "./content-encoding.ts";
import { createChainHeaders, createKeptStore, frontHeaderList, recordFrontAnswer, withRequestId } from "./kept-answers.ts";
import type { AppEnv } from "./types.ts";

/**
 * A route's declaration that its answer is kept (issue 36: the route says so, not a list of paths here): put
 * before its handler, `r.get(path, kept, handler)`. Only for answers that are the same for every visitor until
 * the catalogue (or laboratory offer, or search index) changes: catalogue lists and details, categories,
 * companies, search, lab tests and packs. Such a handler reads neither the caller, nor a cookie, nor a header
 * besides the address. Never the cart, favourites, appointments or availability (per user, or changing with
 * every booking). Runs the app's public cache (createPublicCache's build, set per request by the app).
 */
export const kept: MiddlewareHandler<AppEnv> = (c, next) => {
  const build = c.get("keepAnswer");
  return build ? build(c, next) : next();
};

/** Below this a gzip answer saves less than its header and the work costs more than the bytes. */
const GZIP_MIN_BYTES = 1024;
const MAX_KEY_LENGTH = 1024;

type Bytes = Uint8Array<ArrayBuffer>;
/** route: the pattern of the handler that built it, for the request metrics of the answers sent from memory. */
type Entry = { generation: number; product?: number; day: number; body: Bytes; gzip: Bytes | null; etag: string; contentType: string; route: string };

/** observeRequest: records the answers sent at the front, which never reach the chain's request metrics. */
export type PublicCacheOptions = { maxBytes?: number; maxEntries?: number; observeRequest?: RequestObserver };

/** The ETag of an answer: a digest of its bytes, so instances and restarts agree; weak, as gzip and identity share it. */
export const etagOf = (body: Uint8Array) => `W/"${createHash("sha1").update(body).digest("base64url")}"`;

/** Whether an If-None-Match header names this ETag (or is `*`). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.slice(2);
  return ifNoneMatch.split(",").some((tag) => {
    const t = tag.trim();
    return t === "*" || t === etag || t === bare;
  });
}

/**
 * Answers public catalogue GETs from memory: each answer is built once per change-feed generation (and per
 * day, as the default shuffle changes daily), kept with its gzip bytes and ETag, and repeat visitors get
 * `304 Not Modified`. `Cache-Control: no-cache` lets browsers keep an answer but ask every time, so no
 * visitor sees one older than the last change. While the feed cannot hear changes, nothing is cached.
 * An answer built while the generation moved is served but not kept: it may predate the change.
 * Concurrent misses for the same address wait for the first one instead of all asking the database.
 */
export function createPublicCache(catalogue: CatalogueFeed, { maxBytes = 48 * 1024 * 1024, maxEntries = 5_000, observeRequest }: PublicCacheOptions = {}) {
  // The default shuffle's day, looked up at most once a second.
  let dayCheckedAt = 0;
  let day = 0;
  const today = () => {
    const now = Date.now();
    if (now - dayCheckedAt > 1_000) {
      day = defaultSeed(new Date(now));
      dayCheckedAt = now;
    }
    return day;
  };

  const store = createKeptStore<Entry, Promise<Entry | null>>(catalogue, {
    maxEntries,
    maxBytes,
    sizeOf: (entry) => entry.body.length + (entry.gzip?.length ?? 0),
    fresh: (entry) => entry.day === today(),
  });
  const { building, current } = store;

  /** The answer as [status, body, headers]; c.body adds what earlier middleware prepared (the request id). */
  function answer(entry: Entry, ifNoneMatch: string | undefined, acceptEncoding: string | undefined): [200 | 304, Bytes | string | null, Record<string, string>] {
    const headers: Record<string, string> = {
      "content-type": entry.contentType,
      etag: entry.etag,
      "cache-control": "no-cache",
      vary: "Accept-Encoding",
    };
    if (matchesEtag(ifNoneMatch, entry.etag)) return [304, null, headers];
    // With its length set, the compress middleware leaves a tiny identity answer alone (its threshold).
    if (entry.gzip && chooseEncoding(acceptEncoding, ["gzip"]) === "gzip") {
      headers["content-encoding"] = "gzip";
      headers["content-length"] = String(entry.gzip.length);
      return [200, entry.gzip, headers];
    }
    headers["content-length"] = String(entry.body.length);
    return [200, entry.body, headers];
  }
  const respond = (c: Context<AppEnv>, [status, body, headers]: ReturnType<typeof answer>) =>
    status === 304 || body === null ? c.body(null, 304, headers) : c.body(body, 200, headers);

  const keyOf = (url: string) => url.slice(url.indexOf("/", url.indexOf("//") + 2));

  const build: MiddlewareHandler<AppEnv> = async (c, next) => {
    const key = keyOf(c.req.url);
    if (c.req.method !== "GET" || key.length > MAX_KEY_LENGTH) return next();
    c.set("kept", true);
    const generation = store.generation();
    if (generation === null) return next();
    const currentDay = today();
    const ifNoneMatch = c.req.header("if-none-match");
    const acceptEncoding = c.req.header("accept-encoding");

    const hit = current(key, generation);
    if (hit) return respond(c, answer(hit, ifNoneMatch, acceptEncoding));
    const pending = building.get(key);
    if (pending) {
      const built = await pending;
      if (built && built.generation === store.generation()) return respond(c, answer(built, ifNoneMatch, acceptEncoding));
      return next();
    }

    let settle: (entry: Entry | null) => void = () => {};
    const mine = new Promise<Entry | null>((resolve) => (settle = resolve));
    building.set(key, mine);
    let built: Entry | null = null;
    try {
      await next();
      const res = c.res;
      if (res.status !== 200 || res.headers.has("content-encoding")) return;
      const body = new Uint8Array(await res.arrayBuffer());
      const product = c.get("keptProduct");
      built = {
        generation,
        ...(product === undefined ? {} : { product }),
        day: currentDay,
        body,
        gzip: body.length >= GZIP_MIN_BYTES ? new Uint8Array(gzipSync(body)) : null,
        etag: etagOf(body),
        contentType: res.headers.get("content-type") ?? "application/json",
        route: routePath(c),
      };
      store.keep(key, built);
      const [status, bytes, headers] = answer(built, ifNoneMatch, acceptEncoding);
      // Replaces the handler's answer; the setter carries over the headers set so far (the request id).
      c.res = new Response(bytes, { status, headers });
    } finally {
      if (building.get(key) === mine) building.delete(key);
      settle(built);
    }
  };

  // What the middleware chain adds to every public answer (security headers), learnt from the first one it
  // built. API answers carry a fixed policy (middleware/security-headers.ts); one with a per-answer nonce is
  // never learnt, and then nothing is answered at the front.
  const chainHeaders = createChainHeaders(new Set(["content-type", "content-length", "content-encoding", "etag", "cache-control", "vary", "x-request-id"]));

  /** Per fast path: whether its last answer was healthy (for the log), and its last body, sent again as the same bytes. */
  const fastUp = new Map<string, boolean>();
  const fastBodies = new Map<string, { data: unknown; answer: ReturnType<typeof answer> }>();
  function fastAnswer(path: string, data: unknown): ReturnType<typeof answer> {
    const last = fastBodies.get(path);
    if (last && last.data === data) return last.answer;
    const json = JSON.stringify(data);
    // The body is the JSON text itself.
    if (last && last.answer[1] === json) return last.answer;
    // A string: node sends headers and a string body in one write, a byte body as a second buffer beside them.
    const made: ReturnType<typeof answer> = [200, json, { "content-type": "application/json", "cache-control": "no-store", "content-length": String(Buffer.byteLength(json)) }];
    fastBodies.set(path, { data, answer: made });
    return made;
  }

  /** header() is asked only for a kept answer: node builds a request's header object on first use, a health probe needs none. */
  type FrontRequest = { url: string; path: string; header: (name: "if-none-match" | "accept-encoding") => string | undefined };
  /** headers: name, value, name, value…, as node's writeHead takes them; the last value is this request's id. */
  type FrontAnswer = { status: 200 | 304; body: Bytes | string | null; headers: string[] };
  /** Exact paths answered at the front as `no-store` JSON: the data, or a promise of it (rejected: not answered here). */
  type FastJson = Record<string, () => unknown>;

  // Per answer (its own headers), built once (kept-answers.ts).
  const headerLists = new WeakMap<Record<string, string>, string[]>();
  function headerListOf(own: Record<string, string>): string[] {
    let list = headerLists.get(own);
    if (!list) headerLists.set(own, (list = frontHeaderList(chainHeaders.get() ?? [], own)));
    return list;
  }

  /**
   * The answer with the chain's headers and a fresh request id; logs the request log's line (see fastLogLevel) and
   * records the request under its route's pattern.
   */
  function finish(logger: Logger, started: number, path: string, route: string, level: "info" | "debug" | null, [status, body, own]: ReturnType<typeof answer>): FrontAnswer {
    const { requestId, headers } = withRequestId(headerListOf(own));
    recordFrontAnswer(logger, level, observeRequest, { requestId, path, route, status, started });
    return { status, body, headers };
  }

  /**
   * A load balancer probes the health check several times a second: one info line when it turns healthy (at
   * start, after a failure), the others at debug, or none. Failures take the ordinary way and are logged there.
   */
  function fastLogLevel(logger: Logger, path: string): "info" | "debug" | null {
    if (fastUp.get(path) !== true) {
      fastUp.set(path, true);
      return "info";
    }
    return logger.isLevelEnabled("debug") ? "debug" : null;
  }

  /**
   * What the front answers: a kept answer at once, a fast path's once its data is there (a promise), or
   * undefined: the request takes the ordinary way through the chain. Nothing is answered here before the
   * chain's headers are known; the caller checks that, and that the method is GET. A fast path that fails
   * (the database is down) takes the ordinary way too, with its error envelope and the request log's error line.
   */
  function frontAnswer(logger: Logger, fastJson: FastJson, req: FrontRequest): FrontAnswer | Promise<FrontAnswer | undefined> | undefined {
    const started = performance.now();
    if (Object.hasOwn(fastJson, req.path)) {
      // A fast path is an exact path: its own pattern.
      const answerWith = (data: unknown) => finish(logger, started, req.path, req.path, fastLogLevel(logger, req.path), fastAnswer(req.path, data));
      let data: unknown;
      try {
        data = fastJson[req.path]!();
      } catch {
        data = Promise.reject(new Error("fast path failed"));
      }
      if (!(data instanceof Promise)) return answerWith(data);
      return data.then(answerWith, () => void fastUp.set(req.path, false));
    }
    const generation = store.generation();
    const hit = generation === null ? undefined : current(req.url, generation);
    return hit ? finish(logger, started, req.path, hit.route, "info", answer(hit, req.header("if-none-match"), req.header("accept-encoding"))) : undefined;
  }

  /** A flat header list as Headers takes it: [name, value] pairs. */
  const headerPairs = (list: string[]) => Array.from({ length: list.length / 2 }, (_, i) => [list[2 * i]!, list[2 * i + 1]!] as [string, string]);

  /**
   * The outermost middleware of the app: a kept answer goes out before the rest of the chain runs (request id,
   * logger, security headers, compression: together most of a kept answer's cost). It learns the chain's
   * headers from the first public or fast answer the chain built. fastJson: exact paths answered here as well,
   * as `no-store` JSON (the health check).
   */
  const front =
    (logger: Logger, fastJson: FastJson = {}): MiddlewareHandler<AppEnv> =>
    async (c, next) => {
      const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
      const askedAtNode = incoming !== undefined && passedOn.has(incoming);
      const answered = askedAtNode || !chainHeaders.get() || c.req.method !== "GET" ? undefined : await frontAnswer(logger, fastJson, {
        url: keyOf(c.req.url),
        path: c.req.path,
        header: (name) => c.req.header(name),
      });
      if (answered) return new Response(answered.body, { status: answered.status, headers: headerPairs(answered.headers) });
      await next();
      // A kept answer (its route declared it), or a fast path's; never one whose policy names a per-answer nonce.
      const learnable = c.res.headers.has("etag") ? c.get("kept") === true : Object.hasOwn(fastJson, c.req.path);
      if (!chainHeaders.get() && c.req.method === "GET" && c.res.status === 200 && learnable && !c.res.headers.get("content-security-policy")?.includes("'nonce-")) chainHeaders.learn(c.res);
    };

  // Requests the node front passed on: the middleware does not ask again (a failing health check would wait twice).
  const passedOn = new WeakSet<IncomingMessage>();
  /**
   * The same front for node:http, ahead of Hono's adapter: there a health probe or a kept answer costs neither a
   * fetch Request nor a Response (issue 19: through Hono, health stayed at 0.3 of a bare server, its fixed cost
   * per answer). Calls `next` for every request it does not answer.
   */
  const nodeFront =
    (logger: Logger, fastJson: FastJson = {}) =>
    (req: IncomingMessage, res: ServerResponse, next: () => void): void => {
      const url = req.url;
      if (!chainHeaders.get() || req.method !== "GET" || !url?.startsWith("/api/")) return next();
      const query = url.indexOf("?");
      const answered = frontAnswer(logger, fastJson, {
        url,
        path: query < 0 ? url : url.slice(0, query),
        header: (name) => req.headers[name],
      });
      const send = (a: FrontAnswer | undefined) => {
        if (!a) {
          passedOn.add(req);
          return next();
        }
        res.writeHead(a.status, a.headers);
        res.end(a.body);
      };
      if (answered instanceof Promise) void answered.then(send);
      else send(answered);
    };

  return { build, front, nodeFront };
}
