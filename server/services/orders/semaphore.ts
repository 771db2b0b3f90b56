/**
 * At most `limit` calls of `run` at once; the others wait their turn, first come first served. A failing call
 * frees its place as a finished one does.
 */
export function createSemaphore(limit: number) {
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError(`semaphore limit must be a positive integer, not ${limit}`);
  let active = 0;
  const waiting: (() => void)[] = [];

  const release = () => {
    const next = waiting.shift();
    // The place goes straight to the next in line (active stays), so no newcomer can overtake it.
    if (next) next();
    else active--;
  };

  return {
    async run<T>(fn: () => Promise<T>): Promise<T> {
      if (active < limit) active++;
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await fn();
      } finally {
        release();
      }
    },
    /** Calls running now and calls waiting (for tests and metrics). */
    get active() {
      return active;
    },
    get waiting() {
      return waiting.length;
    },
  };
}

export type Semaphore = ReturnType<typeof createSemaphore>;
