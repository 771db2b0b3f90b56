import { existsSync } from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Hono } from "hono";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { AppEnv } from "./types.ts";

export type BuildSource = ServerBuild | (() => Promise<ServerBuild>);

/**
 * Static files first (hashed assets cached for a year), then the React Router renderer for every
 * other path. Route loaders reach the services through the load context, never through HTTP.
 */
export function mountFrontend(app: Hono<AppEnv>, options: { build: BuildSource; clientDir?: string; mode: string }) {
  const { clientDir } = options;
  if (clientDir && existsSync(clientDir)) {
    const root = path.relative(process.cwd(), clientDir);
    app.use(
      "/assets/*",
      serveStatic({
        root,
        onFound: (_path, c) => c.header("Cache-Control", "public, max-age=31536000, immutable"),
      }),
    );
    app.use(
      "*",
      serveStatic({
        root,
        onFound: (_path, c) => c.header("Cache-Control", "public, max-age=3600"),
      }),
    );
  }
  const handler = createRequestHandler(options.build, options.mode);
  app.all("*", (c) =>
    handler(c.req.raw, {
      nonce: c.get("secureHeadersNonce"),
      services: c.get("deps").services,
      requestId: c.get("requestId"),
    }),
  );
}
