import { describe, expect, it } from "vitest";
import { defaultSeed, shufflePage } from "./sorting.ts";

describe("shufflePage", () => {
  it("visits every key exactly once over all pages, for any size and seed", () => {
    for (const n of [1, 2, 7, 20, 300, 1000, 4096]) {
      for (const seed of [0, 1, 20_261_121, 2_147_483_647]) {
        const seen: number[] = [];
        for (let from = 0; from < n; from += 20) seen.push(...shufflePage(seed, n, from, 20));
        expect(seen.length).toBe(n);
        expect(new Set(seen).size).toBe(n);
        expect(Math.min(...seen)).toBe(0);
        expect(Math.max(...seen)).toBe(n - 1);
      }
    }
  });

  it("is stable per seed and differs between seeds", () => {
    expect(shufflePage(5, 1000, 40, 20)).toEqual(shufflePage(5, 1000, 40, 20));
    expect(shufflePage(5, 1000, 0, 20)).not.toEqual(shufflePage(6, 1000, 0, 20));
  });

  it("answers nothing past the end", () => {
    expect(shufflePage(1, 10, 10, 20)).toEqual([]);
    expect(shufflePage(1, 0, 0, 20)).toEqual([]);
  });
});

describe("defaultSeed", () => {
  it("is the Zurich calendar date as yyyymmdd", () => {
    // 23:30 UTC on 31 Dec is already 1 Jan in Zurich.
    expect(defaultSeed(new Date("2025-12-31T23:30:00Z"))).toBe(20_260_101);
    expect(defaultSeed(new Date("2026-06-15T10:00:00Z"))).toBe(20_260_615);
  });
});
