import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { IMAGE_MAX_BYTES, IMAGE_MESSAGES, type BackofficeImages, type CatalogueAuditEntry } from "#contracts/backoffice.ts";
import { DESK_MESSAGES } from "#contracts/desk.ts";
import { seedCatalogue } from "#server/catalogue-generator/seeder.ts";
import { bootDeps } from "#server/boot.ts";
import { openDatabase } from "#server/db/client.ts";
import { queryRows } from "#server/db/typed-sql.ts";
import { loadEnv } from "#server/env.ts";
import { createHttp } from "#server/http/app.ts";
import { createLogger } from "#server/logger.ts";
import { createBackofficeApp, type BackofficeApp } from "#tests/helpers/backoffice.ts";
import { pngOf } from "#tests/helpers/prescriptions.ts";
import { TEST_CATALOGUE_SEED } from "#tests/helpers/catalogue.ts";
import { createPostgresDatabase, testDatabaseKind } from "#tests/helpers/test-database.ts";

// Issue 40's photos (shared/API.md "Back office", docs/decisions/035-article-photos.md): who may upload, what is
// refused (type from the bytes, size, pixel bombs), what the shop then serves (two WebP sizes, turned upright,
// without any metadata) instead of the packshots, reorder, delete, the audit trail and parallel uploads.

let b: BackofficeApp;
let token: string;
let offset = 0;
beforeAll(async () => {
  b = await createBackofficeApp();
  token = (await b.manager()).token;
}, 180_000);
afterAll(async () => {
  await b?.close();
});

/** An article of its own per test (the generator gave it packshots). */
const freshArticle = async () => (await b.orderable(offset++)).pharmacode;

const solid = (width: number, height: number, background = "#0b7a53") => sharp({ create: { width, height, channels: 3, background } });
const png = (width = 800, height = 400) => solid(width, height).png().toBuffer();
const jpeg = (width = 800, height = 400) => solid(width, height, "#1f2937").jpeg().toBuffer();
const webp = (width = 800, height = 400) => solid(width, height, "#b45309").webp().toBuffer();

/** POST …/images with these bytes as the multipart field `file`, under the name and type given (which must not matter). */
async function upload(pharmacode: number, bytes: Buffer | Uint8Array, fileName = "foto.png", type = "image/png", as: string | null = token) {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)], { type }), fileName);
  const res = await b.t.app.request(`/api/backoffice/articles/${pharmacode}/images`, { method: "POST", body: form, headers: as ? { authorization: `Bearer ${as}` } : {} });
  return { status: res.status, headers: res.headers, body: (await res.json()) as any };
}

