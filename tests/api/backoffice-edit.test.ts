import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import {
  ARTICLE_RULE_MESSAGES,
  emptyFieldMessage,
  saleCodeCategoryMessage,
  UPDATED_AT_MESSAGE,
  type BackofficeArticle,
  type CatalogueAuditEntry,
  type ImportRowError,
} from "#contracts/backoffice.ts";
import { DESK_MESSAGES } from "#contracts/desk.ts";
import { queryOne } from "#server/db/typed-sql.ts";
import { testDatabaseKind } from "#tests/helpers/test-database.ts";
import { createBackofficeApp, type BackofficeApp } from "#tests/helpers/backoffice.ts";

// Issue 40, the manager's edits (shared/API.md "Back office", record 034): PATCH with the import row's rules and
// messages, the legal rule, optimistic concurrency held by the database, stock corrections that never go below 0
// under parallel requests, the audit trail, and the shop seeing the change.

let b: BackofficeApp;
let token: string;
let managerEmail: string;
let category: string;
beforeAll(async () => {
  b = await createBackofficeApp();
  const manager = await b.manager();
  token = manager.token;
  managerEmail = manager.email;
  const categories = (await b.t.call("GET", "/api/getCategories")).body.data as { category: { en: string } }[];
  category = categories[0]!.category.en;
}, 180_000);
afterAll(async () => {
  await b.close();
});

const path = (pharmacode: number) => `/api/backoffice/articles/${pharmacode}`;
const read = async (pharmacode: number) => (await b.t.call("GET", path(pharmacode), { token })).body.data as BackofficeArticle;
const patch = (pharmacode: number, body: Record<string, unknown>, as = token) => b.t.call("PATCH", path(pharmacode), { token: as, body });
const adjust = (pharmacode: number, body: Record<string, unknown>, as = token) => b.t.call("POST", `${path(pharmacode)}/stock`, { token: as, body });
const audit = async (pharmacode: number) => (await b.t.call("GET", `/api/backoffice/audit?pharmacode=${pharmacode}`, { token })).body.data as CatalogueAuditEntry[];
const shopPrice = async (pharmacode: number) => {
  const res = await b.t.call("GET", `/api/products/${pharmacode}`);
  return (res.body.data.product.articles as { pharmacode: number; price: { currentPrice: number | null } }[]).find((a) => a.pharmacode === pharmacode)?.price.currentPrice;
};
// On PostgreSQL another connection hears the change a few milliseconds after the commit (the change feed).
const within5s = { timeout: 5_000, interval: 20 };

describe("who may edit", () => {
  it("answers 401 without a token, 403 MANAGER_ONLY to a customer and to staff, and changes nothing", async () => {
    const { pharmacode } = await b.orderable(0);
    const before = await read(pharmacode);
    const body = { updatedAt: before.updatedAt, price: 1.05 };
    expect((await patch(pharmacode, body, "")).status).toBe(401);
    expect((await adjust(pharmacode, { delta: 1, reason: "Lieferung" }, "")).status).toBe(401);
    const customer = await b.user();
    const staff = await b.staff();
    for (const who of [customer.token, staff.token]) {
      const edited = await patch(pharmacode, body, who);
      expect([edited.status, edited.body.error, edited.body.code]).toEqual([403, DESK_MESSAGES.managerOnly, "MANAGER_ONLY"]);
      const moved = await adjust(pharmacode, { delta: 1, reason: "Lieferung" }, who);
      expect([moved.status, moved.body.code]).toEqual([403, "MANAGER_ONLY"]);
    }
    expect(await read(pharmacode)).toEqual(before);
  });

  it("answers 404 for an unknown article and 400 for a pharmacode that is none", async () => {
    const missing = await patch(9_999_001, { updatedAt: new Date().toISOString(), price: 2 });
    expect([missing.status, missing.body.code]).toEqual([404, "ARTICLE_NOT_FOUND"]);
    expect((await adjust(9_999_001, { delta: 1, reason: "Inventur" })).body.code).toBe("ARTICLE_NOT_FOUND");
    expect((await patch(0, { updatedAt: new Date().toISOString() })).status).toBe(400);
  });
});

