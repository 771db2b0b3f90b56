import { spawn } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CLAIMS, claim, freePort } from "#tests/helpers/test-ports.ts";

// The ports of the servers tests start as processes (tests/helpers/test-ports.ts): handed out by the kernel for port 0,
// one was given to two test processes at once, and a test drove the other test's shop.

/** A port of the range far from where freePort usually starts, with no claim on it. */
function unclaimedPort(offset: number) {
  const port = 31_000 + offset;
  rmSync(path.join(CLAIMS, String(port)), { force: true });
  return port;
}

describe("test ports", () => {
  it("hands out each port once across processes asking at the same time", async () => {
    // Each asker stays alive until all have answered: a claim holds only while its process runs.
    const script = `import("./tests/helpers/test-ports.ts").then(async ({ freePort }) => { const ports = []; for (let i = 0; i < 15; i++) ports.push(await freePort()); console.log(JSON.stringify(ports)); process.stdin.resume(); process.stdin.on("end", () => process.exit(0)); });`;
    const askers = Array.from({ length: 4 }, () => spawn(process.execPath, ["--import", "tsx", "-e", script], { stdio: ["pipe", "pipe", "inherit"] }));
    try {
      const answers = await Promise.all(
        askers.map(
          (asker) =>
            new Promise<number[]>((resolve, reject) => {
              let out = "";
              asker.stdout.on("data", (chunk: Buffer) => {
                out += chunk.toString();
                if (out.includes("\n")) resolve(JSON.parse(out) as number[]);
              });
              asker.once("exit", (code) => reject(new Error(`an asker ended (${code}) before answering: ${out}`)));
            }),
        ),
      );
      const ports = [...answers.flat(), await freePort(), await freePort()];
      expect(new Set(ports).size).toBe(ports.length);
      // Below the kernel's own (32768 and up), which it hands out for port 0.
      expect(Math.min(...ports)).toBeGreaterThanOrEqual(20_000);
      expect(Math.max(...ports)).toBeLessThan(32_000);
    } finally {
      for (const asker of askers) asker.stdin.end();
    }
  }, 60_000);

  it("leaves a port claimed by a running process alone, and takes over one whose process has ended", async () => {
    mkdirSync(CLAIMS, { recursive: true });
    const running = spawn(process.execPath, ["-e", "setTimeout(() => {}, 30000)"]);
    try {
      const held = unclaimedPort(1);
      writeFileSync(path.join(CLAIMS, String(held)), String(running.pid));
      expect(claim(held)).toBe(false);
    } finally {
      running.kill();
    }
    const ended = spawn(process.execPath, ["-e", ""]);
    await new Promise((resolve) => ended.once("exit", resolve));
    const stale = unclaimedPort(2);
    writeFileSync(path.join(CLAIMS, String(stale)), String(ended.pid));
    expect(claim(stale)).toBe(true);
    // Now this process's own: not handed out again.
    expect(claim(stale)).toBe(false);
  });
});
