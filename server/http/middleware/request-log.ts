import type { MiddlewareHandler } from "hono";
import { loggedPath } from "../log-path.ts";
import type { AppEnv } from "../types.ts";

/** One structured line per request; the path without its query and without any token (log-path.ts). */
export function requestLog(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    c.header("X-Request-Id", c.get("requestId"));
    await next();
    const durationMs = Math.round((performance.now() - started) * 10) / 10;
    const status = c.res.status;
    const entry = { method: c.req.method, path: loggedPath(c.req.path), status, durationMs };
    if (status >= 500) c.get("log").error(entry, "request");
    else c.get("log").info(entry, "request");
  };
}
