import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gzip } from "node:zlib";
import type { MiddlewareHandler } from "hono";
import { isbot } from "isbot";
import type { Logger } from "pino";
import type { CatalogueFeed } from "#server/db/change-feed.ts";
import type { RequestObserver } from "#server/metrics/shop-metrics.ts";
import { chooseEncoding, type ContentEncoding } from "./content-encoding.ts";
import { createChainHeaders, createKeptStore, frontHeaderList, recordFrontAnswer, withRequestId } from "./kept-answers.ts";
import { pagePolicyWithScripts } from "./middleware/security-headers.ts";
import { etagOf, matchesEtag } from "./public-cache.ts";
import type { AppEnv } from "./types.ts";

/**
 * Pages whose render is the same for every anonymous visitor until the catalogue changes: the home page and
 * the product pages. Their loaders read the catalogue, the address (origin and path) and, in the root
 * loader, only whether a consent choice was made (the cookie notice).
 */
const CACHED_PAGES = /^\/(?:product\/\d+)?$/;
const CONSENT_COOKIE = "cookieConsent";
const MAX_KEY_LENGTH = 1024;

/**
 * A loader that met a failing database renders a page without that part (and status 200); such a page is
 * served at most this long, not until the next change.
 */
const MAX_AGE_MS = 60_000;
/** React's mark of a boundary left to the browser because its server render failed or timed out. */
const CLIENT_RENDERED = "<!--$!";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

type Bytes = Buffer;

/** One rendering, compressed once: the bytes every anonymous visitor of that address gets until the next change. */
type Page = {
  generation: number;
  keptAt: number;
  status: number;
  /** The renderer's own headers (content type, any a route set), without a length. */
  headers: [string, string][];
  /** The CSP sources of the page's inline scripts (`'sha256-…' …`): they take a nonce's place in its policy. */
  scriptHashes: string;
  bodies: Record<ContentEncoding, Bytes>;
  etag: string;
  /** The page route's pattern, for the request metrics of answers sent at the node front. */
  route: string;
};

/** A render that is not kept (see build): sent as it is to the requests that waited for it. */
type Transient = { transient: true; status: number; headers: [string, string][]; scriptHashes: string; html: string };

/** Inline scripts (no src) and their text, exactly as the browser hashes it (script content is raw text in HTML). */
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/** `'sha256-…'` for each distinct inline script of the document, space-separated, in document order. */
export function inlineScriptHashes(html: string): string {
  const hashes = new Set<string>();
  for (const [, attributes, text] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes!)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(text!, "utf8").digest("base64")}'`);
  }
  return [...hashes].join(" ");
}

/**
 * The part of the request a cached page may depend on, or null when it must be rendered for this request
 * alone: any cookie but the consent choice, or credentials, might personalise it.
 */
function pageKey(method: string, path: string, search: string, header: (name: string) => string | undefined): string | null {
  if (method !== "GET" || !CACHED_PAGES.test(path)) return null;
  if (header("authorization") !== undefined) return null;
  let consent = "";
  const cookie = header("cookie");
  if (cookie) {
    for (const part of cookie.split(";")) {
      if (part.trim() === "") continue;
      const index = part.indexOf("=");
      if (index < 0 || part.slice(0, index).trim() !== CONSENT_COOKIE) return null;
      consent = part.slice(index + 1).trim();
    }
  }
  // Bots get the whole document at once (entry.server.tsx), people a streamed one: two renders.
  const bot = isbot(header("user-agent") ?? "") ? "bot" : "browser";
  // The origin is part of every key in the same way (one host per instance, PUBLIC_URL), so the path decides.
  const key = `${path}${search}|${bot}|${consent}`;
  return key.length > MAX_KEY_LENGTH ? null : key;
}

/** Headers of the answer that the page itself decides; the rest (security headers) come from the chain. */
const OWN_HEADERS = new Set(["content-type", "content-length", "content-encoding", "etag", "cache-control", "vary", "x-request-id", "content-security-policy"]);
/** Of the renderer's headers, those the kept bytes decide anew. */
const PER_ANSWER_HEADERS = new Set(["content-length", "content-encoding", "etag", "cache-control", "vary", "content-security-policy"]);