async function served(url: string) {
  const res = await b.t.app.request(url);
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

const productImages = async (pharmacode: number) => {
  const res = await b.t.call("GET", `/api/products/${pharmacode}`);
  expect(res.status).toBe(200);
  const article = (res.body.data.product.articles as { pharmacode: number; images: { F: string[]; M: string[] } }[]).find((a) => a.pharmacode === pharmacode)!;
  return article.images;
};

const audit = async (pharmacode: number) => ((await b.t.call("GET", `/api/backoffice/audit?pharmacode=${pharmacode}`, { token })).body.data as CatalogueAuditEntry[]).filter((e) => e.field === "images");

/** The four-character chunk names of a WebP file (RIFF): VP8/VP8L/VP8X/ALPH, and EXIF, XMP  or ICCP if metadata came along. */
function webpChunks(bytes: Buffer): string[] {
  expect(bytes.subarray(0, 4).toString("latin1")).toBe("RIFF");
  expect(bytes.subarray(8, 12).toString("latin1")).toBe("WEBP");
  const chunks: string[] = [];
  for (let at = 12; at + 8 <= bytes.length; ) {
    const size = bytes.readUInt32LE(at + 4);
    chunks.push(bytes.subarray(at, at + 4).toString("latin1"));
    at += 8 + size + (size % 2);
  }
  return chunks;
}

/** A PNG of a few hundred bytes whose header declares width × height: what a decompression bomb's header says. */
// The first rows only, greyscale: all zeros compress to almost nothing (a real bomb's whole body would be a few MB).
const pngDeclaring = (width: number, height: number) => pngOf(width, height, 0, Buffer.alloc((width + 1) * 16));

describe(`article photos (${testDatabaseKind()})`, () => {
  it("answers 401 without a token and 403 to a customer and to staff; nothing is stored", async () => {
    const code = await freshArticle();
    const photo = await png();
    expect((await upload(code, photo, "a.png", "image/png", null)).status).toBe(401);
    const customer = await b.user();
    const asCustomer = await upload(code, photo, "a.png", "image/png", customer.token);
    expect([asCustomer.status, asCustomer.body.code]).toEqual([403, "MANAGER_ONLY"]);
    const staff = await b.staff();
    const asStaff = await upload(code, photo, "a.png", "image/png", staff.token);
    expect([asStaff.status, asStaff.body.error, asStaff.body.code]).toEqual([403, DESK_MESSAGES.managerOnly, "MANAGER_ONLY"]);
    expect((await b.t.call("PUT", `/api/backoffice/articles/${code}/images`, { token: staff.token, body: { order: [0] } })).status).toBe(403);
    expect((await b.t.call("DELETE", `/api/backoffice/articles/${code}/images/0`, { token: staff.token })).status).toBe(403);
    expect((await b.t.call("DELETE", `/api/backoffice/articles/${code}/images/0`)).status).toBe(401);
    expect((await productImages(code)).F.every((url) => url.endsWith(".svg"))).toBe(true);
  });

  it("takes PNG, JPEG and WebP and serves each as WebP at 600 and 300 px, in place of the packshots, with a year's cache", async () => {
    const code = await freshArticle();
    expect((await productImages(code)).F.some((url) => url.includes("PICFRONT3D"))).toBe(true);
    const first = await upload(code, await png(1600, 800), "produkt.png", "image/png");
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const data = first.body.data as BackofficeImages;
    expect(data.pharmacode).toBe(code);
    expect(data.images).toHaveLength(1);
    expect(data.images[0]).toEqual({ n: 0, F: expect.stringMatching(new RegExp(`^/uploads/products/F/${String(code).padStart(7, "0")}_[0-9a-f]{24}\\.webp$`)), M: expect.stringMatching(/^\/uploads\/products\/M\/.+\.webp$/) });
    // The name given does not matter, nor the browser's type: a JPEG sent as "bild.png" is a JPEG.
    const second = await upload(code, await jpeg(), "bild.png", "image/png");
    const third = await upload(code, await webp(), "x", "application/octet-stream");
    expect([second.status, third.status]).toEqual([201, 201]);

    const images = await productImages(code);
    expect(images.F).toEqual((third.body.data as BackofficeImages).images.map((i) => i.F));
    expect(images.F.some((url) => url.endsWith(".svg"))).toBe(false);

    const full = await served(images.F[0]!);
    expect(full.status).toBe(200);
    expect(full.headers.get("content-type")).toBe("image/webp");
    expect(full.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await sharp(full.bytes).metadata()).toMatchObject({ format: "webp", width: 600, height: 300 });
    const medium = await served(images.M[0]!);
    expect(await sharp(medium.bytes).metadata()).toMatchObject({ format: "webp", width: 300, height: 150 });
    // A smaller photo is not blown up.
    expect(await sharp((await served(images.F[1]!)).bytes).metadata()).toMatchObject({ width: 600, height: 300 });
    const again = await b.t.app.request(images.F[0]!, { headers: { "if-none-match": full.headers.get("etag")! } });
    expect(again.status).toBe(304);
  });

  it("turns a photo upright by its EXIF orientation and serves it without EXIF, GPS, XMP or a colour profile", async () => {
    const code = await freshArticle();
    // 800 × 400 stored sideways: orientation 6 says "turn 90° clockwise to show", so it is shown 400 wide, 800 high.
    const camera = await solid(800, 400, "#15803d")
      .jpeg()
      .withExif({ IFD0: { Make: "Geheimkamera", Copyright: "Fotograf Muster" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "47/1 33/1 29/1", GPSLongitudeRef: "E", GPSLongitude: "7/1 35/1 16/1" } })
      .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/" dc:creator="Geheimer Fotograf"/></rdf:RDF></x:xmpmeta>')
      .keepIccProfile()
      .toBuffer();
    const rotated = await sharp(camera).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    const input = await sharp(rotated).metadata();
    // The test's photo does carry what must go.
    expect(input).toMatchObject({ orientation: 6, width: 800, height: 400 });
    expect(input.exif).toBeDefined();
    expect(rotated.includes(Buffer.from("Geheimkamera"))).toBe(true);

    const res = await upload(code, rotated, "IMG_0001.JPG", "image/jpeg");
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { F, M } = (res.body.data as BackofficeImages).images[0]!;
    for (const url of [F, M]) {
      const { bytes } = await served(url);
      const meta = await sharp(bytes).metadata();
      expect(meta.height).toBeGreaterThan(meta.width!);
      expect(meta.orientation).toBeUndefined();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(webpChunks(bytes).filter((c) => ["EXIF", "XMP ", "ICCP"].includes(c))).toEqual([]);
      for (const secret of ["Geheimkamera", "Fotograf Muster", "Geheimer Fotograf", "Exif", "GPS"]) expect(bytes.includes(Buffer.from(secret)), secret).toBe(false);
    }
    expect(await sharp((await served(F)).bytes).metadata()).toMatchObject({ width: 300, height: 600 });
  });

  it("refuses HTML named .png, a PNG's signature before garbage, a pixel bomb, and a file over 15 MB, each with its code; nothing changes", async () => {
    const code = await freshArticle();
    const before = await productImages(code);
    const html = await upload(code, Buffer.from("<!doctype html><html><body><script>alert(1)</script></body></html>"), "foto.png", "image/png");
    expect([html.status, html.body.error, html.body.code]).toEqual([400, IMAGE_MESSAGES.wrongType, "FILE_TYPE"]);
    const garbage = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from("not a png at all, just text pretending")]);
    const broken = await upload(code, garbage, "kaputt.png");
    expect([broken.status, broken.body.error, broken.body.code]).toEqual([400, IMAGE_MESSAGES.unreadable, "IMAGE_UNREADABLE"]);

    const bomb = pngDeclaring(20_000, 20_000);
    expect(bomb.length).toBeLessThan(2_000);
    const refused = await upload(code, bomb, "bombe.png");
    expect([refused.status, refused.body.error, refused.body.code]).toEqual([400, IMAGE_MESSAGES.tooManyPixels, "IMAGE_PIXELS"]);

    const head = await png();
    const tooLarge = await upload(code, Buffer.concat([head, Buffer.alloc(IMAGE_MAX_BYTES + 1 - head.length)]), "gross.png");
    expect([tooLarge.status, tooLarge.body.error, tooLarge.body.code]).toEqual([413, IMAGE_MESSAGES.tooLarge, "FILE_TOO_LARGE"]);
    expect(tooLarge.headers.get("connection")).toBe("close");

    const empty = await upload(code, Buffer.alloc(0), "leer.png");
    expect([empty.status, empty.body.code]).toEqual([400, "FILE_MISSING"]);
    const notMultipart = await b.t.call("POST", `/api/backoffice/articles/${code}/images`, { token, body: { file: "x" } });
    expect([notMultipart.status, notMultipart.body.code]).toEqual([400, "FILE_MISSING"]);
    expect((await upload(9_999_998, await png(), "a.png")).status).toBe(404);

    expect(await productImages(code)).toEqual(before);
    expect(await audit(code)).toEqual([]);
    expect(await b.count(sqlCount(code))).toBe(0);
    // Nothing stays in the private staging folder.
    expect(await readdir(b.t.deps.services.backoffice.images.stagingDir)).toEqual([]);
  });

  it("reorders and deletes, each in the audit trail (field images, source EDIT, who); a deleted photo's URL is gone", async () => {
    const code = await freshArticle();
    const packshots = (await productImages(code)).F.map((url) => url.split("/").pop());
    const names: string[] = [];
    for (const colour of ["#aa0000", "#00aa00", "#0000aa"]) {
      const res = await upload(code, await solid(500, 500, colour).png().toBuffer(), "f.png");
      expect(res.status).toBe(201);
      names.push((res.body.data as BackofficeImages).images.at(-1)!.F.split("/").pop()!);
    }
    const reordered = await b.t.call("PUT", `/api/backoffice/articles/${code}/images`, { token, body: { order: [2, 0, 1] } });
    expect(reordered.status, JSON.stringify(reordered.body)).toBe(200);
    const order = [names[2], names[0], names[1]];
    expect((reordered.body.data as BackofficeImages).images.map((i) => i.F.split("/").pop())).toEqual(order);
    expect((await productImages(code)).F.map((url) => url.split("/").pop())).toEqual(order);

    // Not a permutation of the photos as they are: stale (409 with the current list) or a duplicate (400).
    const stale = await b.t.call("PUT", `/api/backoffice/articles/${code}/images`, { token, body: { order: [1, 0] } });
    expect([stale.status, stale.body.code, stale.body.data.images.length]).toEqual([409, "IMAGE_CHANGED", 3]);
    expect((await b.t.call("PUT", `/api/backoffice/articles/${code}/images`, { token, body: { order: [0, 0, 1] } })).status).toBe(400);
    expect((await b.t.call("PUT", `/api/backoffice/articles/${code}/images`, { token, body: { order: "0,1" } })).status).toBe(400);

    // Delete the first (names[2]); with a name that is no longer at n, nothing happens.
    const wrong = await b.t.call("DELETE", `/api/backoffice/articles/${code}/images/0?name=${names[0]}`, { token });
    expect([wrong.status, wrong.body.code]).toEqual([409, "IMAGE_CHANGED"]);
    const deleted = await b.t.call("DELETE", `/api/backoffice/articles/${code}/images/0?name=${names[2]}`, { token });
    expect(deleted.status).toBe(200);
    expect((deleted.body.data as BackofficeImages).images.map((i) => i.F.split("/").pop())).toEqual([names[0], names[1]]);
    expect((await served(`/uploads/products/F/${names[2]}`)).status).toBe(404);
    expect((await served(`/uploads/products/M/${names[2]}`)).status).toBe(404);
    expect((await served(`/uploads/products/F/${names[0]}`)).status).toBe(200);
    expect((await b.t.call("DELETE", `/api/backoffice/articles/${code}/images/5`, { token })).body.code).toBe("IMAGE_NOT_FOUND");

    const lines = await audit(code);
    expect(lines.map((l) => [l.from, l.to])).toEqual([
      [order.join(", "), `${names[0]}, ${names[1]}`],
      [names.join(", "), order.join(", ")],
      [`${names[0]}, ${names[1]}`, names.join(", ")],
      [names[0], `${names[0]}, ${names[1]}`],
      [packshots.join(", "), names[0]],
    ]);
    expect(lines.every((l) => l.source === "EDIT" && l.by !== null)).toBe(true);
  });

  it("refuses the same photo twice on one article (409) and keeps every one of 4 parallel uploads", async () => {
    const code = await freshArticle();
    const photo = await png(300, 300);
    expect((await upload(code, photo)).status).toBe(201);
    const twice = await upload(code, photo);
    expect([twice.status, twice.body.code]).toEqual([409, "IMAGE_DUPLICATE"]);

    const colours = ["#101010", "#202020", "#303030", "#404040"];
    const results = await Promise.all(colours.map(async (c) => upload(code, await solid(320, 320, c).png().toBuffer())));
    expect(results.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    // The article's row is locked for each change: no upload overwrote another's list.
    expect((await productImages(code)).F).toHaveLength(5);
    expect(await b.count(sqlCount(code))).toBe(5);
  });

  it("shows the photo in the cart instead of the packshot", async () => {
    const code = await freshArticle();
    const shopper = await b.user();
    expect((await b.t.call("POST", `/api/cart/${code}/addToCart`, { token: shopper.token, body: { quantity: 1 } })).status).toBe(200);
    const packshotLine = (await b.t.call("GET", "/api/cart/getAllItems", { token: shopper.token })).body.data.cart.find((l: { pharmacode: number }) => l.pharmacode === code);
    expect(packshotLine.imageUrl).toMatch(/\.svg$/);
    const res = await upload(code, await png());
    const medium = (res.body.data as BackofficeImages).images[0]!.M;
    const line = (await b.t.call("GET", "/api/cart/getAllItems", { token: shopper.token })).body.data.cart.find((l: { pharmacode: number }) => l.pharmacode === code);
    expect(line.imageUrl).toBe(medium);
  });
});

