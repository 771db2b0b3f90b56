import { createHash, timingSafeEqual } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { ShopMetrics } from "#server/metrics/shop-metrics.ts";
import type { AppEnv } from "./types.ts";

const digest = (text: string) => createHash("sha256").update(text).digest();

/**
 * GET /metrics for a scraper holding the token: `Authorization: Bearer <METRICS_TOKEN>`. Without the setting, and
 * for any request without the right token, the path is not there: the request goes on to the 404 page, so nobody
 * learns that metrics exist. The token is compared as digests in constant time (equal lengths, no early exit).
 */
export function metricsRoute(token: string | undefined, metrics: Pick<ShopMetrics, "text" | "contentType">): MiddlewareHandler<AppEnv> {
  const expected = token === undefined ? null : digest(token);
  return async (c, next) => {
    const header = c.req.header("authorization");
    const given = header?.startsWith("Bearer ") ? header.slice(7) : undefined;
    if (expected === null || given === undefined || !timingSafeEqual(digest(given), expected)) return next();
    return c.body(await metrics.text(), 200, { "Content-Type": metrics.contentType, "Cache-Control": "no-store" });
  };
}
