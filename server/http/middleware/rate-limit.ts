import type { Context, MiddlewareHandler } from "hono";
import { AUTH_MESSAGES } from "#contracts/auth.ts";
import { TooManyRequests } from "#server/services/errors.ts";
import { clientIp, rateLimitNetwork } from "../client-ip.ts";
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
  /** The refusal's text; default the generic "Too many attempts". */
  message?: string;
};

type Counter = { key: string; windowMs: number };
type Hit = { count: number; resetInMs: number };

/**
 * The counting both limiters share: every counter is bumped before the request runs (so a burst of parallel
 * requests cannot slip through together); `refusal` looks at the hits and names the wait when the request is
 * refused. A refused request and an answer that does not count are given back.
 */
function counted(
  counters: (c: Context<AppEnv>) => Promise<Counter[]>,
  refusal: (hits: Hit[]) => number | undefined,
  counts?: (status: number) => boolean,
  message: string = AUTH_MESSAGES.tooManyAttempts,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const store = c.get("deps").services.rateLimits;
    const list = await counters(c);
    if (list.length === 0) return next();
    const hits = await Promise.all(list.map(({ key, windowMs }) => store.increment(key, windowMs)));
    const giveBack = () => Promise.all(list.map(({ key }) => store.decrement(key)));
    const waitMs = refusal(hits);
    if (waitMs !== undefined) {
      // The refused attempt itself does not use up budget beyond the limit.
      await giveBack();
      throw new TooManyRequests(Math.max(1, Math.ceil(waitMs / 1000)), message);
    }
    let status = 500;
    try {
      await next();
      status = c.res.status;
    } catch (error) {
      status = (error as { status?: number }).status ?? 500;
      throw error;
    } finally {
      if (counts && !counts(status)) await giveBack();
    }
  };
}

/**
 * A rate limit on the shared store (memory or Redis): each subject has its own budget and the request is
 * refused as soon as one of them is spent. Over the limit: 429 with Retry-After.
 */
export function rateLimit(rule: RateLimitRule): MiddlewareHandler<AppEnv> {
  const counters = async (c: Context<AppEnv>) =>
    (await rule.keys(c))
      .filter((k): k is string => typeof k === "string" && k !== "")
      .map((subject) => ({ key: `${rule.name}:${subject}`, windowMs: rule.windowMs }));
  const refusal = (hits: Hit[]) => {
    const over = hits.filter((h) => h.count > rule.limit);
    return over.length > 0 ? Math.max(...over.map((h) => h.resetInMs)) : undefined;
  };
  return counted(counters, refusal, rule.counts, rule.message);
}

export type AccountRateLimitRule = {
  name: string;
  /** Failures for one account in the window, after which the addresses that took part are refused. */
  limit: number;
  windowMs: number;
  /** Failures for one account from anywhere after which everyone is refused: the guard against many networks. */
  ceiling: { limit: number; windowMs: number };
  /** The account asked for, e.g. the e-mail of the body; none: no limit here. */
  account: (c: Context<AppEnv>) => Promise<string | undefined>;
  counts: (status: number) => boolean;
};

/**
 * A per-account limit a stranger cannot turn against the owner. Once an account has `limit` failures in the
 * window, only the client addresses that failed on it themselves are refused; an address with no failure on
 * it still gets its answer, so the owner at home logs in while the attacker's address waits. Each further
 * address gets one try before it is refused too, and `ceiling` failures from anywhere refuse everyone, so
 * guessing from many networks stays slow. (Issue 14: ten wrong passwords by anyone locked the owner out.)
 */
export function accountRateLimit(rule: AccountRateLimitRule): MiddlewareHandler<AppEnv> {
  const counters = async (c: Context<AppEnv>): Promise<Counter[]> => {
    const account = await rule.account(c);
    if (!account) return [];
    return [
      { key: `${rule.name}:${account}`, windowMs: rule.windowMs },
      { key: `${rule.name}:${account}|${ipKey(c)}`, windowMs: rule.windowMs },
      { key: `${rule.name}-ceiling:${account}`, windowMs: rule.ceiling.windowMs },
    ];
  };
  const refusal = ([account, fromHere, everywhere]: Hit[]) => {
    if (everywhere.count > rule.ceiling.limit) return everywhere.resetInMs;
    // This request is already counted: more than one hit means this address failed here before (or is failing now).
    if (account.count > rule.limit && fromHere.count > 1) return Math.min(account.resetInMs, fromHere.resetInMs);
    return undefined;
  };
  return counted(counters, refusal, rule.counts);
}

export const ipKey = (c: Context<AppEnv>) => `ip:${rateLimitNetwork(clientIp(c))}`;

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
