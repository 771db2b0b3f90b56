/** Small, fast, deterministic randomness: the same seed gives the same catalogue on every machine. */

/** 32-bit integer hash (a murmur3 finaliser) that mixes several inputs. */
export function hash32(...parts: number[]): number {
  let h = 0x9e3779b9;
  for (const part of parts) {
    h = Math.imul(h ^ (part | 0), 0x85ebca6b);
    h ^= h >>> 13;
    h = Math.imul(h, 0xc2b2ae35);
    h ^= h >>> 16;
  }
  return h >>> 0;
}

export type Rng = {
  /** Uniform in [0, 1). */
  next: () => number;
  int: (min: number, maxInclusive: number) => number;
  chance: (p: number) => boolean;
  pick: <T>(items: readonly T[]) => T;
  weighted: <T>(items: readonly T[], weight: (item: T) => number) => T;
  /** k distinct items in their original order. */
  sample: <T>(items: readonly T[], k: number) => T[];
};

/** mulberry32: a tiny generator with good statistical quality for this purpose. */
export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick: (items) => items[Math.floor(next() * items.length)] as (typeof items)[number],
    weighted: (items, weight) => {
      let total = 0;
      for (const item of items) total += weight(item);
      let r = next() * total;
      for (const item of items) {
        r -= weight(item);
        if (r < 0) return item;
      }
      return items[items.length - 1] as (typeof items)[number];
    },
    sample: (items, k) => {
      const chosen = new Set<number>();
      const n = Math.min(k, items.length);
      while (chosen.size < n) chosen.add(int(0, items.length - 1));
      return [...chosen].sort((a, b) => a - b).map((i) => items[i] as (typeof items)[number]);
    },
  };
}

/** A 24-hex-digit id (the shape of the API's `_id`s), deterministic in its inputs. */
export function hexId(...parts: number[]): string {
  return [hash32(...parts, 1), hash32(...parts, 2), hash32(...parts, 3)].map((n) => n.toString(16).padStart(8, "0")).join("");
}
