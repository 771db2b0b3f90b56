import { Redis } from "ioredis";
import type { Logger } from "pino";

/**
 * Fixed-window counters behind the rate limits. In memory for a single instance; Redis when several
 * instances must share one budget (REDIS_URL), so that an attacker cannot multiply the limit by the
 * number of instances behind the load balancer.
 */
export type RateLimitStore = {
  /** Counts one hit in the key's window (opening a window of windowMs when none is open). */
  increment: (key: string, windowMs: number) => Promise<{ count: number; resetInMs: number }>;
  /** Takes one hit back (a request that turned out not to count, such as a successful login). */
  decrement: (key: string) => Promise<void>;
  close: () => Promise<void>;
  kind: "memory" | "redis";
};

export function createMemoryStore(): RateLimitStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let sweeps = 0;
  return {
    kind: "memory",
    async increment(key, windowMs) {
      const now = Date.now();
      // Expired windows are dropped every few hundred hits, so the map cannot grow without bound.
      if (++sweeps % 500 === 0) for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
      let window = windows.get(key);
      if (!window || window.resetAt <= now) {
        window = { count: 0, resetAt: now + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return { count: window.count, resetInMs: window.resetAt - now };
    },
    async decrement(key) {
      const window = windows.get(key);
      if (window && window.count > 0) window.count -= 1;
    },
    async close() {
      windows.clear();
    },
  };
}

// SET NX opens the window with its expiry, INCR counts, PTTL says when it closes: one atomic round trip.
const INCREMENT = `
redis.call('SET', KEYS[1], 0, 'PX', ARGV[1], 'NX')
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
return { count, ttl }`;
// Only an open window is decremented: DECR on a missing key would create one without expiry.
const DECREMENT = `
if redis.call('EXISTS', KEYS[1]) == 1 and tonumber(redis.call('GET', KEYS[1])) > 0 then
  redis.call('DECR', KEYS[1])
end
return 0`;

/**
 * Redis store. When Redis cannot be reached the limiter lets requests through and logs: the limits are a
 * second line of defence behind the password check, and an outage of Redis must not lock every customer out.
 */
export function createRedisStore(url: string, options: { prefix?: string; logger?: Logger } = {}): RateLimitStore {
  const prefix = options.prefix ?? "ratelimit:";
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 1, commandTimeout: 1000, enableOfflineQueue: true });
  redis.on("error", (error) => options.logger?.warn({ err: error }, "rate-limit store: redis error"));
  return {
    kind: "redis",
    async increment(key, windowMs) {
      try {
        const [count, ttl] = (await redis.eval(INCREMENT, 1, prefix + key, String(windowMs))) as [number, number];
        return { count, resetInMs: ttl > 0 ? ttl : windowMs };
      } catch (error) {
        options.logger?.error({ err: error }, "rate-limit store unavailable: request allowed");
        return { count: 0, resetInMs: windowMs };
      }
    },
    async decrement(key) {
      try {
        await redis.eval(DECREMENT, 1, prefix + key);
      } catch (error) {
        options.logger?.error({ err: error }, "rate-limit store unavailable");
      }
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

export function createRateLimitStore(redisUrl: string | undefined, logger: Logger): RateLimitStore {
  return redisUrl ? createRedisStore(redisUrl, { logger }) : createMemoryStore();
}
