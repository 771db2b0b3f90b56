import { createServer, type AddressInfo } from "node:net";
import { describe, expect, it, vi } from "vitest";
import { createMemoryStore, createRedisStore } from "./rate-limit-store.ts";

describe("memory rate-limit store", () => {
  it("counts within a window, gives hits back, and starts over when the window closes", async () => {
    vi.useFakeTimers();
    try {
      const store = createMemoryStore();
      expect(await store.increment("k", 1000)).toEqual({ count: 1, resetInMs: 1000 });
      vi.advanceTimersByTime(400);
      expect(await store.increment("k", 1000)).toEqual({ count: 2, resetInMs: 600 });
      await store.decrement("k");
      expect((await store.increment("k", 1000)).count).toBe(2);
      vi.advanceTimersByTime(600);
      expect(await store.increment("k", 1000)).toEqual({ count: 1, resetInMs: 1000 });
      await store.decrement("missing");
      expect((await store.increment("missing", 1000)).count).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("redis rate-limit store", () => {
  it("lets requests through (count 0) when Redis cannot be reached, instead of failing them", async () => {
    // A port that refuses connections: listen, note the port, close.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise<void>((resolve) => probe.close(() => resolve()));

    const store = createRedisStore(`redis://127.0.0.1:${port}`);
    try {
      const started = Date.now();
      expect(await store.increment("k", 1000)).toEqual({ count: 0, resetInMs: 1000 });
      expect(Date.now() - started).toBeLessThan(5000);
      await expect(store.decrement("k")).resolves.toBeUndefined();
    } finally {
      await store.close();
    }
  });
});
