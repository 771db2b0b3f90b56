import { describe, expect, it } from "vitest";
import type { TableFeed } from "#server/db/change-feed.ts";
import { createSessionCache, type SessionRow } from "./session-cache.ts";

function fakeFeed(initial: number | null = 0) {
  let generation = initial;
  const listeners: (() => void)[] = [];
  const feed: TableFeed = { generation: () => generation, onChange: (fn) => void listeners.push(fn) };
  return {
    feed,
    bump() {
      generation = (generation ?? 0) + 1;
      for (const fn of listeners) fn();
    },
    silence: () => void (generation = null),
  };
}

const USER = "u1";
const at = (iso: string) => new Date(iso);
const row = (expiresAt = at("2026-12-01T00:00:00Z")): SessionRow => ({ userId: USER, expiresAt });
const NOW = at("2026-11-24T00:00:00Z");

/** A load that counts its calls and answers what it is given (null: no such session). */
function loader(answer: SessionRow | null = row()) {
  const load = async () => {
    load.calls++;
    return answer ?? undefined;
  };
  load.calls = 0;
  return load;
}

describe("session cache", () => {
  it("reads a session once and answers it from memory until a change is heard", async () => {
    const f = fakeFeed();
    const cache = createSessionCache(f.feed);
    const load = loader();
    expect(await cache.isLive("s1", USER, NOW, load)).toBe(true);
    expect(await cache.isLive("s1", USER, NOW, load)).toBe(true);
    expect(load.calls).toBe(1);
    f.bump();
    expect(cache.size()).toBe(0);
    expect(await cache.isLive("s1", USER, NOW, loader(null))).toBe(false);
  });

  it("never keeps a session that was not found", async () => {
    const cache = createSessionCache(fakeFeed().feed);
    const load = loader(null);
    expect(await cache.isLive("s1", USER, NOW, load)).toBe(false);
    expect(await cache.isLive("s1", USER, NOW, load)).toBe(false);
    expect(load.calls).toBe(2);
    expect(cache.size()).toBe(0);
  });

  it("does not keep a row whose read overlapped a revocation (generation moved while it ran)", async () => {
    const f = fakeFeed();
    const cache = createSessionCache(f.feed);
    let release!: () => void;
    const slow = async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return row();
    };
    const pending = cache.isLive("s1", USER, NOW, slow);
    // The logout commits while the read is under way: its answer (the row as it was) serves this request only.
    f.bump();
    release();
    expect(await pending).toBe(true);
    expect(cache.size()).toBe(0);
    const after = loader(null);
    expect(await cache.isLive("s1", USER, NOW, after)).toBe(false);
    expect(after.calls).toBe(1);
  });

  it("checks expiry against the given instant on every use", async () => {
    const cache = createSessionCache(fakeFeed().feed);
    const expiresAt = at("2026-11-24T00:00:10Z");
    expect(await cache.isLive("s1", USER, NOW, loader(row(expiresAt)))).toBe(true);
    const load = loader(null);
    expect(await cache.isLive("s1", USER, at("2026-11-24T00:00:09Z"), load)).toBe(true);
    expect(load.calls).toBe(0);
    expect(await cache.isLive("s1", USER, expiresAt, load)).toBe(false);
    expect(load.calls).toBe(1);
  });

  it("answers a kept session only for its own user", async () => {
    const cache = createSessionCache(fakeFeed().feed);
    await cache.isLive("s1", USER, NOW, loader());
    const load = loader(null);
    expect(await cache.isLive("s1", "someone-else", NOW, load)).toBe(false);
    expect(load.calls).toBe(1);
  });

  it("keeps and serves nothing while the generation is null (PostgreSQL, closed database)", async () => {
    const f = fakeFeed(null);
    const cache = createSessionCache(f.feed);
    const load = loader();
    await cache.isLive("s1", USER, NOW, load);
    await cache.isLive("s1", USER, NOW, load);
    expect(load.calls).toBe(2);
    expect(cache.size()).toBe(0);

    const g = fakeFeed();
    const closing = createSessionCache(g.feed);
    const kept = loader();
    await closing.isLive("s1", USER, NOW, kept);
    g.silence();
    await closing.isLive("s1", USER, NOW, kept);
    expect(kept.calls).toBe(2);
  });

  it("holds at most maxEntries, dropping the oldest first", async () => {
    const cache = createSessionCache(fakeFeed().feed, { maxEntries: 2 });
    for (const id of ["s1", "s2", "s3"]) await cache.isLive(id, USER, NOW, loader());
    expect(cache.size()).toBe(2);
    const load = loader();
    await cache.isLive("s3", USER, NOW, load);
    await cache.isLive("s2", USER, NOW, load);
    expect(load.calls).toBe(0);
    await cache.isLive("s1", USER, NOW, load);
    expect(load.calls).toBe(1);
  });
});
