import path from "node:path";
import { pathToFileURL } from "node:url";
import { TZDate } from "@date-fns/tz";
import { sql } from "drizzle-orm";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { OFFER_END_PAST, OFFER_END_REFERENCE, offerEndText, type BackofficeArticle, type BackofficeOffer, type CatalogueAuditEntry } from "#contracts/backoffice.ts";
import { addDays, isoDayText, PHARMACY_TIME_ZONE, zurichDay } from "#contracts/calendar.ts";
import { DESK_MESSAGES } from "#contracts/desk.ts";
import { bootDeps } from "#server/boot.ts";
import { seedCatalogue } from "#server/catalogue-generator/seeder.ts";
import { openDatabase } from "#server/db/client.ts";
import { queryRows, intArray } from "#server/db/typed-sql.ts";
import { loadEnv } from "#server/env.ts";
import { createHttp } from "#server/http/app.ts";
import { mountFrontend } from "#server/http/frontend.ts";
import { createLogger } from "#server/logger.ts";
import { createBackofficeApp, type BackofficeApp } from "#tests/helpers/backoffice.ts";
import { TEST_CATALOGUE_SEED } from "#tests/helpers/catalogue.ts";
import { ensureBuild } from "#tests/helpers/server-process.ts";
import { createPostgresDatabase, testDatabaseKind } from "#tests/helpers/test-database.ts";

// Offers (issue 40, docs/decisions/036-offers-and-staff.md): start, list, end now, end at the date on the shop's
// movable clock with nobody acting, the home page's "current offers" and its kept page following, the audit trail.

// The shop's clock, moved by the tests; the offer-end job runs inside the app every 50 ms on it.
let clock = Date.now();
let b: BackofficeApp;
let token: string;
beforeAll(async () => {
  b = await createBackofficeApp({ now: () => new Date(clock), offerEndIntervalMs: 50 });
  token = (await b.manager()).token;
}, 180_000);
afterAll(async () => {
  await b.close();
});

const pick = z.object({ pharmacode: z.number().int(), price_cents: z.number().int(), description: z.string() });
let taken: number[] = [0];
/** A product's main article (the one its cards show and link) with a public price and no offer, one no other test uses. */
async function plainArticle() {
  const [row] = await queryRows(
    b.t.deps.database.db,
    pick,
    sql`select pharmacode, price_cents, description from articles
        where active and position = 0 and regulation <> 'Sale.Web.Rx' and price_cents >= 500 and original_price_cents = price_cents and pharmacode <> all(${intArray(taken)})
        order by pharmacode limit 1`,
  );
  taken = [...taken, row!.pharmacode];
  return { pharmacode: row!.pharmacode, price: row!.price_cents / 100, name: row!.description };
}

/** A franc less, in whole Rappen. */
const less = (chf: number) => Math.round((chf - 1) * 100) / 100;
const put = (pharmacode: number | string, body: unknown, as = token) => b.t.call("PUT", `/api/backoffice/articles/${pharmacode}/offer`, { token: as, body });
const end = (pharmacode: number, as = token) => b.t.call("DELETE", `/api/backoffice/articles/${pharmacode}/offer`, { token: as });
const offers = async () => (await b.t.call("GET", "/api/backoffice/offers", { token })).body.data as BackofficeOffer[];
const audit = async (pharmacode: number) => (await b.t.call("GET", `/api/backoffice/audit?pharmacode=${pharmacode}`, { token })).body.data as CatalogueAuditEntry[];
const shopPrice = async (pharmacode: number) => {
  const detail = (await b.t.call("GET", `/api/products/${pharmacode}`)).body.data.product as { articles: { pharmacode: number; price: { currentPrice: number; originalPrice: number; inDiscount: boolean } }[] };
  return detail.articles.find((a) => a.pharmacode === pharmacode)!.price;
};
const homeOffers = async () => (await b.t.deps.services.catalogue.listCurrentOffers({ limit: 6 })).products.flatMap((p) => p.articles.map((a) => a.pharmacode));
/** The Zurich day `days` after the clock's, as the offer dialog sends it. */
const zurichDayText = (days: number) => isoDayText(addDays(zurichDay(new Date(clock)), days));
/** The instant Zurich's midnight after that day is, by @date-fns/tz (independent of contracts/calendar.ts). */
const midnightAfter = (dayText: string) => {
  const [y, m, d] = dayText.split("-").map(Number) as [number, number, number];
  return new Date(new TZDate(y, m - 1, d + 1, 0, 0, PHARMACY_TIME_ZONE).getTime()).toISOString();
};

