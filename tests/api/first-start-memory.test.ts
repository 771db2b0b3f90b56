import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { startFlags } from "../../scripts/bench-shop.ts";
import { bundleServer, SERVER_BUNDLE } from "../../scripts/bundle-server.ts";
import { initPgliteApart } from "#server/db/pglite-initdb.ts";
import { ensureBuild, newDataDir, until } from "#tests/helpers/server-process.ts";
import { freePort } from "#tests/helpers/test-ports.ts";
import { testDatabaseKind } from "#tests/helpers/test-database.ts";

/**
 * Issue 37, point 12: the README tells operators to give the shop 1 GB; the first start on an empty data folder
 * (initdb, migrations, 3,000 products seeded) peaked at 1,066 to 1,134 MB. Run as `npm start` runs it: the
 * bundled server, plain node, the heap capped. Measured by Linux itself: the server's VmHWM (its exact peak
 * RSS), and its process tree's RSS (with the child that creates the database) sampled every 20 ms.
 */
const LIMIT_MB = 1000;
const hasProc = existsSync("/proc/self/status");

const statusMb = (pid: number, field: "VmRSS" | "VmHWM"): number => {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return match ? Number(match[1]) / 1024 : 0;
  } catch {
    return 0; // gone meanwhile
  }
};
const childrenOf = (pid: number): number[] => {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").split(" ").filter(Boolean).map(Number);
  } catch {
    return [];
  }
};
const treeMb = (pid: number): number => statusMb(pid, "VmRSS") + childrenOf(pid).reduce((sum, child) => sum + treeMb(child), 0);

let buildDir = "";
beforeAll(async () => {
  buildDir = ensureBuild();
  await bundleServer(buildDir);
}, 300_000);

describe.skipIf(!hasProc || testDatabaseKind() === "postgres")("the first start on an empty data folder", () => {
  it(`stays under ${LIMIT_MB} MB resident, the server and its children together`, async () => {
    const port = await freePort();
    const env: NodeJS.ProcessEnv = { ...process.env };
    for (const key of ["DATABASE_URL", "REDIS_URL", "SMTP_URL", "JWT_SECRET", "PUBLIC_URL", "TEST_DB", "TEST_DATABASE_URL"]) delete env[key];
    Object.assign(env, {
      NODE_ENV: "production",
      // npm start's node flags (package.json), the heap caps among them.
      NODE_OPTIONS: startFlags().join(" "),
      BUILD_DIR: buildDir,
      DATA_DIR: newDataDir("shop-first-start-"),
      SEED_PRODUCTS: "3000",
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "info",
    });
    const server = spawn(process.execPath, [path.join(buildDir, SERVER_BUNDLE)], { env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    server.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    server.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => server.on("exit", (code) => resolve(code)));
    let treePeak = 0;
    const sampler = setInterval(() => (treePeak = Math.max(treePeak, treeMb(server.pid!))), 20);
    try {
      await until(
        async () => {
          if (server.exitCode !== null) throw new Error(`the server exited before answering:\n${output}`);
          return (await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null))?.status === 200;
        },
        // Seconds alone; on two busy cores beside other test files, a minute and more.
        400_000,
        () => `/api/health (output so far:\n${output.slice(-2000)})`,
      );
      expect(output).toContain('"msg":"catalogue seeded"');
      const serverPeak = statusMb(server.pid!, "VmHWM");
      console.log(`first start: server peak ${Math.round(serverPeak)} MB (VmHWM), process tree ${Math.round(treePeak)} MB (sampled)`);
      expect(serverPeak).toBeGreaterThan(100);
      expect(serverPeak).toBeLessThan(LIMIT_MB);
      expect(treePeak).toBeLessThan(LIMIT_MB);
    } finally {
      clearInterval(sampler);
      server.kill("SIGTERM");
      await exited;
    }
  }, 600_000);
});

describe("the database of a fresh data folder, created apart", () => {
  it("replaces what a start cut off during initdb left, and leaves a folder that holds anything alone", async () => {
    const dataDir = newDataDir("shop-initdb-");
    const dir = path.join(dataDir, "pglite");
    mkdirSync(dir);
    mkdirSync(`${dir}.initdb`);
    writeFileSync(path.join(`${dir}.initdb`, "PG_VERSION"), "half made");
    await initPgliteApart(dir);
    expect(readFileSync(path.join(dir, "PG_VERSION"), "utf8").trim()).toMatch(/^\d+$/);
    expect(readdirSync(dataDir)).toEqual(["pglite"]);

    const other = path.join(newDataDir("shop-initdb-"), "pglite");
    mkdirSync(other);
    writeFileSync(path.join(other, "something"), "x");
    await initPgliteApart(other);
    expect(readdirSync(other)).toEqual(["something"]);
  }, 120_000);
});
