import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { compress } from "hono/compress";
import { requestId } from "hono/request-id";
import { fail, ok } from "#contracts/envelope.ts";
import { authRouter } from "./auth.ts";
import { createCatalogueRouter } from "./catalogue.ts";
import { createUploadsRouter } from "./uploads.ts";
import { searchRouter } from "./search.ts";
import { shoppingRouter } from "./shopping.ts";
import { laboratoryRouter } from "./laboratory.ts";
import { appointmentsRouter } from "./appointments.ts";
import { deskRouter } from "./desk.ts";
import { guestAppointmentsRouter } from "./guest-appointments.ts";
import { isStreamedUpload, prescriptionsRouter } from "./prescriptions.ts";
import { ordersRouter } from "./orders.ts";
import { backofficeRouter, isBackofficeUpload } from "./backoffice.ts";
import { backofficeLaboratoryRouter } from "./backoffice-laboratory.ts";
import type { AppDeps } from "./deps.ts";
import { devOutboxRouter } from "./dev-outbox.ts";
import { handleError } from "./middleware/errors.ts";
import { createPublicCache } from "./public-cache.ts";
import { createPageCache } from "./page-cache.ts";
import { metricsRoute } from "./metrics-route.ts";
import { documentRoutes, openApiDocument } from "./openapi.ts";
import { requestMetrics } from "./middleware/request-metrics.ts";
import { requestLog } from "./middleware/request-log.ts";
import { securityHeaders } from "./middleware/security-headers.ts";
import type { AppEnv } from "./types.ts";
import { createShopMetrics } from "#server/metrics/shop-metrics.ts";

export const BODY_LIMIT_BYTES = 100 * 1024;

/** The HTTP application without the page renderer: everything under /api, plus the frame middleware. */
export function createApp(deps: AppDeps) {
  return createHttp(deps).app;
}

/**
 * The app and its node-level front (for node:http, before Hono's adapter): health probes and kept public answers
 * are sent from there, the rest goes on to the app.
 */
export function createHttp(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  // Answers the same for everyone until the catalogue changes: from memory, with ETag (server/http/public-cache.ts);
  // a kept one goes out here, before the rest of the chain.
  const metrics = createShopMetrics(deps);
  const publicCache = createPublicCache(deps.database.changes.catalogue, { observeRequest: metrics.observeRequest });
  const fastJson = { "/api/health": healthAnswer(deps) };
  app.use("/api/*", publicCache.front(deps.logger, fastJson));
  // Anonymous home and product pages as compressed bytes (page-cache.ts), used by mountFrontend in production;
  // outermost for pages, so that it learns the headers the chain gives a kept page for its node front.
  const pages = createPageCache(deps.database.changes.catalogue, { observeRequest: metrics.observeRequest });
  app.use(pages.learn);
  // After the front, which records its own answers: it must stay the first thing a kept answer meets.
  app.use(requestMetrics(metrics.observeRequest));
  app.use(requestId());
  app.use(async (c, next) => {
    c.set("deps", deps);
    c.set("keepAnswer", publicCache.build);
    c.set("log", deps.logger.child({ requestId: c.get("requestId") }));
    await next();
  });
  app.use(requestLog());
  app.use(securityHeaders({ dev: deps.env.nodeEnv === "development" }));
  // gzip for pages, scripts, styles and JSON: the mobile budget is transfer size (hono skips small and binary bodies).
  app.use(compress());
  app.onError(handleError);

  const api = new Hono<AppEnv>();
  const limitBody = bodyLimit({
    maxSize: BODY_LIMIT_BYTES,
    // The rest of the body is never read, so node drops the connection after this answer: say so, or a client
    // reusing the kept-alive connection sends its next request into a closing socket (issue 27).
    onError: (c) => c.json(fail("Request body too large (limit 100 kB)"), 413, { Connection: "close" }),
  });
  // GET and HEAD carry no body; asking for it would build a full fetch Request for every read (issue 19). A
  // prescription upload streams under limits of its own (server/http/prescription-upload.ts).
  api.use((c, next) => (c.req.method === "GET" || c.req.method === "HEAD" || isStreamedUpload(c.req.method, c.req.path) || isBackofficeUpload(c.req.method, c.req.path) ? next() : limitBody(c, next)));
  api.use(async (c, next) => {
    await next();
    // API answers are per user or change with the catalogue: no shared caches unless a route says so.
    if (!c.res.headers.has("Cache-Control")) c.header("Cache-Control", "no-store");
  });

  api.get("/health", async (c) => c.json(ok(await c.get("deps").services.health.check())));
  api.get("/openapi.json", (c) => c.json(openApiDocument()));
  // Before the catalogue router: its GET /{pharmacode} must never see /search.
  api.route("/", searchRouter());
  api.route("/", createCatalogueRouter());
  api.route("/authentication", authRouter());
  api.route("/", shoppingRouter());
  api.route("/", laboratoryRouter());
  api.route("/", appointmentsRouter());
  api.route("/", deskRouter());
  api.route("/", guestAppointmentsRouter());
  api.route("/", prescriptionsRouter());
  api.route("/", ordersRouter());
  api.route("/", backofficeRouter());
  api.route("/", backofficeLaboratoryRouter());

  api.notFound((c) => c.json(fail(`Unknown API path: ${c.req.method} ${c.req.path}`), 404));
  app.route("/api", api);
  // Product images: real files first, generated packshots otherwise; outside /api, before the page renderer.
  app.route("/uploads", createUploadsRouter(deps.env.uploadsDir));
  // Mails of the local outbox, for developers; in production the path falls through to the 404 page.
  if (deps.env.nodeEnv !== "production") app.route("/dev/outbox", devOutboxRouter(deps.env.dataDir));
  // For a scraper with the token only (docs/operations.md, Monitoring); otherwise on to the 404 page as if it did not exist.
  app.get("/metrics", metricsRoute(deps.env.metricsToken, metrics));
  // Anything under /api that no router answered is a JSON 404, never the HTML page renderer.
  app.all("/api/*", (c) => c.json(fail(`Unknown API path: ${c.req.method} ${c.req.path}`), 404));
  const apiFront = publicCache.nodeFront(deps.logger, fastJson);
  const pageFront = pages.nodeFront(deps.logger);
  const nodeFront: typeof apiFront = (req, res, next) => apiFront(req, res, () => pageFront(req, res, next));
  return { app, nodeFront, pages };
}

export type App = ReturnType<typeof createApp>;

documentRoutes("Meta", [{ method: "GET", path: "/api/health", summary: "Whether this instance and its database answer", answer: '{ status: "ok", database: "pglite" | "postgres" }' }]);

/** The health check's envelope, the same object while the status object is the same (the front's cue to resend its bytes). */
function healthAnswer(deps: AppDeps) {
  let status: unknown;
  let envelope: unknown;
  const wrap = (next: unknown) => (next === status ? envelope : ((status = next), (envelope = ok(next))));
  return () => {
    const checked = deps.services.health.check();
    return checked instanceof Promise ? checked.then(wrap) : wrap(checked);
  };
}
