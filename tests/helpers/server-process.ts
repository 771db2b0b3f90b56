import { execFile, spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { bundleServer, SERVER_BUNDLE, type OperatorCommand } from "../../scripts/bundle-server.ts";
import { freePort } from "./test-ports.ts";

/**
 * The real server as a process of its own (server/main.ts), for the tests a crash, a signal or a hanging
 * dependency must reach: killing it, restarting it on the same data.
 */

/**
 * A production build to serve pages from: BUILD_DIR or build/ when there is one, else built once into
 * .test-output/start-build (inside the project: the build resolves react-router from node_modules).
 */
export function ensureBuild(): string {
  const existing = path.resolve(process.env.BUILD_DIR ?? "build");
  if (existsSync(path.join(existing, "server/index.js"))) return existing;
  const buildDir = path.resolve(".test-output/start-build");
  if (existsSync(path.join(buildDir, "server/index.js"))) return buildDir;
  // Test files run in parallel workers, and several may get here at once on a fresh clone. React Router's build
  // empties its folder first, so a shared folder let one worker import from a build another was just wiping.
  // Each builds into a folder of its own and renames it into place (atomic); a later one keeps the first.
  const mine = path.resolve(`.test-output/start-build-${process.pid}`);
  rmSync(mine, { recursive: true, force: true });
  const build = spawnSync("npx", ["--no-install", "react-router", "build"], { env: { ...process.env, BUILD_DIR: mine }, encoding: "utf8" });
  if (build.status !== 0) throw new Error(`react-router build failed:\n${build.stdout}\n${build.stderr}`);
  try {
    renameSync(mine, buildDir);
  } catch (error) {
    if (!existsSync(path.join(buildDir, "server/index.js"))) throw error;
    rmSync(mine, { recursive: true, force: true });
  }
  return buildDir;
}

/** Polls the condition every 100 ms until it holds; throws, naming what it waited for, after timeoutMs. */
export async function until(condition: () => boolean | Promise<boolean>, timeoutMs: number, what: () => string) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export const newDataDir = (prefix: string) => mkdtempSync(path.join(tmpdir(), prefix));

export type ServerProcess = {
  url: string;
  child: ChildProcess;
  /** Everything it printed so far (JSON log lines). */
  output: () => string;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
};

/**
 * Starts the server as `npm start` does, in production mode: its bundle in the build folder, bundled first when
 * older than its sources (so an edited file is what runs). Resolves once /api/health answers. The environment
 * is the test's own minus the server's settings, plus `env`. With unreadStdout nobody reads its log (output()
 * then holds stderr only).
 */
export async function startServer(
  env: Record<string, string>,
  { buildDir, timeoutMs = 90_000, unreadStdout = false }: { buildDir: string; timeoutMs?: number; unreadStdout?: boolean },
): Promise<ServerProcess> {
  const port = await freePort();
  const full: NodeJS.ProcessEnv = { ...process.env };
  for (const key of ["DATABASE_URL", "REDIS_URL", "SMTP_URL", "JWT_SECRET", "PUBLIC_URL", "TEST_DB", "TEST_DATABASE_URL"]) delete full[key];
  Object.assign(full, { NODE_ENV: "production", BUILD_DIR: buildDir, SEED_PRODUCTS: "50", HOST: "127.0.0.1", LOG_LEVEL: "info", PORT: String(port) }, env);
  await bundleServer(buildDir);
  const child = spawn(process.execPath, [path.join(buildDir, SERVER_BUNDLE)], { env: full, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  // unreadStdout: a log reader that stalls (`npm start | something` that stops reading): the pipe fills and stays full.
  if (unreadStdout) child.stdout!.pause();
  else child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  try {
    await until(
      async () => {
        if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the server exited before answering:\n${output}`);
        return (await fetch(`${url}/api/health`).catch(() => null))?.status === 200;
      },
      timeoutMs,
      () => `/api/health (output so far:\n${output})`,
    );
  } catch (error) {
    child.kill("SIGKILL");
    throw error;
  }
  return { url, child, output: () => output, exited };
}

/**
 * The arguments after `node` of `npm run <name>`, read from package.json: the tests run the command line the operator
 * runs, node's flags included (scripts/operator.ts says why the short commands have one).
 */
export function operatorCommandLine(name: OperatorCommand): string[] {
  const scripts = (JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> }).scripts;
  const [program, ...args] = scripts[name]!.split(" ");
  if (program !== "node") throw new Error(`npm run ${name} no longer starts with node: ${scripts[name]}`);
  return args;
}

/**
 * Runs one of the operator's commands (scripts/<name>.ts: staff, backup, restore, import, seed) as a separate
 * process with the shop's settings, as `npm run <name>` does (scripts/operator.ts, from its bundle); resolves with
 * its exit code and output (never throws).
 */
export function runScript(name: OperatorCommand, env: Record<string, string>, args: string[], timeoutMs = 180_000): Promise<{ code: number; out: string }> {
  const full: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: "silent", ...env };
  for (const key of ["TEST_DB", "TEST_DATABASE_URL", "JWT_SECRET", "DATABASE_URL"]) if (!(key in env)) delete full[key];
  return new Promise((resolve) => {
    execFile(process.execPath, [...operatorCommandLine(name), ...args], { env: full, timeout: timeoutMs }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === "number" ? error.code : -1) : 0;
      resolve({ code, out: stdout + stderr });
    });
  });
}
