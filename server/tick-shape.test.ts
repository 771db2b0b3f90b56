import { execFileSync } from "node:child_process";
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const modulePath = fileURLToPath(new URL("./tick-shape.ts", import.meta.url));

/**
 * The states of the property-definition sites in process.nextTick's entry literal, read from V8 in a child
 * process after bursts of ticks with full GCs between them (as a server's start does).
 */
function nextTickSiteStates(keep: boolean): string[] {
  const script = `
    import { writeSync } from "node:fs";
    import { keepTickShape } from ${JSON.stringify(modulePath)};
    if (${keep}) writeSync(1, "kept " + keepTickShape() + "\\n");
    const noop = () => {};
    const burst = () => new Promise((resolve) => { for (let i = 0; i < 1000; i++) process.nextTick(noop, i); process.nextTick(resolve); });
    for (let round = 0; round < 30; round++) {
      await burst();
      await new Promise((resolve) => setImmediate(resolve));
      globalThis.gc();
    }
    %DebugPrint(process.nextTick);
  `;
  // V8 prints with C stdio, which loses output on a pipe node made non-blocking; a file takes all of it.
  const dir = mkdtempSync(path.join(tmpdir(), "tick-shape-"));
  const file = path.join(dir, "out.txt");
  const fd = openSync(file, "w");
  try {
    execFileSync(process.execPath, ["--import", "tsx", "--allow-natives-syntax", "--expose-gc", "--input-type=module", "-e", script], {
      stdio: ["ignore", fd, "inherit"],
    });
  } finally {
    closeSync(fd);
  }
  const out = readFileSync(file, "utf8");
  rmSync(dir, { recursive: true, force: true });
  if (keep) expect(out).toContain("kept true");
  return [...out.matchAll(/slot #\d+ DefineKeyedOwnPropertyInLiteral (\w+)/g)].map((m) => m[1]!);
}

// Node 20 turned megamorphic after a few full GCs; Node 24 and 26 take more (V8 keeps unused classes alive for a
// few GCs), hence 30 rounds. Node 20 shows four definition sites, 24 and 26 five.
describe("keepTickShape", () => {
  it("without it, full GCs turn nextTick's literal megamorphic (the cost it removes)", () => {
    expect(nextTickSiteStates(false)).toContain("MEGAMORPHIC");
  });

  it("keeps every property definition of nextTick's literal monomorphic across full GCs", () => {
    const states = nextTickSiteStates(true);
    expect(states.length).toBeGreaterThanOrEqual(4);
    expect(new Set(states)).toEqual(new Set(["MONOMORPHIC"]));
  });
});
