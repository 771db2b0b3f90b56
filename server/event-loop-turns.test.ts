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
    // Counted in the loop's own steps between two runs of a timer, not in milliseconds: on a loaded machine the
    // operating system may take the thread away for 40 ms and more between two steps (the full suite's unit step,
    // beside typecheck and lint on two cores, once saw a 45 ms gap), which only makes the steps between two turns
    // fewer.
    let steps = 0;
    let stepsAtTick = 0;
    const between: number[] = [];
    const tick = setInterval(() => {
      between.push(steps - stepsAtTick);
      stepsAtTick = steps;
    }, 1);
    for (let i = 0; i < 60; i++) {
      busy(1);
      steps++;
      await turn();
    }
    clearInterval(tick);
    between.push(steps - stepsAtTick);
    // A turn after at most about 5 steps of 1 ms; without the turns the timer would wait for all 60.
    expect(between.length).toBeGreaterThanOrEqual(6);
    expect(Math.max(...between)).toBeLessThanOrEqual(8);
  });
});
