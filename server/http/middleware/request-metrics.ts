import type { MiddlewareHandler } from "hono";
import { routePath } from "hono/route";
import type { RequestObserver } from "#server/metrics/shop-metrics.ts";
import type { AppEnv } from "../types.ts";

/**
 * Times every request the chain answers and records it under its route's pattern: the page renderer names the
 * page's route (routePattern), everything else the pattern Hono matched last (the handler's, or that of the
 * middleware that answered: `/api/*` for an unknown API path). Answers sent by the front are recorded there.
 */
export function requestMetrics(observe: RequestObserver): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    await next();
    observe(c.req.method, c.get("routePattern") ?? routePath(c), c.res.status, (performance.now() - started) / 1000);
  };
}
