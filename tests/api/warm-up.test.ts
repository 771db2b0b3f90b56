import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { warmUp } from "#server/http/warm-up.ts";
import { seedIfEmpty } from "#server/seed-on-start.ts";
import { createTestApp, type TestApp } from "#tests/helpers/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SEED_PRODUCTS: "40" });
  await seedIfEmpty(t.deps);
});
afterAll(async () => {
  await t.close();
});

/** A logger whose lines land in an array. */
function capturingLogger() {
  const lines: { level: number; msg: string; path?: string; status?: number }[] = [];
  const logger = pino({ level: "info" }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  return { logger, lines };
}

describe("warm-up before listening", () => {
  it("reads the bestsellers and runs the search path, all answering 200", async () => {
    const { logger, lines } = capturingLogger();
    await warmUp(t.app, logger);
    expect(lines.filter((l) => l.msg === "warm-up read failed")).toEqual([]);
    expect(lines.map((l) => l.msg)).toContain("warmed up");
  });

  it("never fails the start: a failing read is logged and the warm-up still resolves", async () => {
    const { logger, lines } = capturingLogger();
    await t.deps.database.close();
    await expect(warmUp(t.app, logger)).resolves.toBeUndefined();
    const failed = lines.filter((l) => l.msg === "warm-up read failed");
    expect(failed.length).toBe(3);
    expect(failed.every((l) => l.status === 500 || l.status === 503)).toBe(true);
  });
});
