import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { getRequestListener } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { bootDeps } from "./boot.ts";
import { loadEnv } from "./env.ts";
import { createApp } from "./http/app.ts";
import { mountFrontend, type BuildSource } from "./http/frontend.ts";
import { gracefulStop, listen } from "./http/serve.ts";
import { createLogger } from "./logger.ts";
import { warmUp } from "./http/warm-up.ts";
import { seedIfEmpty } from "./seed-on-start.ts";

const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  const env = loadEnv();
  const logger = createLogger(env.logLevel);
  const deps = await bootDeps(env, logger);
  logger.info({ database: deps.database.kind, dataDir: env.dataDir }, "database ready");
  await seedIfEmpty(deps);

  const app = createApp(deps);
  const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
  let viteMiddlewares: ((req: IncomingMessage, res: ServerResponse, next: () => void) => void) | undefined;
  let build: BuildSource;
  if (env.nodeEnv === "development") {
    const vite = await import("vite").then((m) => m.createServer({ server: { middlewareMode: true } }));
    viteMiddlewares = vite.middlewares;
    build = () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
  } else {
    build = (await import(pathToFileURL(path.join(buildDir, "server/index.js")).href)) as ServerBuild;
  }
  mountFrontend(app, {
    build,
    clientDir: viteMiddlewares ? undefined : path.join(buildDir, "client"),
    mode: env.nodeEnv === "development" ? "development" : "production",
  });

  // Before listening, so that the first shopper does not pay for a cold process (a fraction of a second).
  await warmUp(app, logger);
  const listener = getRequestListener(app.fetch);
  const server = await listen(
    (req, res) => {
      if (viteMiddlewares) viteMiddlewares(req, res, () => void listener(req, res));
      else void listener(req, res);
    },
    { port: env.port, host: env.host },
  );
  logger.info({ url: `http://localhost:${env.port}`, host: env.host }, "Rheinbogen Apotheke is listening");

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down: no new connections, finishing requests in flight");
    await gracefulStop(server, {
      graceMs: SHUTDOWN_GRACE_MS,
      // PGlite flushes its files on close; it must never be cut off mid-write.
      afterDrain: async () => {
        // Unsent mail stays in the queue for the next start (or another instance).
        await deps.services.mailWorker.stop(5_000);
        await deps.services.rateLimits.close();
        await deps.database.close();
      },
    });
    logger.info("database closed, bye");
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