describe("who may handle offers", () => {
  it("answers 401 without a token, 403 MANAGER_ONLY to a customer and to staff", async () => {
    const { pharmacode, price } = await plainArticle();
    expect((await b.t.call("GET", "/api/backoffice/offers")).status).toBe(401);
    expect((await put(pharmacode, { price: less(price) }, "")).status).toBe(401);
    const customer = await b.user();
    const staff = await b.staff();
    for (const as of [customer.token, staff.token]) {
      const list = await b.t.call("GET", "/api/backoffice/offers", { token: as });
      expect([list.status, list.body.error, list.body.code]).toEqual([403, DESK_MESSAGES.managerOnly, "MANAGER_ONLY"]);
      expect((await put(pharmacode, { price: less(price) }, as)).status).toBe(403);
      expect((await end(pharmacode, as)).status).toBe(403);
    }
    expect((await shopPrice(pharmacode)).inDiscount).toBe(false);
  });
});

describe("an offer's input", () => {
  it("refuses bad prices, ends and articles with a clear message, never a 500", async () => {
    const { pharmacode, price } = await plainArticle();
    const refused = async (body: unknown, field: string, message: string) => {
      const res = await put(pharmacode, body);
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.success).toBe(false);
      expect(res.body.details).toContainEqual({ field, message });
    };
    await refused({}, "price", "price: 0.05 bis 99999.95, höchstens zwei Nachkommastellen");
    await refused({ price: "9.90" }, "price", "price: 0.05 bis 99999.95, höchstens zwei Nachkommastellen");
    await refused({ price: 0.01 }, "price", "price: 0.05 bis 99999.95, höchstens zwei Nachkommastellen");
    await refused({ price: 9.999 }, "price", "price: 0.05 bis 99999.95, höchstens zwei Nachkommastellen");
    await refused({ price: 100_000 }, "price", "price: 0.05 bis 99999.95, höchstens zwei Nachkommastellen");
    await refused({ price: 10, originalPrice: 10 }, "originalPrice", "originalPrice muss über dem Aktionspreis liegen");
    await refused({ price: 10, originalPrice: 12.001 }, "originalPrice", "originalPrice: 0.05 bis 99999.95, höchstens zwei Nachkommastellen");
    const until = "offerUntil: ein Datum JJJJ-MM-TT (die Aktion gilt bis und mit diesem Tag) oder JJJJ-MM-TTTHH:MM, Zeit in Zürich";
    for (const bad of ["24.12.2030", "2030-02-30", "2030-12-24T24:00", "2030-12-24 18:00", 5]) await refused({ price: 1, offerUntil: bad }, "offerUntil", until);
    // Without originalPrice the regular price is the original: an offer price at or above it is no offer.
    await refused({ price }, "price", "originalPrice muss über dem Aktionspreis liegen");
    // An end that has passed on the shop's clock.
    await refused({ price: less(price), offerUntil: zurichDayText(-1) }, "offerUntil", OFFER_END_PAST);
    expect((await put("12ab", { price: 1 })).status).toBe(400);
    const unknown = await put(9_999_990, { price: 1 });
    expect([unknown.status, unknown.body.code]).toEqual([404, "ARTICLE_NOT_FOUND"]);
    const [rx] = await queryRows(b.t.deps.database.db, z.object({ pharmacode: z.number() }), sql`select pharmacode from articles where regulation = 'Sale.Web.Rx' and price_cents > 100 limit 1`);
    const hidden = await put(rx!.pharmacode, { price: 0.5 });
    expect([hidden.status, hidden.body.code]).toEqual([409, "OFFER_PRICE_HIDDEN"]);
    const none = await end(pharmacode);
    expect([none.status, none.body.code]).toEqual([409, "NO_OFFER"]);
    // Nothing of that changed the article or wrote an audit line.
    expect(await audit(pharmacode)).toEqual([]);
    expect((await shopPrice(pharmacode)).inDiscount).toBe(false);
  });
});

