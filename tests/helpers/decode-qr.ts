import { execFile } from "node:child_process";
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import jsQR from "jsqr";
import { PNG } from "pngjs";

const run = promisify(execFile);

/**
 * The QR codes a reader finds on a PDF's pages, as their decoded text (one per page that has one), so a test
 * reads the invoice's QR-bill as a banking app would, not as the server meant it. Poppler's pdftoppm (Debian's
 * poppler-utils, installed by .ci/run) rasterises each page; pngjs and jsQR find and decode the code. 200 dpi gives
 * the QR-bill's 46 mm code some 360 pixels, three a module even at its largest version, in half 300 dpi's time;
 * printed codes are dark on light, so jsQR skips the inverted pass.
 */
export async function decodeQrCodes(pdf: Uint8Array, dpi = 200): Promise<string[]> {
  const dir = await mkdtemp(join(tmpdir(), "decode-qr-"));
  try {
    await writeFile(join(dir, "in.pdf"), pdf);
    await run("pdftoppm", ["-r", String(dpi), "-png", join(dir, "in.pdf"), join(dir, "page")]);
    const pages = (await readdir(dir)).filter((f) => f.startsWith("page") && f.endsWith(".png")).sort();
    const found: string[] = [];
    for (const page of pages) {
      const png = PNG.sync.read(await readFile(join(dir, page)));
      const qr = jsQR(new Uint8ClampedArray(png.data.buffer, png.data.byteOffset, png.data.length), png.width, png.height, { inversionAttempts: "dontInvert" });
      if (qr) found.push(qr.data);
    }
    return found;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
