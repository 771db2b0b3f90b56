import path from "node:path";
import { pathToFileURL } from "node:url";
import { brotliDecompressSync } from "node:zlib";
import { sql, type SQL } from "drizzle-orm";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { bootDeps } from "#server/boot.ts";
import { CHANGE_FEED_APP_NAME, type CatalogueChange } from "#server/db/change-feed.ts";
import { openDatabase } from "#server/db/client.ts";
import { queryRows } from "#server/db/typed-sql.ts";
import { loadEnv } from "#server/env.ts";
import { createHttp } from "#server/http/app.ts";
import { mountFrontend } from "#server/http/frontend.ts";
import { createLogger } from "#server/logger.ts";
import { seedCatalogue } from "#server/catalogue-generator/seeder.ts";
import { seedTestCatalogue, TEST_CATALOGUE_SEED } from "#tests/helpers/catalogue.ts";
import { ensureBuild } from "#tests/helpers/server-process.ts";
import { createPostgresDatabase, testDatabaseKind } from "#tests/helpers/test-database.ts";
import { createTestApp, type TestApp } from "#tests/helpers/test-app.ts";

/**
 * Issue 19: catalogue answers and anonymous pages come from memory, yet after a change to the catalogue,
 * prices or stock no visitor sees the old value. On PGlite the change is heard before the writing statement
 * returns; on PostgreSQL the notification comes over the listening connection just after the commit, hence
 * the short polls there (a few milliseconds in practice).
 */
const pollOptions = { timeout: 2_000, interval: 10 };
const postgres = testDatabaseKind() === "postgres";

type Detail = { articles: { pharmacode: number; description: { description: string }; price: { currentPrice: number | null }; isAvailable: boolean | null }[] };
type List = { products: { pharmacode: number; articles: { pharmacode: number; price: { currentPrice: number | null } }[] }[] };
/** The price of the article with this pharmacode in a list answer. */
const priceIn = (list: List, code: number) => list.products.flatMap((p) => p.articles).find((a) => a.pharmacode === code)?.price.currentPrice;

let t: TestApp;
let pharmacode: number;

beforeAll(async () => {
  t = await createTestApp();
  await seedTestCatalogue(t, 120);
  const best = await t.call("GET", "/api/getAllProductsFromBestSeller?limit=1");
  pharmacode = best.body.data.products[0].pharmacode;
});
afterAll(async () => {
  await t?.close();
});

const setPrice = (cents: number) => t.deps.database.db.execute(sql`update articles set price_cents = ${cents}, original_price_cents = null where pharmacode = ${pharmacode}`);
const detail = async () => (await t.call("GET", `/api/products/${pharmacode}`)).body.data.product as Detail;
const priceInDetail = async () => (await detail()).articles[0]!.price.currentPrice;

