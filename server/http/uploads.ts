import { createHash } from "node:crypto";
import { createReadStream, statSync } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { Hono, type Context } from "hono";
import { renderCategoryTile, renderPackshot, type PackshotView } from "#server/services/catalogue/packshot.ts";
import type { AppEnv } from "./types.ts";
import { documentRoutes } from "./openapi.ts";

// Packshot names never change their picture for a given catalogue; a month is long-lived yet survives a reseed.
const CACHE = "public, max-age=2592000";
const TYPES: Record<string, string> = {
  ".svg": "image/svg+xml",
  ".webp": "image/webp",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".avif": "image/avif",
  ".gif": "image/gif",
};
const PACKSHOT = /^products\/(F|M)\/(\d{7})_(PICFRONT3D|PICBACK3D|PICFRONT|PICSIDE)\.svg$/;
/** A manager's photo (issue 40): its name holds a hash of its bytes, so the URL never shows other bytes. */
const PHOTO = /^products\/(F|M)\/(\d{7}_[0-9a-f]{24}\.webp)$/;
const PHOTO_CACHE = "public, max-age=31536000, immutable";
const CATEGORY_TILE = /^categories\/([A-Za-z0-9]{1,40})\.svg$/;

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/** A real file for this path: the exact name, or the same name with another image extension. */
function findRealFile(root: string, relative: string): string | undefined {
  const exact = path.resolve(root, relative);
  // Never outside the uploads folder, whatever the path says.
  if (!exact.startsWith(root + path.sep)) return undefined;
  if (isFile(exact) && TYPES[path.extname(exact).toLowerCase()]) return exact;
  const stem = exact.slice(0, exact.length - path.extname(exact).length);
  return Object.keys(TYPES)
    .map((ext) => stem + ext)
    .find(isFile);
}

function generated(c: Context<AppEnv>, svg: string): Response {
  const etag = `"${createHash("sha1").update(svg).digest("base64url")}"`;
  c.header("Cache-Control", CACHE);
  c.header("ETag", etag);
  if (c.req.header("if-none-match") === etag) return c.body(null, 304);
  c.header("Content-Type", "image/svg+xml; charset=utf-8");
  return c.body(svg);
}

/**
 * /uploads/…: real files in the uploads folder (DATA_DIR/uploads, or UPLOADS_DIR) take precedence;
 * otherwise packshots and category tiles are drawn on the fly from the catalogue.
 */
export function createUploadsRouter(uploadsDir: string) {
  const root = uploadsDir;
  const r = new Hono<AppEnv>();
  r.get("/*", async (c) => {
    let relative: string;
    try {
      relative = decodeURIComponent(c.req.path.replace(/^\/uploads\//, ""));
    } catch {
      return c.text("Not found", 404);
    }
    if (relative.includes("\0") || relative.includes("\\")) return c.text("Not found", 404);

    // From the database, which every instance shares (docs/decisions/035-article-photos.md); a deleted one is a 404.
    const photo = PHOTO.exec(relative);
    if (photo) {
      const [, size, name] = photo;
      const etag = `"${name}-${size}"`;
      if (c.req.header("if-none-match") === etag) return c.body(null, 304, { "Cache-Control": PHOTO_CACHE, ETag: etag });
      const file = await c.get("deps").services.backoffice.images.file(name!, size as "F" | "M");
      if (!file) return c.text("Not found", 404);
      c.header("Cache-Control", PHOTO_CACHE);
      c.header("ETag", etag);
      c.header("Content-Type", file.contentType);
      c.header("X-Content-Type-Options", "nosniff");
      return c.body(new Uint8Array(file.bytes));
    }

    const real = findRealFile(root, relative);
    if (real) {
      const stat = statSync(real);
      c.header("Cache-Control", CACHE);
      c.header("Content-Type", TYPES[path.extname(real).toLowerCase()] ?? "application/octet-stream");
      c.header("Content-Length", String(stat.size));
      c.header("Last-Modified", stat.mtime.toUTCString());
      return c.body(Readable.toWeb(createReadStream(real)) as ReadableStream);
    }

    const catalogue = c.get("deps").services.catalogue;
    const pack = PACKSHOT.exec(relative);
    if (pack) {
      const [, size, code, view] = pack;
      const info = await catalogue.getPackshotInfo(Number(code));
      if (info) return generated(c, renderPackshot(info, view as PackshotView, size as "F" | "M"));
    }
    const tile = CATEGORY_TILE.exec(relative);
    if (tile) {
      const name = await catalogue.getCategoryName(tile[1] ?? "");
      if (name) return generated(c, renderCategoryTile(name));
    }
    return c.text("Not found", 404);
  });
  return r;
}

documentRoutes("Images", [
  {
    method: "GET",
    path: "/uploads/*",
    summary:
      "Product images and category tiles: a manager's photo from the database (products/F|M/{pharmacode}_{hash}.webp, cached for a year), a file of the uploads folder, else drawn from the catalogue (an unknown one: a plain-text 404)",
    file: "image/*",
  },
]);
