import { existsSync } from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Hono, MiddlewareHandler } from "hono";
import { createRequestHandler, type ServerBuild } from "react-router";
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

/**
 * Static files first (hashed assets cached for a year), then the React Router renderer for every
 * other path. Route loaders reach the services through the load context, never through HTTP.
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
    const render = (nonce: string | undefined) =>
      handler(c.req.raw, { nonce, services: c.get("deps").services, requestId: c.get("requestId"), log: c.get("log"), publicUrl: c.get("deps").env.publicUrl });
    const nonce = c.get("secureHeadersNonce");
    if (!pages) return render(nonce);
    const { res, scriptHashes } = await pages.serve(c.req.raw, nonce, route ?? c.req.path, render);
    // Kept bytes: the policy names the hashes of this rendering's inline scripts instead of a nonce (security-headers.ts).
    if (scriptHashes !== undefined) c.set("scriptHashes", scriptHashes);
    return res;
  });
}