describe("catalogue answers from memory", () => {
  it("answers with an ETag and no-cache, and 304 to a visitor who has that ETag", async () => {
    const first = await t.call("GET", `/api/products/${pharmacode}`);
    expect(first.status).toBe(200);
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^W\/"[A-Za-z0-9_-]{27}"$/);
    expect(first.headers.get("cache-control")).toBe("no-cache");
    expect(first.headers.get("x-request-id")).toMatch(/[0-9a-f-]{36}/);
    const again = await t.app.request(`/api/products/${pharmacode}`, { headers: { "If-None-Match": etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect(again.headers.get("etag")).toBe(etag);
    const other = await t.app.request(`/api/products/${pharmacode}`, { headers: { "If-None-Match": 'W/"something-else"' } });
    expect(other.status).toBe(200);
  });

  it("gives a kept answer the security headers of the chain, with its own request id, and logs it", async () => {
    const [a, b] = [await t.call("GET", `/api/products/${pharmacode}`), await t.call("GET", `/api/products/${pharmacode}`)];
    for (const res of [a, b]) {
      expect(res.status).toBe(200);
      expect(res.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("x-frame-options")).toBe("DENY");
      expect(res.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
      expect(res.headers.get("content-type")).toContain("application/json");
    }
    expect(a.headers.get("x-request-id")).not.toBe(b.headers.get("x-request-id"));
    expect(a.body).toEqual(b.body);

    // The health check, answered at the front as well once the chain's headers are known.
    const [h1, h2] = [await t.call("GET", "/api/health"), await t.call("GET", "/api/health")];
    for (const res of [h1, h2]) {
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, data: { status: "ok", database: testDatabaseKind() } });
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(res.headers.get("x-frame-options")).toBe("DENY");
    }
    expect(h1.headers.get("x-request-id")).not.toBe(h2.headers.get("x-request-id"));
  });

  it("keeps gzip bytes for large answers and sends tiny ones as they are", async () => {
    const large = await t.app.request("/api/getAllProducts?limit=20", { headers: { "Accept-Encoding": "gzip, br" } });
    expect(large.headers.get("content-encoding")).toBe("gzip");
    expect(large.headers.get("vary")).toContain("Accept-Encoding");
    const plain = await t.app.request("/api/getAllProducts?limit=20");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(large.headers.get("etag")).toBe(plain.headers.get("etag"));
    const tiny = await t.app.request("/api/companies/search?searchTerm=zzzzqqq", { headers: { "Accept-Encoding": "gzip" } });
    expect(tiny.status).toBe(200);
    expect(tiny.headers.get("content-encoding")).toBeNull();
    expect(await tiny.json()).toEqual({ success: true, data: { companies: [] } });
  });

  // Issue 37, point 11: the kept answers sent gzip to "gzip;q=0", which refuses it; the page cache did not.
  it("honours q=0 and the wildcard, as the page cache does, for a kept answer and for one being built", async () => {
    const plain = await (await t.app.request("/api/getAllProducts?limit=19")).text();
    for (const url of ["/api/getAllProducts?limit=21", "/api/getAllProducts?limit=21", "/api/getAllProducts?limit=19"]) {
      for (const accept of ["gzip;q=0", "br, gzip;q=0", "GZIP; Q=0, deflate", "*;q=0", "gzip;q=0, *", "identity"]) {
        const res = await t.app.request(url, { headers: { "Accept-Encoding": accept } });
        expect(res.headers.get("content-encoding"), `${url} ${accept}`).toBeNull();
        if (url.endsWith("19")) expect(await res.text()).toBe(plain);
      }
      for (const accept of ["gzip;q=0.5", "GZIP", "br;q=0, gzip", "*", "deflate, *;q=0.1"]) {
        const res = await t.app.request(url, { headers: { "Accept-Encoding": accept } });
        expect(res.headers.get("content-encoding"), `${url} ${accept}`).toBe("gzip");
      }
    }
  });

  it("never serves an old price, name or stock after a change, in the detail, the lists and the search", async () => {
    const before = await t.call("GET", `/api/products/${pharmacode}`);
    const etagBefore = before.headers.get("etag");
    await t.call("GET", "/api/getAllProducts?limit=20&sort=bestseller");
    const name = (await detail()).articles[0]!.description.description;
    const searchUrl = `/api/search?searchTerms=${encodeURIComponent(name.split(" ")[0]!)}&limit=50`;
    await t.call("GET", searchUrl);

    await setPrice(987_655);
    if (!postgres) expect(await priceInDetail()).toBe(9876.55);
    await expect.poll(priceInDetail, pollOptions).toBe(9876.55);
    const after = await t.call("GET", `/api/products/${pharmacode}`);
    expect(after.headers.get("etag")).not.toBe(etagBefore);
    // The visitor's old ETag no longer matches: the full new answer, not a 304.
    expect((await t.app.request(`/api/products/${pharmacode}`, { headers: { "If-None-Match": etagBefore! } })).status).toBe(200);
    const listed = (await t.call("GET", "/api/getAllProducts?limit=20&sort=bestseller")).body.data as List;
    expect(priceIn(listed, pharmacode)).toBe(9876.55);
    const found = (await t.call("GET", searchUrl)).body.data as List;
    expect(priceIn(found, pharmacode)).toBe(9876.55);

    await t.deps.database.db.execute(sql`update articles set is_available = false where pharmacode = ${pharmacode}`);
    await expect.poll(async () => (await detail()).articles[0]!.isAvailable, pollOptions).toBe(false);
  });

  // Issue 39: an import's chunks commit several times a second; each used to send every product page to the database.
  it("keeps a product's detail in memory while other products change, and reads it afresh when its own article changes", async () => {
    const service = t.deps.services.catalogue;
    const getProduct = service.getProduct;
    let loads = 0;
    service.getProduct = (code) => {
      if (code === pharmacode) loads++;
      return getProduct(code);
    };
    const touchOwnProduct = () => t.deps.database.db.execute(sql`update products set name = name where id = (select product_id from articles where pharmacode = ${pharmacode})`);
    try {
      await touchOwnProduct();
      await expect.poll(async () => (await priceInDetail(), loads), pollOptions).toBeGreaterThan(0);
      loads = 0;
      const priceBefore = await priceInDetail();
      expect(loads).toBe(0);
      const [other] = await queryRows(t.deps.database.db, z.object({ pharmacode: z.number() }), sql`
        select a.pharmacode from articles a where a.price_cents is not null
          and a.product_id <> (select product_id from articles where pharmacode = ${pharmacode}) order by a.pharmacode limit 1`);
      const otherPrice = async () => ((await t.call("GET", `/api/products/${other!.pharmacode}`)).body.data.product as Detail).articles[0]!.price.currentPrice;
      await otherPrice();
      // Another product's price, and a write to the search index only: that product's detail and the lists move on,
      // this detail stays kept.
      await t.deps.database.db.execute(sql`update articles set price_cents = 424245, original_price_cents = null where pharmacode = ${other!.pharmacode}`);
      await t.deps.database.db.execute(sql`update search_documents set sales_rank = sales_rank where product_id in (select product_id from articles where pharmacode = ${pharmacode})`);
      await expect.poll(otherPrice, pollOptions).toBe(4242.45);
      expect(await priceInDetail()).toBe(priceBefore);
      expect(loads).toBe(0);
      // Its own product's row (products, not articles): read afresh.
      await touchOwnProduct();
      await expect.poll(async () => (await priceInDetail(), loads), pollOptions).toBe(1);
    } finally {
      service.getProduct = getProduct;
    }
  });

  it("tells the listeners what a statement touched: these products, lists only, or anything", async () => {
    const db = t.deps.database.db;
    const heard: CatalogueChange[] = [];
    let marker = 0;
    t.deps.database.changes.catalogue.onChange((change) => heard.push(change));
    /** What the feed heard for these statements: a marker notified after them tells when all of theirs are in. */
    const changesOf = async (write: () => Promise<unknown>) => {
      const mark = 900_000_000 + ++marker;
      const from = heard.length;
      await write();
      await db.execute(sql`select pg_notify('shop_catalogue_changed', ${`p:${mark}`})`);
      const isMark = (change: CatalogueChange) => typeof change === "object" && change.products.has(mark);
      await expect.poll(() => heard.slice(from).some(isMark), pollOptions).toBe(true);
      return heard.slice(from, heard.findIndex((change, i) => i >= from && isMark(change)));
    };
    const run = (statement: SQL) => () => db.execute(statement);
    const [{ productId }] = await queryRows(db, z.object({ productId: z.number() }), sql`select product_id as "productId" from articles where pharmacode = ${pharmacode}`);
    const products = (...ids: number[]) => ({ products: new Set(ids) });

    expect(await changesOf(run(sql`update articles set price_cents = price_cents where pharmacode = ${pharmacode}`))).toEqual([products(productId!)]);
    expect(await changesOf(run(sql`update articles set price_cents = price_cents where pharmacode = -1`))).toEqual([]);
    expect(await changesOf(run(sql`update product_details set content = content where product_id = ${productId}`))).toEqual([products(productId!)]);
    // A part added and taken away again (insert and delete read other transition tables than an update).
    const symptom = sql`(select min(s.id) from symptoms s where not exists (select 1 from product_symptoms ps where ps.product_id = ${productId} and ps.symptom_id = s.id))`;
    const [{ symptomId }] = await queryRows(db, z.object({ symptomId: z.number() }), sql`select ${symptom} as "symptomId"`);
    expect(await changesOf(run(sql`insert into product_symptoms (product_id, symptom_id) values (${productId}, ${symptomId})`))).toEqual([products(productId!)]);
    expect(await changesOf(run(sql`delete from product_symptoms where product_id = ${productId} and symptom_id = ${symptomId}`))).toEqual([products(productId!)]);
    // One transaction writing a product and its articles: the same ids in the same order, heard once.
    expect(await changesOf(() => db.transaction(async (tx) => {
      await tx.execute(sql`update products set name = name where id = ${productId}`);
      await tx.execute(sql`update articles set position = position where product_id = ${productId}`);
    }))).toEqual([products(productId!)]);
    expect(await changesOf(run(sql`update search_documents set sales_rank = sales_rank where product_id = ${productId}`))).toEqual(["lists"]);
    expect(await changesOf(run(sql`insert into brands (id, name, name_key, company_id, colour) select 990001, 'Neumarke', 'neumarke', min(id), '#336699' from companies`))).toEqual(["lists"]);
    expect(await changesOf(run(sql`update brands set name = 'Neumarke AG' where id = 990001`))).toEqual(["all"]);
    expect(await changesOf(run(sql`delete from brands where id = 990001`))).toEqual(["all"]);
    expect(await changesOf(run(sql`select shop_notify_catalogue_products(array(select generate_series(1, 1001)::bigint))`))).toEqual(["all"]);
    // app_meta: the search index's marker (renewed by every import chunk) is lists only, the catalogue's is anything.
    expect(await changesOf(run(sql`update app_meta set updated_at = now() where key = 'search-index'`))).toEqual(["lists"]);
    expect(await changesOf(run(sql`update app_meta set updated_at = now() where key = 'catalogue'`))).toEqual(["all"]);
    expect(await changesOf(run(sql`update app_meta set updated_at = now() where key in ('search-index', 'catalogue')`))).toEqual(["all"]);
    expect(await changesOf(run(sql`insert into app_meta (key, value, updated_at) values ('laboratory-test-marker', '{}'::jsonb, now())`))).toEqual(["all"]);
    expect(await changesOf(run(sql`delete from app_meta where key = 'laboratory-test-marker'`))).toEqual(["all"]);
  });

  it("serves the new catalogue after a reseed", async () => {
    const before = (await t.call("GET", "/api/getAllProducts?limit=5&sort=name")).body.data as List;
    await seedCatalogue(t.deps.database.db, { products: 60, seed: TEST_CATALOGUE_SEED + 1 });
    const after = async () => ((await t.call("GET", "/api/getAllProducts?limit=5&sort=name")).body.data as List & { pagination: { totalProducts: number } }).pagination.totalProducts;
    await expect.poll(after, pollOptions).toBe(60);
    expect(before.products.length).toBe(5);
    // Back to the catalogue the other tests of this file use.
    await seedTestCatalogue(t, 120);
    pharmacode = (await t.call("GET", "/api/getAllProductsFromBestSeller?limit=1")).body.data.products[0].pharmacode;
  });
});

describe("anonymous pages from memory", () => {
  let pages: TestApp;

  beforeAll(async () => {
    pages = t;
    const buildDir = ensureBuild();
    const build = (await import(pathToFileURL(path.join(buildDir, "server/index.js")).href)) as ServerBuild;
    // A second app on the same database with the page renderer, as server/main.ts mounts it.
    const { app, pages: kept } = createHttp(t.deps);
    mountFrontend(app, { build, mode: "production", pages: kept });
    pages = { ...t, app };
  }, 300_000);

  const page = async (headers: Record<string, string> = {}) => {
    const res = await pages.app.request(`http://shop.test/product/${pharmacode}`, { headers });
    const html = await res.text();
    const nonce = /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1];
    return { res, html, nonce };
  };

  it("gives anonymous visitors the kept page, with the hashes of its inline scripts instead of a nonce (issue 28)", async () => {
    const a = await page();
    const b = await page();
    expect(a.res.status).toBe(200);
    expect(b.res.status).toBe(200);
    expect(a.nonce).toBeUndefined();
    expect(a.html).not.toContain("nonce=");
    expect(a.res.headers.get("content-security-policy")).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
    expect(b.html).toBe(a.html);
    expect(b.res.headers.get("etag")).toBe(a.res.headers.get("etag"));
    // A visitor with another cookie gets a render of their own, with its nonce on each inline script.
    const own = await page({ cookie: "session=abc" });
    expect(own.nonce).toBeTruthy();
    expect(new Set([...own.html.matchAll(/<script[^>]*nonce="([^"]+)"/g)].map((m) => m[1]))).toEqual(new Set([own.nonce]));
  });

  it("renders per consent choice and never keeps a page for a visitor with other cookies", async () => {
    const anonymous = await page();
    expect(anonymous.html).toContain('aria-label="Cookie-Hinweis"');
    const chosen = await page({ cookie: "cookieConsent=accepted" });
    expect(chosen.html).not.toContain('aria-label="Cookie-Hinweis"');
    const anonymousAgain = await page();
    expect(anonymousAgain.html).toContain('aria-label="Cookie-Hinweis"');
    const other = await page({ cookie: "cookieConsent=accepted; session=abc" });
    expect(other.res.status).toBe(200);
    expect(other.html).not.toContain('aria-label="Cookie-Hinweis"');
  });

  it("shows the new name and price at once after a change", async () => {
    await page();
    await t.deps.database.db.execute(sql`update articles set description = 'Frischetest Lutschtabletten', price_cents = 4321, original_price_cents = null where pharmacode = ${pharmacode}`);
    await expect.poll(async () => (await page()).html.includes("Frischetest Lutschtabletten"), pollOptions).toBe(true);
    const { html } = await page();
    expect(html).toContain("43.21");
    const home = await pages.app.request("http://shop.test/");
    expect(home.status).toBe(200);
  });
});

describe.runIf(postgres)("two instances on one PostgreSQL database", () => {
  it("sees a change made through the other at once, and after its listening connection drops", async () => {
    const scratch = await createPostgresDatabase();
    const env = loadEnv({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: "/tmp", JWT_SECRET: "test-secret-test-secret-test-secret-0123", PUBLIC_URL: "http://shop.test" });
    const logger = createLogger("silent");
    const a = await bootDeps(env, logger, await openDatabase({ kind: "postgres", url: scratch.url, poolSize: 3 }));
    const b = await bootDeps(env, logger, await openDatabase({ kind: "postgres", url: scratch.url, poolSize: 3 }));
    try {
      await seedCatalogue(a.database.db, { products: 40, seed: TEST_CATALOGUE_SEED });
      const { app: appB, pages: pagesB } = createHttp(b);
      const build = (await import(pathToFileURL(path.join(ensureBuild(), "server/index.js")).href)) as ServerBuild;
      mountFrontend(appB, { build, mode: "production", pages: pagesB });
      // B's kept page (brotli bytes, as a browser asks) must be dropped when A changes the catalogue.
      const pageOnB = async () => {
        const res = await appB.request(`http://shop.test/product/${code}`, { headers: { "accept-encoding": "br" } });
        expect(res.headers.get("content-encoding")).toBe("br");
        return brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString("utf8");
      };
      const [{ pharmacode: code }] = await queryRows(a.database.db, z.object({ pharmacode: z.number() }), sql`select pharmacode from articles where price_cents is not null order by pharmacode limit 1`);
      const priceOnB = async () => ((await (await appB.request(`/api/products/${code}`)).json()) as { data: { product: Detail } }).data.product.articles[0]!.price.currentPrice;
      const listOnB = async () => priceIn(((await (await appB.request("/api/getAllProducts?limit=40&sort=name")).json()) as { data: List }).data, code);
      await priceOnB();
      await listOnB();
      expect(await pageOnB()).not.toContain("111.11");
      const keptEtag = (await appB.request(`http://shop.test/product/${code}`)).headers.get("etag");
      expect(keptEtag).toBeTruthy();

      await a.database.db.execute(sql`update articles set price_cents = 11111, original_price_cents = null where pharmacode = ${code}`);
      await expect.poll(priceOnB, pollOptions).toBe(111.11);
      await expect.poll(listOnB, pollOptions).toBe(111.11);
      await expect.poll(async () => (await pageOnB()).includes("111.11"), pollOptions).toBe(true);
      expect((await appB.request(`http://shop.test/product/${code}`)).headers.get("etag")).not.toBe(keptEtag);

      // Cut the listening connections: until B listens again it caches nothing, then it reads everything afresh.
      const before = b.database.changes.catalogue.generation();
      await a.database.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${CHANGE_FEED_APP_NAME} and datname = current_database()`);
      await expect.poll(() => b.database.changes.catalogue.generation() !== before, pollOptions).toBe(true);
      await a.database.db.execute(sql`update articles set price_cents = 22222, original_price_cents = null where pharmacode = ${code}`);
      expect(await priceOnB()).toBe(222.22);
      await expect.poll(() => b.database.changes.catalogue.generation(), { timeout: 5_000, interval: 50 }).not.toBeNull();
      expect(await priceOnB()).toBe(222.22);
      expect(await listOnB()).toBe(222.22);
      // Listening again: a later change is heard as before.
      await a.database.db.execute(sql`update articles set price_cents = 33333, original_price_cents = null where pharmacode = ${code}`);
      await expect.poll(priceOnB, pollOptions).toBe(333.33);
      await expect.poll(async () => (await pageOnB()).includes("333.33"), pollOptions).toBe(true);
    } finally {
      for (const deps of [a, b]) {
        await deps.services.mailWorker.stop();
        await deps.database.close();
      }
      await scratch.drop();
    }
  }, 120_000);
});