const sqlCount = (pharmacode: number) => sql`select count(*) as n from article_images where pharmacode = ${pharmacode}`;

describe.runIf(testDatabaseKind() === "postgres")("a photo added on one instance, on another instance of the same PostgreSQL database", () => {
  it("is in the other's product and list answers within 5 s, and the other serves its bytes", async () => {
    const scratch = await createPostgresDatabase();
    const logger = createLogger("silent");
    const boot = async () => {
      const env = loadEnv({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: await mkdtemp(path.join(tmpdir(), "shop-photos-")), JWT_SECRET: "test-secret-test-secret-test-secret-0123", PUBLIC_URL: "http://shop.test" });
      return bootDeps(env, logger, await openDatabase({ kind: "postgres", url: scratch.url, poolSize: 3 }));
    };
    const a = await boot();
    const other = await boot();
    try {
      await seedCatalogue(a.database.db, { products: 40, seed: TEST_CATALOGUE_SEED });
      const { app: appB } = createHttp(other);
      const [{ pharmacode: code }] = await queryRows(a.database.db, z.object({ pharmacode: z.number() }), sql`select pharmacode from articles order by pharmacode limit 1`);
      const imagesOnB = async () => ((await (await appB.request(`/api/products/${code}`)).json()) as { data: { product: { articles: { pharmacode: number; images: { F: string[] } }[] } } }).data.product.articles.find((x) => x.pharmacode === code)!.images.F;
      const listOnB = async () =>
        ((await (await appB.request("/api/getAllProducts?limit=40&sort=name")).json()) as { data: { products: { articles: { pharmacode: number; images: { M: string[] } }[] }[] } }).data.products
          .flatMap((p) => p.articles)
          .find((x) => x.pharmacode === code)?.images.M;
      // B keeps both answers (the packshots) before A changes anything.
      expect((await imagesOnB()).every((url) => url.endsWith(".svg"))).toBe(true);
      await listOnB();

      const staged = path.join(a.services.backoffice.images.stagingDir, "from-a.image");
      await writeFile(staged, await png(640, 480), { mode: 0o600 });
      const { images } = await a.services.backoffice.images.upload(null, code, { path: staged, type: "image/png" });
      const photo = images[0]!;
      await expect.poll(imagesOnB, { timeout: 5_000, interval: 50 }).toEqual([photo.F]);
      await expect.poll(listOnB, { timeout: 5_000, interval: 50 }).toEqual([photo.M]);
      const bytes = await appB.request(photo.F);
      expect([bytes.status, bytes.headers.get("content-type")]).toEqual([200, "image/webp"]);
      expect(await sharp(Buffer.from(await bytes.arrayBuffer())).metadata()).toMatchObject({ width: 600, height: 450 });
    } finally {
      for (const deps of [a, other]) {
        await deps.services.mailWorker.stop();
        await deps.database.close();
      }
      await scratch.drop();
      for (const deps of [a, other]) await rm(deps.env.dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