describe("the import row's rules and messages", () => {
  /**
   * Each case: the PATCH body and the same value as an `articles` CSV row's cells. The import's message for that
   * row is the one the PATCH must answer at the field: one rule, one text.
   */
  const cases: { name: string; field: string; body: Record<string, unknown>; csv: Record<string, string> }[] = [
    { name: "a GTIN with a wrong check digit", field: "gtin", body: { gtin: "7612345678901" }, csv: { gtin: "7612345678901" } },
    { name: "a GTIN of 9 digits", field: "gtin", body: { gtin: "123456789" }, csv: { gtin: "123456789" } },
    { name: "a name of 201 characters", field: "name", body: { name: "N".repeat(201) }, csv: { name: "N".repeat(201) } },
    { name: "a name with a control character", field: "name", body: { name: "Dolo\u0007rin" }, csv: { name: "Dolo\u0007rin" } },
    { name: "a brand of 101 characters", field: "brand", body: { brand: "B".repeat(101) }, csv: { brand: "B".repeat(101) } },
    { name: "a company of 101 characters", field: "company", body: { company: "C".repeat(101) }, csv: { company: "C".repeat(101) } },
    { name: "an unknown category", field: "category", body: { category: "Nowhere" }, csv: { category: "Nowhere" } },
    { name: "a price below 0.05", field: "price", body: { price: 0.01 }, csv: { price_chf: "0.01" } },
    { name: "a price with three decimals", field: "price", body: { price: 12.345 }, csv: { price_chf: "12.345" } },
    { name: "a price above 99,999.95", field: "price", body: { price: 100_000 }, csv: { price_chf: "100000" } },
    { name: "an offer below the price", field: "originalPrice", body: { price: 5, originalPrice: 4 }, csv: { price_chf: "5.00", original_price_chf: "4.00" } },
    { name: "the VAT rate before 2024", field: "vatRate", body: { vatRate: 7.7 }, csv: { vat_rate: "7.7" } },
    { name: "Swissmedic category C", field: "swissmedicCategory", body: { swissmedicCategory: "C" }, csv: { swissmedic_category: "C" } },
    { name: "an ATC code that is none", field: "atc", body: { atc: "XYZ" }, csv: { atc: "XYZ" } },
    { name: "an unknown sale code", field: "saleCode", body: { saleCode: "Sale.Web.XX" }, csv: { sale_code: "Sale.Web.XX" } },
    { name: "the legal rule: category B sent by post", field: "saleCode", body: { swissmedicCategory: "B", saleCode: "Sale.Web.OK" }, csv: { swissmedic_category: "B", sale_code: "Sale.Web.OK" } },
    { name: "the legal rule: category D sent by post", field: "saleCode", body: { swissmedicCategory: "D", saleCode: "Sale.Web.OK" }, csv: { swissmedic_category: "D", sale_code: "Sale.Web.OK" } },
    { name: "available neither true, false nor empty", field: "available", body: { available: "vielleicht" }, csv: { available: "vielleicht" } },
    { name: "active neither true nor false", field: "active", body: { active: "oui" }, csv: { active: "oui" } },
    { name: "a summary of 20,001 characters", field: "summary", body: { summary: "s".repeat(20_001) }, csv: { summary: "s".repeat(20_001) } },
  ];
  const importMessages = new Map<number, ImportRowError[]>();
  let target: BackofficeArticle;

  beforeAll(async () => {
    target = await read((await b.orderable(1)).pharmacode);
    const columns = ["pharmacode", "gtin", "name", "brand", "company", "category", "price_chf", "original_price_chf", "vat_rate", "swissmedic_category", "atc", "sale_code", "available", "active", "summary"];
    const quote = (v: string) => `"${v.replace(/"/g, '""')}"`;
    // New articles (a name and a category each), so that only the cell under test is wrong.
    const lines = cases.map((c, i) => {
      const cells: Record<string, string> = { pharmacode: String(9_200_000 + i), name: "Testartikel", category, ...c.csv };
      return columns.map((col) => quote(cells[col] ?? "")).join(",");
    });
    const job = await b.validated(token, "articles", [columns.join(","), ...lines].join("\n") + "\n");
    expect(job.counts.error).toBe(cases.length);
    const all = (await b.t.call("GET", `/api/backoffice/imports/${job._id}/changes?filter=errors&limit=500`, { token })).body.data.changes as { row: number; errors: ImportRowError[] }[];
    for (const change of all) importMessages.set(change.row, change.errors);
  });

  for (const [i, c] of cases.entries()) {
    it(`refuses ${c.name} with the import's message at the field`, async () => {
      const fromImport = importMessages.get(i + 2);
      expect(fromImport, "the import refused the same value").toHaveLength(1);
      const res = await patch(target.pharmacode, { updatedAt: target.updatedAt, ...c.body });
      expect(res.status).toBe(400);
      expect(res.body.details).toEqual([{ field: c.field, message: fromImport![0]!.message }]);
      expect(res.body.error).toBe(fromImport![0]!.message);
    });
  }

  it("words them as the contract does (the texts the form shows)", async () => {
    const res = await patch(target.pharmacode, { updatedAt: target.updatedAt, price: 0.01, vatRate: 7.7, swissmedicCategory: "B", saleCode: "Sale.Web.CC", atc: "XYZ" });
    expect(res.body.details).toEqual([
      { field: "price", message: "price_chf: 0.05 bis 99999.95, höchstens zwei Nachkommastellen" },
      { field: "vatRate", message: "vat_rate: 2.6 oder 8.1" },
      { field: "atc", message: ARTICLE_RULE_MESSAGES.ATC },
      { field: "saleCode", message: "Sale.Web.CC ist weniger streng, als die Swissmedic-Kategorie B erlaubt (A und B: Sale.Web.Rx, D: mindestens Sale.Web.CC)" },
    ]);
    expect(await read(target.pharmacode)).toEqual(target);
  });

  it("refuses an empty name, brand, company or category, a field of the wrong type, and fields edited elsewhere", async () => {
    const base = { updatedAt: target.updatedAt };
    for (const field of ["name", "brand", "company", "category"]) {
      expect((await patch(target.pharmacode, { ...base, [field]: "  " })).body.details).toEqual([{ field, message: emptyFieldMessage(field) }]);
    }
    expect((await patch(target.pharmacode, { ...base, price: "12.50" })).body.details).toEqual([{ field: "price", message: ARTICLE_RULE_MESSAGES.PRICE }]);
    expect((await patch(target.pharmacode, { ...base, name: 42 })).body.details).toEqual([{ field: "name", message: ARTICLE_RULE_MESSAGES.NAME }]);
    const stock = await patch(target.pharmacode, { ...base, stock: 3 });
    expect([stock.status, stock.body.error]).toEqual([400, "Not editable here: stock (stock: POST …/stock; images: …/images; pharmacode never)"]);
    expect((await patch(target.pharmacode, { ...base, pharmacode: 1, images: [] })).status).toBe(400);
    const noToken = await patch(target.pharmacode, { price: 3 });
    expect([noToken.status, noToken.body.details]).toEqual([400, [{ field: "updatedAt", message: UPDATED_AT_MESSAGE }]]);
    expect((await b.t.call("PATCH", path(target.pharmacode), { token, body: "not json" })).status).toBe(400);
    expect(await read(target.pharmacode)).toEqual(target);
  });

  it("refuses a GTIN another article holds, and a sale code less strict than the article's own category", async () => {
    const other = await read((await b.orderable(2)).pharmacode);
    const holder = await read((await b.orderable(3)).pharmacode);
    const gtin = "7680316440115";
    expect((await patch(holder.pharmacode, { updatedAt: holder.updatedAt, gtin })).status).toBe(200);
    const taken = await patch(other.pharmacode, { updatedAt: other.updatedAt, gtin });
    expect(taken.body.details).toEqual([{ field: "gtin", message: `gtin ${gtin} gehört zum Artikel ${holder.pharmacode}` }]);

    const rx = await read((await b.prescriptionOnly()).pharmacode);
    expect(rx.swissmedicCategory).toMatch(/^[AB]$/);
    const looser = await patch(rx.pharmacode, { updatedAt: rx.updatedAt, saleCode: "Sale.Web.OK" });
    expect([looser.status, looser.body.details]).toEqual([400, [{ field: "saleCode", message: saleCodeCategoryMessage("Sale.Web.OK", rx.swissmedicCategory) }]]);
  });
});

