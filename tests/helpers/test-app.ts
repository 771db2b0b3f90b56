import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { DestinationStream } from "pino";
import { expect } from "vitest";
import { bootDeps } from "#server/boot.ts";
import { loadEnv } from "#server/env.ts";
import { createHttp, type App } from "#server/http/app.ts";
import type { AppDeps } from "#server/http/deps.ts";
import { createLogger } from "#server/logger.ts";
import type { ServiceOptions } from "#server/services/container.ts";
import { openMigratedTestDatabase, withQueryLog } from "./test-database.ts";

export type TestApp = {
  app: App;
  /** The node-level front main.ts puts before Hono's adapter (health probes and kept public answers). */
  nodeFront: ReturnType<typeof createHttp>["nodeFront"];
  /** The anonymous page cache, for mountFrontend as main.ts mounts it. */
  pages: ReturnType<typeof createHttp>["pages"];
  deps: AppDeps;
  /** app.request with JSON encoding and the parsed envelope. */
  call: (method: string, path: string, options?: { body?: unknown; token?: string; headers?: Record<string, string> }) => Promise<{ status: number; body: any; headers: Headers }>;
  close: () => Promise<void>;
};

/**
 * The real Hono app on a fresh, migrated database; extra env entries override the test defaults. logQuery
 * hears the text of every statement the app runs.
 */
export async function createTestApp(
  extraEnv: Record<string, string> = {},
  options: { logQuery?: (query: string) => void; logTo?: DestinationStream } & ServiceOptions = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "shop-test-"));
  const env = loadEnv({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    JWT_SECRET: "test-secret-test-secret-test-secret-0123",
    PUBLIC_URL: "http://shop.test",
    ...extraEnv,
  });
  const database = await openMigratedTestDatabase();
  const deps = await bootDeps(env, createLogger(env.logLevel, options.logTo), options.logQuery ? withQueryLog(database, options.logQuery) : database, {
    now: options.now,
    retentionIntervalMs: options.retentionIntervalMs,
    offerEndIntervalMs: options.offerEndIntervalMs,
  });
  const { app, nodeFront, pages } = createHttp(deps);

  const call: TestApp["call"] = async (method, url, options = {}) => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | undefined;
    if (options.body !== undefined) {
      headers["content-type"] ??= "application/json";
      body = typeof options.body === "string" ? options.body : JSON.stringify(options.body);
    }
    const res = await app.request(url, { method, headers, body });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON: leave the text for the assertion to show
    }
    return { status: res.status, body: parsed, headers: res.headers };
  };

  const close = async () => {
    // The worker first: a pass must not meet a closed database.
    await deps.services.mailWorker.stop();
    await deps.services.prescriptionRetention.stop();
    await deps.services.offerEnds.stop();
    await deps.services.backoffice.imports.stop();
    await database.close();
  };
  return { app, nodeFront, pages, deps, call, close };
}

/** GET url, assert a 200 success envelope (the body is shown on failure), and hand back its data. */
export async function getData<T>(t: TestApp, url: string): Promise<T> {
  const res = await t.call("GET", url);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.success).toBe(true);
  return res.body.data as T;
}
