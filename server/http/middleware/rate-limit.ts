import type { Context, MiddlewareHandler } from "hono";
import { AUTH_MESSAGES } from "#contracts/auth.ts";
import { TooManyRequests } from "#server/services/errors.ts";
import { clientIp } from "../client-ip.ts";
import type { AppEnv } from "../types.ts";

export type RateLimitRule = {
  /** Names the counter family in the store, e.g. `login`. */
  name: string;
  limit: number;
  windowMs: number;
  /**
   * The subjects counted, e.g. the IP and the e-mail in the body; each has its own budget and the
   * request is refused as soon as one of them is spent. Undefined entries are skipped.
   */
  keys: (c: Context<AppEnv>) => Promise<(string | undefined)[]> | (string | undefined)[];
  /**
   * Which answers count. Default: every answer. For login only failures count, so a shopper who
   * types the right password is never locked out by her own successful logins.
   */
  counts?: (status: number) => boolean;
};

/**
 * A rate limit on the shared store (memory or Redis). Every request is counted before it runs (so a
 * burst of parallel requests cannot slip through together); an answer that does not count is given back.
 * Over the limit: 429 with Retry-After.
 */
export function rateLimit(rule: RateLimitRule): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const store = c.get("deps").services.rateLimits;
    const subjects = (await rule.keys(c)).filter((k): k is string => typeof k === "string" && k !== "");
    const keys = subjects.map((s) => `${rule.name}:${s}`);
    const hits = await Promise.all(keys.map((key) => store.increment(key, rule.windowMs)));
    const over = hits.filter((h) => h.count > rule.limit);
    if (over.length > 0) {
      // The refused attempt itself does not use up budget beyond the limit.
      await Promise.all(keys.map((key) => store.decrement(key)));
      const retryAfter = Math.max(1, Math.ceil(Math.max(...over.map((h) => h.resetInMs)) / 1000));
      throw new TooManyRequests(retryAfter, AUTH_MESSAGES.tooManyAttempts);
    }
    let status = 500;
    try {
      await next();
      status = c.res.status;
    } catch (error) {
      status = (error as { status?: number }).status ?? 500;
      throw error;
    } finally {
      if (rule.counts && !rule.counts(status)) await Promise.all(keys.map((key) => store.decrement(key)));
    }
  };
}

export const ipKey = (c: Context<AppEnv>) => `ip:${clientIp(c)}`;

/** The e-mail of a JSON body, lower-cased, for per-address limits; the body stays readable for the handler. */
export async function bodyEmailKey(c: Context<AppEnv>): Promise<string | undefined> {
  try {
    const body = JSON.parse(await c.req.text()) as { email?: unknown };
    if (typeof body?.email === "string" && body.email.trim() !== "") return `email:${body.email.trim().toLowerCase().slice(0, 254)}`;
  } catch {
    // malformed body: the handler answers 400; only the IP is counted
  }
  return undefined;
}