describe("starting and ending an offer", () => {
  it("starts one with an end date: the shop's price, the offers list, the home page's offers first, the audit", async () => {
    const { pharmacode, price, name } = await plainArticle();
    const lastDay = zurichDayText(3);
    const offerPrice = Math.round((price - 1.1) * 100) / 100;
    const res = await put(pharmacode, { price: offerPrice, offerUntil: lastDay });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const article = res.body.data as BackofficeArticle;
    expect(article).toMatchObject({ pharmacode, price: offerPrice, originalPrice: price, offerUntil: midnightAfter(lastDay) });
    expect(offerEndText(article.offerUntil!)).toBe(`bis und mit ${lastDay.slice(8, 10)}.${lastDay.slice(5, 7)}.${lastDay.slice(0, 4)}`);

    expect((await offers()).find((o) => o.pharmacode === pharmacode)).toEqual({
      pharmacode,
      name,
      price: offerPrice,
      originalPrice: price,
      offerUntil: midnightAfter(lastDay),
      offerSince: expect.any(String),
      active: true,
    });
    expect(await shopPrice(pharmacode)).toMatchObject({ currentPrice: offerPrice, originalPrice: price, inDiscount: true });
    // The newest offer the pharmacy started comes first on the home page.
    expect((await homeOffers())[0]).toBe(pharmacode);
    const lines = await audit(pharmacode);
    expect(lines.map((l) => [l.field, l.from, l.to, l.source, l.by?.email !== undefined])).toEqual(
      expect.arrayContaining([
        ["price", price, offerPrice, "EDIT", true],
        ["originalPrice", null, price, "EDIT", true],
        ["offerUntil", null, midnightAfter(lastDay), "EDIT", true],
      ]),
    );
    expect(lines).toHaveLength(3);

    // Changed to an end at 18:00 Zurich time: only the end is audited; the same call again changes nothing.
    const evening = `${lastDay}T18:00`;
    const [y, m, d] = lastDay.split("-").map(Number) as [number, number, number];
    const again = await put(pharmacode, { price: offerPrice, offerUntil: evening });
    expect(again.body.data.offerUntil).toBe(new Date(new TZDate(y, m - 1, d, 18, 0, PHARMACY_TIME_ZONE).getTime()).toISOString());
    expect((await put(pharmacode, { price: offerPrice, offerUntil: evening })).status).toBe(200);
    expect(await audit(pharmacode)).toHaveLength(4);

    // Ended now: back to the price, off the list and the home page, audited.
    const ended = await end(pharmacode);
    expect(ended.status).toBe(200);
    expect(ended.body.data).toMatchObject({ price, originalPrice: null, offerUntil: null });
    expect((await offers()).some((o) => o.pharmacode === pharmacode)).toBe(false);
    expect(await shopPrice(pharmacode)).toMatchObject({ currentPrice: price, inDiscount: false });
    expect(await homeOffers()).not.toContain(pharmacode);
    expect((await audit(pharmacode)).slice(0, 3).map((l) => [l.field, l.to])).toEqual(expect.arrayContaining([["price", price], ["originalPrice", null], ["offerUntil", null]]));
  });

  it("ends by itself at its date on the shop's clock: price back, off the offers and the home page, audited as the shop's", async () => {
    const { pharmacode, price } = await plainArticle();
    const lastDay = zurichDayText(2);
    expect((await put(pharmacode, { price: less(price), offerUntil: lastDay })).status).toBe(200);
    const endsAt = new Date(midnightAfter(lastDay)).getTime();

    // A minute before the end: several passes of the job, the offer stays.
    clock = endsAt - 60_000;
    await new Promise((r) => setTimeout(r, 400));
    expect((await shopPrice(pharmacode)).inDiscount).toBe(true);
    expect(await homeOffers()).toContain(pharmacode);

    // Past it: nobody acts, the job ends it.
    clock = endsAt + 1_000;
    await expect.poll(async () => (await shopPrice(pharmacode)).currentPrice, { timeout: 5_000, interval: 50 }).toBe(price);
    expect(await shopPrice(pharmacode)).toMatchObject({ inDiscount: false });
    expect(await homeOffers()).not.toContain(pharmacode);
    expect((await offers()).some((o) => o.pharmacode === pharmacode)).toBe(false);
    const byTheShop = (await audit(pharmacode)).filter((l) => l.reference === OFFER_END_REFERENCE);
    expect(byTheShop.map((l) => [l.field, l.from, l.to, l.source, l.by])).toEqual(
      expect.arrayContaining([
        ["price", less(price), price, "EDIT", null],
        ["originalPrice", price, null, "EDIT", null],
        ["offerUntil", midnightAfter(lastDay), null, "EDIT", null],
      ]),
    );
    expect(byTheShop).toHaveLength(3);
    // Many more passes write nothing more.
    await new Promise((r) => setTimeout(r, 300));
    expect((await audit(pharmacode)).filter((l) => l.reference === OFFER_END_REFERENCE)).toHaveLength(3);
    clock = Date.now();
  });

  it("an import that raises the price above the offer ends it and its date with it", async () => {
    const { pharmacode, price } = await plainArticle();
    expect((await put(pharmacode, { price: less(price), offerUntil: zurichDayText(5) })).status).toBe(200);
    const job = await b.validated(token, "articles", `pharmacode;price_chf\n${pharmacode};${(price + 2).toFixed(2)}\n`);
    expect(job.counts).toMatchObject({ update: 1, error: 0 });
    expect((await b.commit(token, job._id)).status).toBe(202);
    expect((await b.settled(token, job._id)).status).toBe("DONE");
    const article = (await b.t.call("GET", `/api/backoffice/articles/${pharmacode}`, { token })).body.data as BackofficeArticle;
    expect(article).toMatchObject({ price: price + 2, originalPrice: null, offerUntil: null });
    expect((await offers()).some((o) => o.pharmacode === pharmacode)).toBe(false);
  });
});

