import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureBuild, newDataDir, startServer, type ServerProcess } from "#tests/helpers/server-process.ts";

/**
 * Issue 37, point 14: with a log reader that stopped reading (`npm start | something`), the shop kept every log line
 * in memory and, on SIGTERM, flushed them synchronously at exit, waiting for the reader for ever (seen: still
 * running 70 minutes after SIGTERM). Here nobody reads the server's stdout at all.
 */
const DEADLINE_MS = 4_000;
const METRICS_TOKEN = "log-backpressure-metrics-token-0123456789";

let server: ServerProcess;
beforeAll(async () => {
  server = await startServer({ DATA_DIR: newDataDir("shop-log-backpressure-"), SHUTDOWN_TIMEOUT_MS: String(DEADLINE_MS), METRICS_TOKEN }, { buildDir: ensureBuild(), unreadStdout: true });
}, 180_000);
afterAll(() => {
  if (server && server.child.exitCode === null && server.child.signalCode === null) server.child.kill("SIGKILL");
});

const dropped = async () => {
  const text = await (await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  const line = /^shop_log_lines_dropped_total (\d+)$/m.exec(text);
  if (!line) throw new Error(`no shop_log_lines_dropped_total in /metrics:\n${text.slice(0, 500)}`);
  return Number(line[1]);
};

describe("a log reader that stops reading", () => {
  it("costs dropped lines (counted in /metrics), never memory without bound or the shutdown deadline", async () => {
    expect(await dropped()).toBe(0);
    // Each request writes one log line of about 4 kB (its path): 2,000 of them are 8 MB, far past the pipe's
    // 64 kB and the log's 1 MB buffer.
    const path = `/api/no-such-route/${"ab/".repeat(1300)}`;
    for (let round = 0; round < 250; round++) {
      const statuses = await Promise.all(Array.from({ length: 8 }, () => fetch(`${server.url}${path}`).then((r) => r.status)));
      expect(statuses).toEqual(Array<number>(8).fill(404));
    }
    const count = await dropped();
    // 2,000 lines of 4 kB: at most about (64 kB + 1 MB) / 4 kB, some 300, found room; the rest were dropped.
    expect(count).toBeGreaterThan(1_500);
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);

    const signalled = Date.now();
    server.child.kill("SIGTERM");
    const code = await Promise.race([server.exited, new Promise<"still running">((r) => setTimeout(() => r("still running"), DEADLINE_MS + 3_000))]);
    const tookMs = Date.now() - signalled;
    expect(code, server.output()).toBe(0);
    expect(tookMs).toBeLessThan(DEADLINE_MS);
  }, 120_000);
});
