import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { getRequestListener } from "@hono/node-server";
import type { Logger } from "pino";
import type { ServerBuild } from "react-router";
import { bootDeps } from "./boot.ts";
import { loadEnv } from "./env.ts";
import { createHttp } from "./http/app.ts";
import { mountFrontend, type BuildSource } from "./http/frontend.ts";
import { gracefulStop, listen } from "./http/serve.ts";
import { createLogger, stdoutDestination } from "./logger.ts";
import { warmUp } from "./http/warm-up.ts";
import { seedIfEmpty } from "./seed-on-start.ts";
import { startControlSocket } from "./control-socket.ts";
import { backupControlRoute } from "./db/backup.ts";
import { staffControlRoute } from "./staff-control.ts";
import { importControlRoute } from "./import-control.ts";
import { keepTickShape } from "./tick-shape.ts";
import { loggedPath } from "./http/log-path.ts";

// First, before a full GC can take the hidden class of nextTick's entries (see tick-shape.ts).
keepTickShape();

const SHUTDOWN_GRACE_MS = 10_000;

/** Waits for the promise at most ms; a step that hangs is logged and left behind (the process exits). */
async function within(ms: number, step: Promise<void>, what: string, logger: Logger) {
  let timer: NodeJS.Timeout | undefined;
  const gaveUp = await Promise.race([
    step.then(() => false),
    new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(true), ms))),
  ]).finally(() => clearTimeout(timer));
  if (gaveUp) logger.warn({ ms }, `shutdown: ${what} did not close in time, left behind`);
}

async function main() {
  const env = loadEnv();
  const logger = createLogger(env.logLevel);
  const deps = await bootDeps(env, logger);
  logger.info({ database: deps.database.kind, dataDir: env.dataDir }, "database ready");
  await seedIfEmpty(deps);

  const { app, nodeFront, pages } = createHttp(deps);
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
    pages,
  });

  // Before listening, so that the first shopper does not pay for a cold process (a fraction of a second).
  await warmUp(app, logger);
  const listener = getRequestListener(app.fetch);
  const server = await listen(
    (req, res) => {
      if (viteMiddlewares) viteMiddlewares(req, res, () => void listener(req, res));
      else nodeFront(req, res, () => void listener(req, res));
    },
    {
      port: env.port,
      host: env.host,
      bodyIdleTimeoutMs: env.bodyIdleTimeoutMs,
      onBodyTimeout: (req) => logger.warn({ method: req.method, path: loggedPath(req.url ?? "") }, "request body too slow: connection dropped"),
    },
  );
  logger.info({ url: `http://localhost:${env.port}`, host: env.host }, "Rheinbogen Apotheke is listening");
  // `npm run staff` and `npm run backup` cannot open the embedded database beside this process; they ask this
  // one over a local socket.
  const control =
    deps.database.kind === "pglite"
      ? await startControlSocket(
          env.dataDir,
          new Map([
            ["staff", staffControlRoute(deps.services.desk.staff, (command) => logger.info({ command }, "staff command over the control socket"))],
            ["import", importControlRoute(deps.services.backoffice.imports, env.dataDir, (command) => logger.info({ command }, "import command over the control socket"))],
            ["backup", backupControlRoute(deps.database, (bytes, ms) => logger.info({ bytes, ms }, "backup taken over the control socket"))],
          ]),
          logger,
        ).catch((error: unknown) => {
          logger.warn({ err: error }, "no control socket: stop the server to run `npm run staff` or `npm run backup`");
          return null;
        })
      : null;

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    const deadlineMs = env.shutdownTimeoutMs;
    const stopAt = Date.now();
    logger.info({ signal, deadlineMs }, "shutting down: no new connections, finishing requests in flight");
    // Whatever hangs (an SMTP server that never answers, Redis, the database), the process ends in time: one
    // that lingers keeps the data folder's lock and its supervisor waiting. A lock left by this exit names a
    // dead process, which the next start takes over.
    // Not unref'd: it also keeps the process alive until the database has closed, should nothing else.
    setTimeout(() => {
      logger.error({ deadlineMs }, "shutdown deadline passed: exiting with work unfinished");
      process.exit(1);
    }, deadlineMs);
    const graceMs = Math.min(SHUTDOWN_GRACE_MS, deadlineMs / 2);
    // Meanwhile the requests in flight finish. A mail not confirmed by then stays queued for the next start.
    const mailStopped = deps.services.mailWorker.stop(graceMs);
    await gracefulStop(server, {
      graceMs,
      afterDrain: async () => {
        await control?.close();
        await mailStopped;
        await deps.services.prescriptionRetention.stop();
        await deps.services.offerEnds.stop();
        // An import still committing is resumed at the next start (each chunk is applied once): no need to wait long.
        await within(Math.min(2_000, deadlineMs / 10), deps.services.backoffice.imports.stop(), "the import jobs", logger);
        await within(Math.min(2_000, deadlineMs / 10), deps.services.rateLimits.close(), "the rate-limit store", logger);
        // Last, as PGlite flushes its files on close; only the deadline cuts it short.
        await deps.database.close();
      },
    });
    logger.info("database closed, bye");
    // Nor does the log hold the exit up: its last lines get what is left of a second, and a reader that stopped
    // reading gets nothing (server/logger.ts).
    await stdoutDestination().flush(Math.min(1_000, Math.max(0, stopAt + deadlineMs - Date.now())));
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
