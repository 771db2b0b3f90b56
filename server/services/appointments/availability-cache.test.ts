import { describe, expect, it } from "vitest";
import { createAvailabilityCache, type Unavailable } from "./availability-cache.ts";

function feed(start: number | null = 0) {
  let generation = start;
  const listeners: (() => void)[] = [];
  return {
    generation: () => generation,
    onChange: (fn: () => void) => void listeners.push(fn),
    bump() {
      generation = (generation ?? 0) + 1;
      for (const fn of listeners) fn();
    },
    deaf() {
      generation = null;
    },
  };
}

const day = (taken: number[]): Unavailable => ({ taken: new Set(taken), closed: new Set() });

function counter(answer: () => Unavailable) {
  const reads = { count: 0 };
  const read = async () => {
    reads.count++;
    return answer();
  };
  return { reads, read };
}

describe("createAvailabilityCache", () => {
  it("reads a day once and keeps it until a change is announced", async () => {
    const f = feed();
    const cache = createAvailabilityCache(f);
    let taken = [1];
    const { reads, read } = counter(() => day(taken));
    expect((await cache.get("2026-11-25", read)).taken).toEqual(new Set([1]));
    expect((await cache.get("2026-11-25", read)).taken).toEqual(new Set([1]));
    expect(reads.count).toBe(1);
    taken = [1, 2];
    f.bump();
    expect((await cache.get("2026-11-25", read)).taken).toEqual(new Set([1, 2]));
    expect(reads.count).toBe(2);
    await cache.get("2026-11-26", read);
    expect(reads.count).toBe(3);
  });

  it("keeps nothing while changes cannot be heard", async () => {
    const f = feed(null);
    const cache = createAvailabilityCache(f);
    const { reads, read } = counter(() => day([]));
    await cache.get("2026-11-25", read);
    await cache.get("2026-11-25", read);
    expect(reads.count).toBe(2);
  });

  it("does not keep a read during which a change was announced, but answers it", async () => {
    const f = feed();
    const cache = createAvailabilityCache(f);
    let calls = 0;
    const read = async () => {
      calls++;
      if (calls === 1) f.bump();
      return day([calls]);
    };
    expect((await cache.get("2026-11-25", read)).taken).toEqual(new Set([1]));
    expect((await cache.get("2026-11-25", read)).taken).toEqual(new Set([2]));
    expect((await cache.get("2026-11-25", read)).taken).toEqual(new Set([2]));
    expect(calls).toBe(2);
  });

  it("shares one read among concurrent asks for the same day, and not across a change", async () => {
    const f = feed();
    const cache = createAvailabilityCache(f);
    const { reads, read } = counter(() => day([]));
    await Promise.all([cache.get("2026-11-25", read), cache.get("2026-11-25", read), cache.get("2026-11-25", read)]);
    expect(reads.count).toBe(1);
    f.bump();
    const first = cache.get("2026-11-25", read);
    f.bump();
    await Promise.all([first, cache.get("2026-11-25", read)]);
    expect(reads.count).toBe(3);
  });

  it("keeps at most maxDays days, dropping the oldest", async () => {
    const cache = createAvailabilityCache(feed(), { maxDays: 2 });
    const { reads, read } = counter(() => day([]));
    for (const d of ["a", "b", "c"]) await cache.get(d, read);
    await cache.get("c", read);
    await cache.get("b", read);
    expect(reads.count).toBe(3);
    await cache.get("a", read);
    expect(reads.count).toBe(4);
  });
});
