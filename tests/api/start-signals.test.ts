import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";

/**
 * `npm start` as systemd or `docker stop` see it: the signal goes to the pid they started (npm), and the
 * server must still shut down gracefully. Runs on an existing build (BUILD_DIR, default build/); without one
 * it builds once into .test-output/ (inside the project: the build resolves react-router from node_modules).
 */
let buildDir = path.resolve(process.env.BUILD_DIR ?? "build");

beforeAll(() => {
  if (existsSync(path.join(buildDir, "server/index.js"))) return;
  buildDir = path.resolve(".test-output/start-build");
  if (existsSync(path.join(buildDir, "server/index.js"))) return;
  const build = spawnSync("npx", ["--no-install", "react-router", "build"], { env: { ...process.env, BUILD_DIR: buildDir }, encoding: "utf8" });
  if (build.status !== 0) throw new Error(`react-router build failed:\n${build.stdout}\n${build.stderr}`);
}, 120_000);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on("error", reject);
  });
}

/** Whether any process of the group (npm, node, esbuild...) is still alive. */
function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

async function until(condition: () => boolean | Promise<boolean>, timeoutMs: number, what: () => string) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what()}`);
    await new Promise((r) => setTimeout(r, 100));
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
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "shop-start-")),
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
        60_000,
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
  }, 90_000);
});