function ownHeaders(page: Page, encoding: ContentEncoding): Record<string, string> {
  const headers: Record<string, string> = Object.fromEntries(page.headers);
  headers["content-security-policy"] = pagePolicyWithScripts(page.scriptHashes);
  headers.vary = "Accept-Encoding";
  headers.etag = page.etag;
  // Kept by a browser but asked for again each time: a repeat visitor gets 304 until the catalogue changes.
  headers["cache-control"] = "no-cache";
  if (encoding !== "identity") headers["content-encoding"] = encoding;
  headers["content-length"] = String(page.bodies[encoding].length);
  return headers;
}

export type PageCacheOptions = { maxEntries?: number; observeRequest?: RequestObserver };

export type PageCache = ReturnType<typeof createPageCache>;

/**
 * Anonymous renders of the pages above, one per change-feed generation and request key, rendered without a
 * nonce and kept as brotli, gzip and plain bytes: every anonymous visitor of that address gets the same bytes,
 * with a policy naming the hashes of the page's own inline scripts where a rendered page names its nonce
 * (decision record 025). Only complete 200 pages without Set-Cookie are kept, for at most MAX_AGE_MS, and all
 * are dropped when the database announces a change (record 017, 019: on every instance). Concurrent misses of
 * one address wait for the first render.
 */
