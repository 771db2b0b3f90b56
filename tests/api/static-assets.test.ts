import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mountFrontend } from "#server/http/frontend.ts";
import { createTestApp, type TestApp } from "#tests/helpers/test-app.ts";
import { precompressDir } from "../../scripts/vite-precompress.ts";

describe("static files of the browser build", () => {
  let clientDir: string;
  const script = `export const greeting = ${JSON.stringify("Grüezi aus Basel ".repeat(300))};\n`;
  let t: TestApp;

  beforeAll(async () => {
    // Under the working directory: the static handler serves paths relative to it.
    await mkdir(path.join(process.cwd(), ".test-output"), { recursive: true });
    clientDir = await mkdtemp(path.join(process.cwd(), ".test-output", "client-"));
    await mkdir(path.join(clientDir, "assets"), { recursive: true });
    await writeFile(path.join(clientDir, "assets", "chunk-abc123.js"), script);
    await precompressDir(clientDir);
    t = await createTestApp();
    // The server's whole pipeline (security headers, compression), as server/main.ts mounts it.
    mountFrontend(t.app, {
      clientDir,
      mode: "production",
      build: () => Promise.reject(new Error("no page is rendered in this test")),
    });
  });
  afterAll(async () => {
    await t?.close();
    await rm(clientDir, { recursive: true, force: true });
  });

  const get = (accept: string) => t.app.request("/assets/chunk-abc123.js", { headers: { "Accept-Encoding": accept } });

  it("sends the brotli copy to a browser that accepts it, gzip to one that accepts only that, the file itself otherwise", async () => {
    const br = await get("gzip, deflate, br, zstd");
    expect(br.headers.get("Content-Encoding")).toBe("br");
    expect(br.headers.get("Vary")).toContain("Accept-Encoding");
    expect(br.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(br.headers.get("Content-Type")).toMatch(/javascript/);
    const gzip = await get("gzip");
    expect(gzip.headers.get("Content-Encoding")).toBe("gzip");
    const plain = await get("identity");
    expect(plain.headers.get("Content-Encoding")).toBeNull();
    expect(await plain.text()).toBe(script);
    expect(Number(br.headers.get("Content-Length"))).toBeLessThan(Number(gzip.headers.get("Content-Length")));
  });
});