describe("the home page's kept page", () => {
  it("shows an offer in its current offers once started and drops it once ended", async () => {
    const build = (await import(pathToFileURL(path.join(ensureBuild(), "server/index.js")).href)) as ServerBuild;
    const { app, pages } = createHttp(b.t.deps);
    mountFrontend(app, { build, mode: "production", pages });
    /** The links of the home page's "Aktuelle Angebote" section, as an anonymous visitor gets the kept page. */
    const offerLinks = async () => {
      const html = await (await app.request("http://shop.test/")).text();
      // From the section's start to the best sellers' (the lab promo inside it is a section of its own).
      const section = /aria-labelledby="offers"[\s\S]*?aria-labelledby="bestsellers"/.exec(html)?.[0] ?? "";
      return [...section.matchAll(/href="\/product\/(\d+)"/g)].map((m) => Number(m[1]));
    };
    const { pharmacode, price } = await plainArticle();
    const before = await offerLinks();
    expect(before).not.toContain(pharmacode);
    expect(await offerLinks()).toEqual(before);
    expect((await put(pharmacode, { price: less(price), offerUntil: zurichDayText(1) })).status).toBe(200);
    await expect.poll(async () => (await offerLinks())[0], { timeout: 5_000, interval: 50 }).toBe(pharmacode);
    clock = new Date(midnightAfter(zurichDayText(1))).getTime() + 1_000;
    await expect.poll(async () => (await offerLinks()).includes(pharmacode), { timeout: 5_000, interval: 50 }).toBe(false);
    clock = Date.now();
  }, 300_000);
});

describe.runIf(testDatabaseKind() === "postgres")("two instances on one PostgreSQL database", () => {
  it("an offer started on one is on the other's home offers, and its end, applied by either job once, reaches both", async () => {
    const scratch = await createPostgresDatabase();
    const env = loadEnv({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: "/tmp", JWT_SECRET: "test-secret-test-secret-test-secret-0123", PUBLIC_URL: "http://shop.test" });
    let shared = Date.now();
    const options = { now: () => new Date(shared), offerEndIntervalMs: 50 };
    const a = await bootDeps(env, createLogger("silent"), await openDatabase({ kind: "postgres", url: scratch.url, poolSize: 3 }), options);
    const c = await bootDeps(env, createLogger("silent"), await openDatabase({ kind: "postgres", url: scratch.url, poolSize: 3 }), options);
    try {
      await seedCatalogue(a.database.db, { products: 40, seed: TEST_CATALOGUE_SEED });
      const [row] = await queryRows(a.database.db, pick, sql`select pharmacode, price_cents, description from articles where position = 0 and regulation <> 'Sale.Web.Rx' and price_cents >= 500 and original_price_cents = price_cents order by pharmacode desc limit 1`);
      const onC = async () => (await c.services.catalogue.listCurrentOffers({ limit: 6 })).products.flatMap((p) => p.articles.map((x) => x.pharmacode));
      expect(await onC()).not.toContain(row!.pharmacode);
      const manager = (await queryRows(a.database.db, z.object({ id: z.string() }), sql`insert into users (email, name, surname, address, birthday, role, password_hash) values ('chefin@example.ch', 'Chefin', 'A', 'x', '1980-01-01', 3, 'x') returning id::text`))[0]!;
      const lastDay = isoDayText(addDays(zurichDay(new Date(shared)), 1));
      await a.services.backoffice.offers.set(manager.id, row!.pharmacode, { price: less(row!.price_cents / 100), offerUntil: lastDay });
      await expect.poll(async () => (await onC())[0], { timeout: 5_000, interval: 50 }).toBe(row!.pharmacode);
      shared = new Date(midnightAfter(lastDay)).getTime() + 1_000;
      await expect.poll(async () => (await onC()).includes(row!.pharmacode), { timeout: 5_000, interval: 50 }).toBe(false);
      // Both jobs ran past the end: the offer was ended once (one set of audit lines).
      await new Promise((r) => setTimeout(r, 300));
      const ended = await queryRows(a.database.db, z.object({ n: z.number() }), sql`select count(*)::int as n from catalogue_audit where reference = ${OFFER_END_REFERENCE}`);
      expect(ended[0]!.n).toBe(3);
    } finally {
      await a.services.offerEnds.stop();
      await c.services.offerEnds.stop();
      for (const d of [a, c]) {
        await d.services.mailWorker.stop();
        await d.services.prescriptionRetention.stop();
        await d.services.backoffice.imports.stop();
        await d.database.close();
      }
      await scratch.drop();
    }
  }, 120_000);
});
