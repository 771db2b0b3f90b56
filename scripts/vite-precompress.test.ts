import { mkdtemp, readFile, rm, writeFile, mkdir } from "node:fs/promises";
import { existsSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { precompressDir } from "./vite-precompress.ts";

describe("precompressDir", () => {
  let dir: string;
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("writes brotli and gzip copies of the text files that decompress to the originals, and skips tiny and binary files", async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "precompress-"));
    await mkdir(path.join(dir, "assets"));
    const script = `export const text = ${JSON.stringify("Rheinbogen Apotheke ".repeat(200))};\n`;
    await writeFile(path.join(dir, "assets", "chunk-abc.js"), script);
    await writeFile(path.join(dir, "assets", "tiny.css"), "a{b:c}");
    await writeFile(path.join(dir, "photo.png"), Buffer.alloc(4096, 7));

    expect(await precompressDir(dir)).toBe(1);
    const file = path.join(dir, "assets", "chunk-abc.js");
    const br = await readFile(`${file}.br`);
    expect(brotliDecompressSync(br).toString()).toBe(script);
    expect(gunzipSync(await readFile(`${file}.gz`)).toString()).toBe(script);
    expect(br.length).toBeLessThan(script.length / 10);
    expect(existsSync(path.join(dir, "assets", "tiny.css.br"))).toBe(false);
    expect(existsSync(path.join(dir, "photo.png.br"))).toBe(false);
  });
});