export function createPageCache(catalogue: CatalogueFeed, { maxEntries = 200, observeRequest }: PageCacheOptions = {}) {
  const store = createKeptStore<Page, Promise<Page | Transient>>(catalogue, { maxEntries, fresh: (page) => performance.now() - page.keptAt < MAX_AGE_MS });
  const { building, current } = store;

  /**
   * Renders the page without a nonce. A page that may be kept is compressed and kept; any other (a 404, a page
   * with a failed part, Set-Cookie) answers the requests that waited for it as plain text with its hashes, which
   * the compress middleware gzips as it gzips any page: brotli at 11 per unknown product would let anyone asking
   * for made-up pharmacodes buy 20-50 ms of CPU per request.
   */
  async function build(key: string, generation: number, route: string, render: () => Promise<Response>): Promise<Page | Transient> {
    const res = await render();
    const html = await res.text();
    const headers = [...res.headers.entries()].filter(([name]) => !PER_ANSWER_HEADERS.has(name));
    const scriptHashes = inlineScriptHashes(html);
    const keepable = res.status === 200 && !res.headers.has("set-cookie") && !html.includes(CLIENT_RENDERED);
    if (!keepable) return { transient: true, status: res.status, headers, scriptHashes, html };
    const identity = Buffer.from(html, "utf8");
    // In libuv's thread pool: a 150 kB page at brotli's 11 is tens of milliseconds the event loop need not wait.
    const [br, gz] = await Promise.all([
      brotli(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT, [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
      gzipAsync(identity, { level: 9 }),
    ]);
    const page: Page = {
      generation,
      keptAt: performance.now(),
      status: res.status,
      headers,
      scriptHashes,
      bodies: { br, gzip: gz, identity },
      etag: etagOf(identity),
      route,
    };
    store.keep(key, page);
    return page;
  }

  function answer(page: Page, ifNoneMatch: string | undefined, acceptEncoding: string | undefined): { status: number; body: Bytes | null; headers: Record<string, string> } {
    const encoding = chooseEncoding(acceptEncoding);
    const headers = ownHeaders(page, encoding);
    if (page.status === 200 && matchesEtag(ifNoneMatch, page.etag)) {
      delete headers["content-length"];
      delete headers["content-encoding"];
      return { status: 304, body: null, headers };
    }
    return { status: page.status, body: page.bodies[encoding], headers };
  }

  /**
   * The page for this request, with the script hashes of its policy when it came from (or went into) the kept
   * bytes; undefined scriptHashes: rendered for this request alone, with its nonce.
   */
  async function serve(
    request: Request,
    nonce: string | undefined,
    route: string,
    render: (nonce: string | undefined) => Promise<Response>,
  ): Promise<{ res: Response; scriptHashes?: string }> {
    const generation = store.generation();
    const url = new URL(request.url);
    const key = generation === null ? null : pageKey(request.method, url.pathname, url.search, (name) => request.headers.get(name) ?? undefined);
    if (key === null || generation === null) return { res: await render(nonce) };
    let page: Page | Transient | undefined = current(key, generation);
    if (!page) {
      let pending = building.get(key);
      if (!pending) {
        pending = build(key, generation, route, () => render(undefined));
        building.set(key, pending);
        const mine = pending;
        void mine.then(
          () => building.get(key) === mine && building.delete(key),
          () => building.get(key) === mine && building.delete(key),
        );
      }
      page = await pending;
    }
    if ("transient" in page) return { res: new Response(page.html, { status: page.status, headers: page.headers }), scriptHashes: page.scriptHashes };
    const { status, body, headers } = answer(page, request.headers.get("if-none-match") ?? undefined, request.headers.get("accept-encoding") ?? undefined);
    // Node's zlib gives Buffers over a plain ArrayBuffer; the type says only ArrayBufferLike.
    return { res: new Response(body as Uint8Array<ArrayBuffer> | null, { status, headers }), scriptHashes: page.scriptHashes };
  }

  // What the middleware chain adds to a page (the security headers but the policy), learnt from the first kept
  // page it sent; until then every page takes the ordinary way.
  const chainHeaders = createChainHeaders(OWN_HEADERS);

  /** Outermost for pages: learns the chain's headers from a page answered from kept bytes. */
  const learn: MiddlewareHandler<AppEnv> = async (c, next) => {
    // Once learnt, no longer in the way of any request.
    if (chainHeaders.get()) return next();
    await next();
    if (chainHeaders.get() || c.get("scriptHashes") === undefined || c.res.status !== 200) return;
    chainHeaders.learn(c.res);
  };

  // Per kept page and encoding (or 304), built once: the chain's headers and the page's, then the request id's
  // name with a slot for its value. node's writeHead takes the flat list as it is.
  const headerLists = new WeakMap<Page, Map<string, string[]>>();
  function frontHeaders(page: Page, variant: ContentEncoding | "304", chain: [string, string][]): string[] {
    let lists = headerLists.get(page);
    if (!lists) headerLists.set(page, (lists = new Map()));
    let list = lists.get(variant);
    if (!list) {
      const own = ownHeaders(page, variant === "304" ? "identity" : variant);
      if (variant === "304") delete own["content-length"];
      // The page's own headers (content type, any a route set) win over the learnt ones of the same name.
      list = frontHeaderList(chain, own);
      lists.set(variant, list);
    }
    return list;
  }

  /**
   * For node:http, before Hono's adapter (as public-cache.ts's front): a kept page for an anonymous visitor is
   * written straight from its bytes with the chain's headers, a fresh request id and the request log's line.
   * Everything else, a miss included, is passed on.
   */
  const nodeFront =
    (logger: Logger) =>
    (req: IncomingMessage, res: ServerResponse, next: () => void): void => {
      const url = req.url;
      const generation = store.generation();
      const chain = chainHeaders.get();
      if (!chain || generation === null || req.method !== "GET" || !url) return next();
      const query = url.indexOf("?");
      const path = query < 0 ? url : url.slice(0, query);
      if (!CACHED_PAGES.test(path)) return next();
      const started = performance.now();
      const key = pageKey("GET", path, query < 0 ? "" : url.slice(query), (name) => req.headers[name] as string | undefined);
      const page = key === null ? undefined : current(key, generation);
      if (!page) return next();
      const encoding = chooseEncoding(req.headers["accept-encoding"]);
      const notModified = matchesEtag(req.headers["if-none-match"], page.etag);
      const status = notModified ? 304 : page.status;
      const { requestId, headers } = withRequestId(frontHeaders(page, notModified ? "304" : encoding, chain));
      res.writeHead(status, headers);
      const body = notModified ? null : page.bodies[encoding];
      res.end(body);
      recordFrontAnswer(logger, "info", observeRequest, { requestId, path, route: page.route, status, started });
    };

  return { serve, learn, nodeFront };
}
