import { describe, expect, it } from "vitest";
import { createSemaphore } from "./semaphore.ts";

const deferred = () => {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};
const tick = () => new Promise((resolve) => setImmediate(resolve));

describe("createSemaphore", () => {
  it("runs at most `limit` calls at once and starts the others in the order they came", async () => {
    const s = createSemaphore(2);
    const gates = Array.from({ length: 5 }, deferred);
    const started: number[] = [];
    const runs = gates.map((g, i) =>
      s.run(async () => {
        started.push(i);
        await g.promise;
        return i;
      }),
    );
    await tick();
    expect(started).toEqual([0, 1]);
    expect([s.active, s.waiting]).toEqual([2, 3]);
    gates[1]!.resolve();
    await tick();
    expect(started).toEqual([0, 1, 2]);
    gates[0]!.resolve();
    gates[2]!.resolve();
    await tick();
    expect(started).toEqual([0, 1, 2, 3, 4]);
    gates[3]!.resolve();
    gates[4]!.resolve();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3, 4]);
    expect([s.active, s.waiting]).toEqual([0, 0]);
  });

  it("a failing call frees its place and its error reaches the caller", async () => {
    const s = createSemaphore(1);
    const gate = deferred();
    const failing = s.run(() => gate.promise);
    const next = s.run(async () => "next");
    await tick();
    expect(s.waiting).toBe(1);
    gate.reject(new Error("boom"));
    await expect(failing).rejects.toThrow("boom");
    await expect(next).resolves.toBe("next");
    expect([s.active, s.waiting]).toEqual([0, 0]);
  });

  it("a newcomer does not overtake a waiting call when a place is freed", async () => {
    const s = createSemaphore(1);
    const gate = deferred();
    const order: string[] = [];
    const first = s.run(() => gate.promise);
    const waiting = s.run(async () => void order.push("waiting"));
    await tick();
    gate.resolve();
    const newcomer = s.run(async () => void order.push("newcomer"));
    await Promise.all([first, waiting, newcomer]);
    expect(order).toEqual(["waiting", "newcomer"]);
  });

  it("refuses a limit below 1", () => {
    expect(() => createSemaphore(0)).toThrow(RangeError);
    expect(() => createSemaphore(1.5)).toThrow(RangeError);
  });
});
