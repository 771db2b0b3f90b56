import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing; images other than SVG are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|webmanifest)$/;
/** Below this, the headers cost more than compression saves. */
const MIN_BYTES = 1024;

/**
 * Writes `name.br` (brotli, maximum quality) and `name.gz` beside every compressible file under `dir`, for the
 * static handler to send to browsers that accept them (server/http/frontend.ts). Compressing once at build time
 * allows brotli's slowest, smallest setting: the framework chunk is about 15 % smaller than on-the-fly gzip,
 * which on a phone network is the first paint's largest download. Answers how many files it compressed.
 */
export async function precompressDir(dir: string): Promise<number> {
  const files = (await readdir(dir, { recursive: true })).filter((file) => COMPRESSIBLE.test(file));
  let written = 0;
  for (const file of files) {
    const full = path.join(dir, file);
    const content = await readFile(full);
    if (content.length < MIN_BYTES) continue;
    const [br, gz] = await Promise.all([
      brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
      gzipAsync(content, { level: 9 }),
    ]);
    await Promise.all([writeFile(`${full}.br`, br), writeFile(`${full}.gz`, gz)]);
    written++;
  }
  return written;
}

/** Vite plugin: precompresses the browser build's output once it is written (server builds are left alone). */
export function precompress(): Plugin {
  return {
    name: "precompress",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    async writeBundle(options) {
      if (options.dir) await precompressDir(options.dir);
    },
  };
}