describe("a saved edit", () => {
  it("changes the fields, audits each (source EDIT, who), moves updatedAt on, and the shop shows the new price", async () => {
    // The product's first pack size: the product takes its name from it (as after an import), and search finds that.
    const { n: first } = await queryOne(b.t.deps.database.db, z.object({ n: z.number().int() }), sql`
      select pharmacode as n from articles where position = 0 and regulation <> 'Sale.Web.Rx' and price_cents is not null order by pharmacode offset 30 limit 1`);
    const before = await read(first);
    expect(await shopPrice(before.pharmacode)).toBe(before.price); // the shop's answer is now kept in memory
    const newPrice = before.price === 23.45 ? 24.5 : 23.45;
    const res = await patch(before.pharmacode, { updatedAt: before.updatedAt, price: newPrice, name: `${before.name} Quarzblau`, available: true, atc: "n02be01" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const after = res.body.data as BackofficeArticle;
    expect(after).toMatchObject({ price: newPrice, name: `${before.name} Quarzblau`, available: true, atc: "N02BE01", stock: before.stock });
    expect(Date.parse(after.updatedAt)).toBeGreaterThan(Date.parse(before.updatedAt));
    expect(await read(before.pharmacode)).toEqual(after);

    const lines = (await audit(before.pharmacode)).filter((a) => a.source === "EDIT");
    expect(lines.map((l) => l.field).sort()).toEqual(["atc", "name", "price", ...(before.available === true ? [] : ["available"])].sort());
    expect(lines.find((l) => l.field === "price")).toMatchObject({ from: before.price, to: newPrice, by: { email: managerEmail }, jobId: null });

    await expect.poll(() => shopPrice(before.pharmacode), within5s).toBe(newPrice);
    const search = await b.t.call("GET", `/api/search?searchTerms=${encodeURIComponent("Quarzblau")}`);
    expect(search.body.data.products.map((p: { pharmacode: number }) => p.pharmacode)).toContain(before.pharmacode);
  });

  it("tightens the sale code when only the Swissmedic category is set (as an import does), and audits both", async () => {
    const before = await read((await b.orderable(5)).pharmacode);
    const res = await patch(before.pharmacode, { updatedAt: before.updatedAt, swissmedicCategory: "B" });
    expect(res.body.data).toMatchObject({ swissmedicCategory: "B", saleCode: "Sale.Web.Rx" });
    const fields = (await audit(before.pharmacode)).filter((a) => a.source === "EDIT").map((a) => a.field);
    expect(fields.sort()).toEqual(["saleCode", "swissmedicCategory"]);
  });

  it("writes and audits nothing for values the article already has, and keeps its updatedAt", async () => {
    const before = await read((await b.orderable(6)).pharmacode);
    const res = await patch(before.pharmacode, { updatedAt: before.updatedAt, price: before.price, name: before.name });
    expect(res.body.data).toEqual(before);
    expect((await audit(before.pharmacode)).filter((a) => a.source === "EDIT")).toEqual([]);
  });

  it("takes an article out of the shop and back (active)", async () => {
    const before = await read((await b.orderable(7)).pharmacode);
    const off = await patch(before.pharmacode, { updatedAt: before.updatedAt, active: false });
    expect(off.body.data.active).toBe(false);
    await expect.poll(async () => (await b.t.call("GET", `/api/products/${before.pharmacode}`)).status, within5s).toBe(404);
    expect((await patch(before.pharmacode, { updatedAt: off.body.data.updatedAt, active: true })).status).toBe(200);
    await expect.poll(async () => (await b.t.call("GET", `/api/products/${before.pharmacode}`)).status, within5s).toBe(200);
  });
});

describe("two managers editing one article", () => {
  it("lets exactly one of two parallel saves with the same updatedAt win; the other gets 409 with the current values", async () => {
    const before = await read((await b.orderable(8)).pharmacode);
    const [x, y] = await Promise.all([
      patch(before.pharmacode, { updatedAt: before.updatedAt, price: 31.05 }),
      patch(before.pharmacode, { updatedAt: before.updatedAt, price: 32.05 }),
    ]);
    expect([x.status, y.status].sort()).toEqual([200, 409]);
    const [won, lost] = x.status === 200 ? [x, y] : [y, x];
    expect([lost.body.code, lost.body.error]).toEqual(["ARTICLE_CHANGED", "The article was changed by someone else after you read it; its current values are in data. Nothing was saved."]);
    expect(lost.body.data).toEqual(won.body.data);
    expect(await read(before.pharmacode)).toEqual(won.body.data);
    // One audit line: the loser wrote nothing.
    expect((await audit(before.pharmacode)).filter((a) => a.field === "price").map((a) => a.to)).toEqual([won.body.data.price]);
  });

  it("refuses a save based on what was read before another one, even a second later, and takes it with the new token", async () => {
    const before = await read((await b.orderable(9)).pharmacode);
    const first = await patch(before.pharmacode, { updatedAt: before.updatedAt, brand: "Erstmarke" });
    expect(first.status).toBe(200);
    const stale = await patch(before.pharmacode, { updatedAt: before.updatedAt, company: "Zweitfirma" });
    expect([stale.status, stale.body.data.brand, stale.body.data.company]).toEqual([409, "Erstmarke", before.company]);
    const fresh = await patch(before.pharmacode, { updatedAt: stale.body.data.updatedAt, company: "Zweitfirma" });
    expect([fresh.status, fresh.body.data.brand, fresh.body.data.company]).toEqual([200, "Erstmarke", "Zweitfirma"]);
  });

  it("does not treat a stock correction as a change of the fields (the open form stays valid)", async () => {
    const before = await read((await b.orderable(10)).pharmacode);
    expect((await adjust(before.pharmacode, { delta: 2, reason: "Lieferung" })).status).toBe(200);
    expect((await patch(before.pharmacode, { updatedAt: before.updatedAt, vatRate: before.vatRate === 8.1 ? 2.6 : 8.1 })).status).toBe(200);
  });
});

describe("stock corrections", () => {
  it("checks delta and reason", async () => {
    const { pharmacode } = await b.orderable(11);
    const cases: [Record<string, unknown>, string][] = [
      [{ delta: 0, reason: "Bruch" }, "Änderung: nicht 0"],
      [{ delta: 1.5, reason: "Bruch" }, "Änderung: eine ganze Zahl (Zugang positiv, Abgang negativ)"],
      [{ delta: "3", reason: "Bruch" }, "Änderung: eine ganze Zahl (Zugang positiv, Abgang negativ)"],
      [{ delta: 1_000_000, reason: "Bruch" }, "Änderung: höchstens 100000 Stück auf einmal"],
      [{ delta: 1, reason: "Diebstahl" }, "Grund: Bruch, Verfall, Inventur oder Lieferung"],
      [{ delta: 1 }, "Grund: Bruch, Verfall, Inventur oder Lieferung"],
    ];
    for (const [body, message] of cases) {
      const res = await adjust(pharmacode, body);
      expect([res.status, res.body.error], JSON.stringify(body)).toEqual([400, message]);
    }
  });

  it("moves the stock, audits it with its reason (source STOCK), and answers 409 below 0 with the article", async () => {
    const before = await read((await b.orderable(12)).pharmacode);
    const up = await adjust(before.pharmacode, { delta: 7, reason: "Lieferung" });
    expect([up.status, up.body.data.stock]).toEqual([200, before.stock + 7]);
    const down = await adjust(before.pharmacode, { delta: -2, reason: "Bruch" });
    expect(down.body.data.stock).toBe(before.stock + 5);
    const tooMuch = await adjust(before.pharmacode, { delta: -(before.stock + 6), reason: "Verfall" });
    expect([tooMuch.status, tooMuch.body.code, tooMuch.body.data.stock]).toEqual([409, "STOCK_NEGATIVE", before.stock + 5]);
    const lines = (await audit(before.pharmacode)).filter((a) => a.source === "STOCK");
    expect(lines.map((l) => [l.field, l.from, l.to, l.reference, l.by?.email])).toEqual([
      ["stock", before.stock + 7, before.stock + 5, "Bruch", managerEmail],
      ["stock", before.stock, before.stock + 7, "Lieferung", managerEmail],
    ]);
    expect((await read(before.pharmacode)).updatedAt).toBe(before.updatedAt);
  });

  it(`never goes below 0 under 20 parallel corrections, and the sum is exact (${testDatabaseKind()})`, async () => {
    const { pharmacode } = await b.orderable(13);
    const start = await read(pharmacode);
    const set = await adjust(pharmacode, { delta: 10 - start.stock || 10, reason: "Inventur" });
    const stock = set.body.data.stock as number;
    expect(stock).toBeGreaterThanOrEqual(10);
    // stock + 5 units in, 15 asked for 2 each: whatever the order, never below 0, and what went through adds up.
    const deltas = [...Array.from({ length: 15 }, () => -2), ...Array.from({ length: 5 }, () => 1)];
    const answers = await Promise.all(deltas.map((delta, i) => adjust(pharmacode, { delta, reason: i % 2 ? "Bruch" : "Verfall" })));
    for (const a of answers) expect([200, 409]).toContain(a.status);
    for (const a of answers.filter((x) => x.status === 409)) expect(a.body.code).toBe("STOCK_NEGATIVE");
    const applied = deltas.filter((_, i) => answers[i]!.status === 200);
    const final = (await read(pharmacode)).stock;
    expect(final).toBe(stock + applied.reduce((s, d) => s + d, 0));
    expect(final).toBeGreaterThanOrEqual(0);
    for (const a of answers) expect(a.body.data.stock).toBeGreaterThanOrEqual(0);
    // One audit line per correction that went through, each moving by its delta.
    const lines = (await audit(pharmacode)).filter((l) => l.source === "STOCK" && l.reference !== "Inventur");
    expect(lines.map((l) => (l.to as number) - (l.from as number)).sort()).toEqual([...applied].sort());
  });

  it("20 parallel withdrawals of 1 from 10: exactly 10 go through, the stock ends at 0", async () => {
    const { pharmacode } = await b.orderable(14);
    const start = (await read(pharmacode)).stock;
    if (start !== 10) expect((await adjust(pharmacode, { delta: 10 - start, reason: "Inventur" })).body.data.stock).toBe(10);
    const answers = await Promise.all(Array.from({ length: 20 }, () => adjust(pharmacode, { delta: -1, reason: "Bruch" })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(10);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(10);
    expect((await read(pharmacode)).stock).toBe(0);
  });
});
