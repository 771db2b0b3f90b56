import { describe, expect, it } from "vitest";
import { eventLoopTurns } from "./event-loop-turns.ts";

const busy = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until);
};

describe("eventLoopTurns", () => {
  it("lets a timer in once the loop has held the thread for its budget, and costs nothing before", async () => {
    const turn = eventLoopTurns(5);
    expect(turn()).toBeUndefined();
    let timerRan = false;
    setImmediate(() => (timerRan = true));
    busy(6);
    const pending = turn();
    expect(pending).toBeInstanceOf(Promise);
    await pending;
    expect(timerRan).toBe(true);
    // The budget starts again after the turn.
    expect(turn()).toBeUndefined();
  });

  it("keeps a long loop's longest hold of the thread near the budget", async () => {
    const turn = eventLoopTurns(5);
    const gaps: number[] = [];
    let last = performance.now();
    const tick = setInterval(() => {
      gaps.push(performance.now() - last);
      last = performance.now();
    }, 1);
    for (let i = 0; i < 60; i++) {
      busy(1);
      await turn();
    }
    clearInterval(tick);
    // Without the turns the interval would wait for the whole loop (about 60 ms).
    expect(Math.max(...gaps)).toBeLessThan(40);
  });
});
