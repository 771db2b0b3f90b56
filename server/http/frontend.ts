import { existsSync } from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Hono, MiddlewareHandler } from "hono";
import { createRequestHandler, type AppLoadContext, type ServerBuild } from "react-router";
import type { PageCache } from "./page-cache.ts";
import { pageRoutePatterns } from "./page-routes.ts";
import type { AppEnv } from "./types.ts";

export type BuildSource = ServerBuild | (() => Promise<ServerBuild>);

/**
 * Files under `root`, with `name.br` / `name.gz` (written at build time by scripts/vite-precompress.ts) for
 * browsers that accept them, and the given Cache-Control. The header goes on the file's own response: set
 * through the context after the body (serveStatic's onFound) it only reached the client by way of Node's
 * adapter, not through app.request.
 */
function withCacheControl(root: string, cacheControl: string): MiddlewareHandler<AppEnv> {
  const files = serveStatic({ root, precompressed: true });
  return async (c, next) => {
    const served = await files(c, next);
    if (served instanceof Response) served.headers.set("Cache-Control", cacheControl);
    return served;
  };
}

/** The browser's request headers an API call reads to know its caller: client address (rate limits) and language (mails). */
const CALLER_HEADERS = ["x-forwarded-for", "accept-language", "user-agent"];

/**
 * A page action's API call as a request of its own: the API path under /api, JSON, and the caller's headers. Handed
 * to `app.fetch` with the page request's socket (`c.env`), so the client address it resolves is the browser's.
 */
export function apiRequestFor(page: Request, path: string, init: Parameters<AppLoadContext["callApi"]>[1]): Request {
  const url = new URL(`/api${path}`, page.url);
  for (const [key, value] of Object.entries(init.query ?? {})) url.searchParams.set(key, value);
  const headers = new Headers({ accept: "application/json" });
  for (const name of CALLER_HEADERS) {
    const value = page.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  if (init.body !== undefined) headers.set("content-type", "application/json");
  return new Request(url, { method: init.method, headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) });
}

/**
 * A form posted from a page of PUBLIC_URL, addressed to PUBLIC_URL. React Router refuses an action whose request
 * address has another origin than the browser's `Origin` (its CSRF check), and behind a proxy that ends TLS the
 * address this server sees is `http://`: every form sent without scripts (record 026) would be a 400. Only a
 * request that names our public origin itself is readdressed; any other origin meets React Router's check as it is.
 */
export function asPublicOrigin(request: Request, publicUrl: string): Request {
  if (request.method === "GET" || request.method === "HEAD") return request;
  const origin = new URL(publicUrl).origin;
  const url = new URL(request.url);
  if (request.headers.get("origin") !== origin || url.origin === origin) return request;
  return new Request(new URL(`${url.pathname}${url.search}`, origin), request);
}

/**
 * Static files first (hashed assets cached for a year), then the React Router renderer for every
 * other path. Route loaders reach the services through the load context, never through HTTP; the one exception is a
 * page action for a form sent without scripts, which makes the scripted form's API call in process (`callApi`).
 */
export function mountFrontend(app: Hono<AppEnv>, options: { build: BuildSource; clientDir?: string; mode: string; pages?: PageCache }) {
  const { clientDir } = options;
  if (clientDir && existsSync(clientDir)) {
    const root = path.relative(process.cwd(), clientDir);
    app.use("/assets/*", withCacheControl(root, "public, max-age=31536000, immutable"));
    app.use("*", withCacheControl(root, "public, max-age=3600"));
  }
  const handler = createRequestHandler(options.build, options.mode);
  // Anonymous home and product pages rendered and compressed once per catalogue change (page-cache.ts, createHttp's);
  // not in development.
  const pages = options.mode === "production" ? (options.pages ?? null) : null;
  // Development loads the build per request: its pages are recorded under the catch-all's own pattern.
  const patternOf = typeof options.build === "function" ? null : pageRoutePatterns(options.build.routes);
  app.all("*", async (c) => {
    const route = patternOf ? patternOf(c.req.path) : undefined;
    if (route) c.set("routePattern", route);
    const callApi: AppLoadContext["callApi"] = async (path, init) => app.fetch(apiRequestFor(c.req.raw, path, init), c.env);
    const request = asPublicOrigin(c.req.raw, c.get("deps").env.publicUrl);
    const render = (nonce: string | undefined) =>
      handler(request, { nonce, services: c.get("deps").services, requestId: c.get("requestId"), log: c.get("log"), publicUrl: c.get("deps").env.publicUrl, callApi });
    const nonce = c.get("secureHeadersNonce");
    if (!pages) return render(nonce);
    const { res, scriptHashes } = await pages.serve(c.req.raw, nonce, route ?? c.req.path, render);
    // Kept bytes: the policy names the hashes of this rendering's inline scripts instead of a nonce (security-headers.ts).
    if (scriptHashes !== undefined) c.set("scriptHashes", scriptHashes);
    return res;
  });
}
