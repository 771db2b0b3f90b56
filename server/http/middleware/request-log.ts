import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../types.ts";

/** One structured line per request; the path without its query (reset links carry tokens there). */
export function requestLog(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    c.header("X-Request-Id", c.get("requestId"));
    await next();
    const durationMs = Math.round((performance.now() - started) * 10) / 10;
    const status = c.res.status;
    const entry = { method: c.req.method, path: c.req.path, status, durationMs };
    if (status >= 500) c.get("log").error(entry, "request");
    else c.get("log").info(entry, "request");
  };
}
