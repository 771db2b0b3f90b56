import { spawn } from "node:child_process";
import { beforeAll, describe, expect, it } from "vitest";
import { ensureBuild, newDataDir, until } from "#tests/helpers/server-process.ts";
import { freePort } from "#tests/helpers/test-ports.ts";

/**
 * `npm start` as systemd or `docker stop` see it: the signal goes to the pid they started (npm), and the
 * server must still shut down gracefully. Runs on an existing build (see ensureBuild).
 */
let buildDir = "";
beforeAll(() => {
  buildDir = ensureBuild();
}, 120_000);

/** Whether any process of the group (npm, node, esbuild...) is still alive. */
function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

describe("npm start and stop signals", () => {
  it.each(["SIGTERM", "SIGINT"] as const)("%s to the npm start pid shuts the server down and closes its database", async (signal) => {
    const port = await freePort();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: "production",
      BUILD_DIR: buildDir,
      SKIP_BUILD: "1",
      DATA_DIR: newDataDir("shop-start-"),
      SEED_PRODUCTS: "50",
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "info",
    };
    for (const key of ["DATABASE_URL", "REDIS_URL", "SMTP_URL", "JWT_SECRET", "PUBLIC_URL"]) delete env[key];

    // Its own process group, so that the whole tree can be checked (and cleaned up should the test fail).
    const child = spawn("npm", ["start", "--silent"], { env, detached: true, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
    const pid = child.pid!;
    try {
      await until(
        async () => {
          if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode} before answering:\n${output}`);
          return (await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null))?.status === 200;
        },
        // A fresh PGlite compiles its WebAssembly and seeds at start: seconds alone, once over 90 s here while the
        // multi-instance test's two instances and nginx started beside it on two cores.
        180_000,
        () => `/api/health (output so far:\n${output})`,
      );

      process.kill(pid, signal);
      const code = await exited;
      await until(() => !groupAlive(pid), 10_000, () => "every process of npm start to exit");

      expect(output).toContain(`"signal":"${signal}"`);
      expect(output).toContain("database closed, bye");
      expect(code).toBe(0);
      await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
    } finally {
      if (groupAlive(pid)) process.kill(-pid, "SIGKILL");
    }
  }, 240_000);
});
