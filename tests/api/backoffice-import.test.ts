import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BackofficeArticle, CatalogueAuditEntry, ImportChangesPage, ImportJob } from "#contracts/backoffice.ts";
import { DESK_MESSAGES } from "#contracts/desk.ts";
import { freshIp } from "#tests/helpers/auth-flow.ts";
import { auditLines } from "#server/services/backoffice/audit.ts";
import { createBackofficeApp, windows1252, type BackofficeApp } from "#tests/helpers/backoffice.ts";

// The back office's import (issue 39, shared/API.md "Back office"): roles, the articles CSV from upload to commit,
// its row codes, the policies, re-import, export round trip, stock and Refdata, and one commit at a time.

let b: BackofficeApp;
let token: string;
let category: string;
let subcategory: string;
beforeAll(async () => {
  b = await createBackofficeApp();
  token = (await b.manager()).token;
  const categories = (await b.t.call("GET", "/api/getCategories")).body.data as { category: { en: string }; subcategories: { en: string }[] }[];
  category = categories[0]!.category.en;
  subcategory = categories.find((c) => c.subcategories.length > 0)!.subcategories[0]!.en;
}, 180_000);
afterAll(async () => {
  await b.close();
});

const article = async (pharmacode: number) => (await b.t.call("GET", `/api/backoffice/articles/${pharmacode}`, { token })).body.data as BackofficeArticle;
const changes = async (id: string, query = "") => (await b.t.call("GET", `/api/backoffice/imports/${id}/changes?limit=500${query}`, { token })).body.data as ImportChangesPage;
const auditCount = () => b.count(sql`select count(*) as n from ${auditLines} a`);
let nextCode = 9_100_000;
/** A GTIN-13 with its GS1 check digit. */
const withCheckDigit = (twelve: string) => {
  const sum = [...twelve].reduce((n, d, i) => n + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return `${twelve}${(10 - (sum % 10)) % 10}`;
};
const newCode = () => ++nextCode;

describe("who may use the back office", () => {
  it("answers 401 without a token, 403 to a customer and to staff, 200 to a manager", async () => {
    expect((await b.t.call("GET", "/api/backoffice/imports")).status).toBe(401);
    const customer = await b.user();
    const asCustomer = await b.t.call("GET", "/api/backoffice/imports", { token: customer.token });
    expect([asCustomer.status, asCustomer.body.code]).toEqual([403, "MANAGER_ONLY"]);
    const staff = await b.staff();
    const asStaff = await b.t.call("GET", "/api/backoffice/articles", { token: staff.token });
    expect([asStaff.status, asStaff.body.error, asStaff.body.code]).toEqual([403, DESK_MESSAGES.managerOnly, "MANAGER_ONLY"]);
    expect((await b.upload(staff.token, "articles", "pharmacode\n1\n")).status).toBe(403);
    expect((await b.t.call("GET", "/api/backoffice/imports", { token })).status).toBe(200);
  });

  it("a manager keeps the desk; `role` moves a staff member up and down and ends their sessions", async () => {
    expect((await b.t.call("GET", "/api/desk/days", { token })).status).toBe(200);
    const staff = await b.staff();
    const staffAccounts = b.t.deps.services.desk.staff;
    expect(await staffAccounts.setRole(staff.email, "manager")).toMatchObject({ known: true, staff: true, changed: true, role: "manager" });
    expect((await b.t.call("GET", "/api/backoffice/articles", { token: staff.token })).status).toBe(401);
    const asManager = await b.login(staff.email);
    expect((await b.t.call("GET", "/api/backoffice/articles", { token: asManager })).status).toBe(200);
    expect(await staffAccounts.setRole(staff.email, "staff")).toMatchObject({ changed: true, role: "staff" });
    const asStaff = await b.login(staff.email);
    expect((await b.t.call("GET", "/api/backoffice/articles", { token: asStaff })).status).toBe(403);
    expect((await b.t.call("GET", "/api/desk/days", { token: asStaff })).status).toBe(200);
    // A customer does not become staff through `role` (only `add`, which voids their password).
    const customer = await b.user();
    expect(await staffAccounts.setRole(customer.email, "manager")).toMatchObject({ known: true, staff: false, changed: false });
    expect((await staffAccounts.list()).find((s) => s.email === staff.email)?.role).toBe("staff");
  });
});

describe("articles CSV", () => {
  it("reads a Windows-1252 `;` file with Crème and a quoted quote, nothing changes before the commit, then the shop finds it by name", async () => {
    const code = newCode();
    const file = windows1252(`Pharmacode;Name;Brand;Category;Price_CHF;VAT_rate;Summary\n${code};"Crème ""Rheinbogen"" Hautpflege 50 ml";Rheinbogen;${category};"12,50";8.1;"<p>Für trockene Haut; <script>x</script>zweizeilig\nja</p>"\n`);
    const job = await b.validated(token, "articles", file, "crème.csv");
    expect(job).toMatchObject({ status: "VALIDATED", rows: 1, processed: 1, counts: { create: 1, update: 0, unchanged: 0, error: 0 }, fileName: "crème.csv" });
    const preview = await changes(job._id);
    expect(preview.changes[0]).toMatchObject({ row: 2, pharmacode: code, action: "CREATE" });
    const fields = Object.fromEntries(preview.changes[0]!.fields.map((f) => [f.field, f.to]));
    expect(fields).toMatchObject({ name: 'Crème "Rheinbogen" Hautpflege 50 ml', brand: "Rheinbogen", price: 12.5, vatRate: 8.1, saleCode: "Sale.Web.OK", category });
    expect(String(fields.summary)).not.toContain("<script>");
    expect((await b.t.call("GET", `/api/products/${code}`)).status).toBe(404);

    const started = await b.commit(token, job._id);
    expect([started.status, started.body.data.status]).toEqual([202, "COMMITTING"]);
    expect(await b.settled(token, job._id)).toMatchObject({ status: "DONE", processed: 1 });
    const product = await b.t.call("GET", `/api/products/${code}`);
    expect(product.status).toBe(200);
    expect(product.body.data.product.articles[0].description.description).toBe('Crème "Rheinbogen" Hautpflege 50 ml');
    const search = await b.t.call("GET", `/api/search?searchTerms=${encodeURIComponent("Crème Rheinbogen Hautpflege")}`);
    expect(search.body.data.products.map((p: { pharmacode: number }) => p.pharmacode)).toContain(code);
    const audit = (await b.t.call("GET", `/api/backoffice/audit?pharmacode=${code}`, { token })).body.data as CatalogueAuditEntry[];
    expect(audit.find((a) => a.field === "price")).toMatchObject({ from: null, to: 12.5, source: "IMPORT", jobId: job._id, by: { email: expect.any(String) } });
    // One line per field the new article took, in the preview's order, each its own, paged like any other lines
    // (stored as one row: server/services/backoffice/audit.ts).
    expect(audit.map((a) => [a.field, a.from, a.to])).toEqual(preview.changes[0]!.fields.map((f) => [f.field, null, f.to]));
    expect(new Set(audit.map((a) => a._id)).size).toBe(audit.length);
    const second = (await b.t.call("GET", `/api/backoffice/audit?pharmacode=${code}&limit=2&page=2`, { token })).body.data as CatalogueAuditEntry[];
    expect(second.map((a) => a._id)).toEqual(audit.slice(2, 4).map((a) => a._id));
  });

  it("puts every error code on its row (the header is row 1; a quoted line break does not start a row)", async () => {
    const existing = await b.orderable(3);
    const c = () => newCode();
    const lines = [
      "pharmacode,gtin,name,category,price_chf,original_price_chf,vat_rate,swissmedic_category,sale_code,available,active,stock,colour",
      `${c()},,"Zwei, Kommas",${category},1.00,,,,,,,,"rot\nblau"`, // 2: fine (a quoted line break does not start a row)
      `12345678,,Zu lang,${category},1.00,,,,,,,,`, // 3 PHARMACODE
      `${existing.pharmacode},,,,,,,,,,,,`, // 4 fine (empty cells are values: no price, no category, …)
      `${existing.pharmacode},,,,,,,,,,,,`, // 5 DUPLICATE
      `${c()},7612345678901,Gtin,${category},1.00,,,,,,,,`, // 6 GTIN (check digit)
      `${c()},,,${category},1.00,,,,,,,,`, // 7 NAME (new article without a name)
      `${c()},,Kategorie,Nowhere,1.00,,,,,,,,`, // 8 CATEGORY
      `${c()},,Preis,${category},0.01,,,,,,,,`, // 9 PRICE
      `${c()},,Angebot,${category},5.00,4.00,,,,,,,`, // 10 OFFER
      `${c()},,Mwst,${category},5.00,,7.7,,,,,,`, // 11 VAT
      `${c()},,Kat C,${category},5.00,,,C,,,,,`, // 12 CATEGORY_SMC
      `${c()},,Code,${category},5.00,,,,Sale.Web.XX,,,,`, // 13 SALE_CODE
      `${c()},,Weniger streng,${category},5.00,,,B,Sale.Web.OK,,,,`, // 14 SALE_CODE_CATEGORY
      `${c()},,Verfügbar,${category},5.00,,,,,vielleicht,,,`, // 15 AVAILABLE
      `${c()},,Aktiv,${category},5.00,,,,,,oui,,`, // 16 ACTIVE
      `${c()},,Lager,${category},5.00,,,,,,,-3,`, // 17 STOCK
      `${c()},,Rappen,${subcategory},5.02,,,,,,,,`, // 18 fine, PRICE_STEP warning
    ];
    const job = await b.validated(token, "articles", lines.join("\n") + "\n");
    expect(job.status).toBe("VALIDATED");
    const byCode = Object.fromEntries(job.errors.map((e) => [e.code, e.row]));
    expect(byCode).toEqual({
      PHARMACODE: 3,
      DUPLICATE: 5,
      GTIN: 6,
      NAME: 7,
      CATEGORY: 8,
      PRICE: 9,
      OFFER: 10,
      VAT: 11,
      CATEGORY_SMC: 12,
      SALE_CODE: 13,
      SALE_CODE_CATEGORY: 14,
      AVAILABLE: 15,
      ACTIVE: 16,
      STOCK: 17,
    });
    expect(job.warnings.map((w) => [w.code, w.row])).toEqual([
      ["UNKNOWN_COLUMN", 1],
      ["PRICE_STEP", 18],
    ]);
    expect(job.counts).toMatchObject({ create: 2, update: 1, error: 14, warning: 2 });

    const report = await b.text(token, `/api/backoffice/imports/${job._id}/errors.csv`);
    expect(report.status).toBe(200);
    expect(report.headers.get("content-type")).toMatch(/^text\/csv/);
    const reportLines = report.text.replace(/^\ufeff/, "").trim().split("\r\n");
    expect(reportLines[0]).toBe("row;column;code;message;pharmacode");
    expect(reportLines.slice(1).map((l) => l.split(";").slice(0, 3).join(";"))).toContain("10;original_price_chf;OFFER");
    expect(reportLines).toHaveLength(15);

    const errorsOnly = await changes(job._id, "&filter=errors");
    expect(errorsOnly.pagination.totalProducts).toBe(14);

    // ALL_OR_NOTHING refuses a job with errors; SKIP_FAILED commits the good rows only.
    const refused = await b.commit(token, job._id);
    expect([refused.status, refused.body.code]).toEqual([409, "IMPORT_HAS_ERRORS"]);
    const before = await b.count(sql`select count(*) as n from articles`);
    expect((await b.commit(token, job._id, "SKIP_FAILED")).status).toBe(202);
    expect(await b.settled(token, job._id)).toMatchObject({ status: "DONE", policy: "SKIP_FAILED" });
    expect(await b.count(sql`select count(*) as n from articles`)).toBe(before + 2);
    // A committed job is not committed again, nor discarded.
    expect((await b.commit(token, job._id, "SKIP_FAILED")).body.code).toBe("IMPORT_NOT_VALIDATED");
    expect((await b.t.call("DELETE", `/api/backoffice/imports/${job._id}`, { token })).status).toBe(409);
  });

  it("refuses a sale code less strict than the article's own Swissmedic category (SALE_CODE_CATEGORY)", async () => {
    const rx = await b.prescriptionOnly();
    expect((await article(rx.pharmacode)).swissmedicCategory).toBe("B");
    const job = await b.validated(token, "articles", `pharmacode,sale_code\n${rx.pharmacode},Sale.Web.CC\n`);
    expect(job.errors.map((e) => [e.row, e.code])).toEqual([[2, "SALE_CODE_CATEGORY"]]);
    // Stricter is allowed: an E article may be sold in the pharmacy only.
    const e = (await b.t.call("GET", "/api/backoffice/articles?limit=100", { token })).body.data.articles.find((a: BackofficeArticle) => a.swissmedicCategory === "E");
    const stricter = await b.validated(token, "articles", `pharmacode,sale_code\n${e.pharmacode},Sale.Web.CC\n`);
    expect(stricter.counts).toMatchObject({ update: 1, error: 0 });
  });

  it("a re-import of the same file changes nothing", async () => {
    const code = newCode();
    const file = `pharmacode;name;category;price_chf;original_price_chf;stock;active\n${code};Wiederholt 10 Stk;${category};9,90;12,00;7;ja\n`;
    const first = await b.validated(token, "articles", file);
    await b.commit(token, first._id);
    expect((await b.settled(token, first._id)).status).toBe("DONE");
    expect(await article(code)).toMatchObject({ price: 9.9, originalPrice: 12, stock: 7, active: true });
    const audits = await auditCount();
    const again = await b.validated(token, "articles", file);
    expect(again.counts).toMatchObject({ create: 0, update: 0, unchanged: 1, error: 0 });
    await b.commit(token, again._id);
    expect((await b.settled(token, again._id)).status).toBe("DONE");
    expect(await auditCount()).toBe(audits);
  });

  it("a new article without a summary shows empty details, and a summary imported later shows", async () => {
    const code = newCode();
    const first = await b.validated(token, "articles", `pharmacode;name;category;price_chf\n${code};Ohne Beschrieb 10 Stk;${category};4,50\n`);
    await b.commit(token, first._id);
    expect((await b.settled(token, first._id)).status).toBe("DONE");
    const empty = (await b.t.call("GET", `/api/products/${code}`)).body.data.product.articles[0];
    expect(empty).toMatchObject({ consumerFolder: null, components: [], nonPharmaInformation: null, monographies: [] });
    const later = await b.validated(token, "articles", `pharmacode;summary\n${code};Für jeden Tag\n`);
    await b.commit(token, later._id);
    expect((await b.settled(token, later._id)).status).toBe("DONE");
    await expect
      .poll(async () => (await b.t.call("GET", `/api/products/${code}`)).body.data.product.articles[0].consumerFolder, { timeout: 5_000 })
      .toEqual({ title: "Ohne Beschrieb 10 Stk", summary: "Für jeden Tag" });
  });

  it("an inactive article leaves the shop and stays in the back office and the export", async () => {
    const { pharmacode, description } = await b.orderable(5);
    const job = await b.validated(token, "articles", `pharmacode,active\n${pharmacode},false\n`);
    expect((await changes(job._id)).changes[0]).toMatchObject({ action: "UPDATE", fields: [{ field: "active", from: true, to: false }] });
    await b.commit(token, job._id);
    expect((await b.settled(token, job._id)).status).toBe("DONE");
    expect((await b.t.call("GET", `/api/products/${pharmacode}`)).status).toBe(404);
    const search = await b.t.call("GET", `/api/search?searchTerms=${pharmacode}`);
    expect(search.body.data.products).toHaveLength(0);
    const customer = await b.user();
    expect((await b.t.call("POST", "/api/cart", { token: customer.token, body: { pharmacode, quantity: 1 } })).status).not.toBe(200);
    const inactive = (await b.t.call("GET", "/api/backoffice/articles?filter=inactive", { token })).body.data;
    expect(inactive.articles.map((a: BackofficeArticle) => a.pharmacode)).toContain(pharmacode);
    expect((await b.text(token, "/api/backoffice/catalogue.csv")).text).toContain(`${pharmacode};`);
    expect(description).toBeTruthy();
  });

  it("the export imports back unchanged, and formula cells are neutralised both ways", async () => {
    const code = newCode();
    const made = await b.validated(token, "articles", `pharmacode;name;category;price_chf\n${code};"=HYPERLINK(""x"")";${category};3.00\n`);
    await b.commit(token, made._id);
    expect((await b.settled(token, made._id)).status).toBe("DONE");
    const exported = await b.text(token, "/api/backoffice/catalogue.csv");
    expect(exported.status).toBe(200);
    expect(exported.headers.get("content-disposition")).toContain("catalogue.csv");
    expect(exported.text).toContain(`${code};;"'=HYPERLINK(""x"")"`);
    const back = await b.validated(token, "articles", exported.text, "catalogue.csv");
    expect(back.errors).toEqual([]);
    expect(back.counts).toMatchObject({ create: 0, update: 0, error: 0 });
    expect(back.counts.unchanged).toBe(back.rows);
    expect((await article(code)).name).toBe('=HYPERLINK("x")');
  });

  it("refuses a file that is not CSV text (an XLSX) and discards a job", async () => {
    const xlsx = await b.upload(token, "articles", Buffer.from("PK\u0003\u0004rest-of-zip"), "range.xlsx");
    expect([xlsx.status, xlsx.body.code]).toEqual([400, "FILE_TYPE"]);
    expect((await b.upload(token, "refdata", "pharmacode\n1\n")).body.code).toBe("FILE_TYPE");
    expect((await b.upload(token, "bogus", "pharmacode\n1\n")).status).toBe(400);
    const job = await b.validated(token, "articles", `pharmacode\n${newCode()}\n`);
    const gone = await b.t.call("DELETE", `/api/backoffice/imports/${job._id}`, { token });
    expect([gone.status, gone.body.data.status]).toEqual([200, "DISCARDED"]);
    expect((await b.commit(token, job._id)).body.code).toBe("IMPORT_NOT_VALIDATED");
  });

  it("a missing pharmacode column fails the job with HEADER", async () => {
    const job = await b.validated(token, "articles", "name;price_chf\nNur Name;1.00\n");
    expect(job).toMatchObject({ status: "FAILED", errors: [{ row: 1, code: "HEADER" }] });
  });
});

describe("stock CSV", () => {
  it("sets counts, refuses STALE and UNKNOWN rows", async () => {
    const a = await b.orderable(8);
    const c = await b.orderable(9);
    const now = (await article(a.pharmacode)).stock;
    const other = (await article(c.pharmacode)).stock;
    const job = await b.validated(token, "stock", `pharmacode;stock;expected_stock\n${a.pharmacode};${now + 5};${now}\n${c.pharmacode};1;${other + 1}\n9999991;3;\n`);
    expect(job.errors.map((e) => [e.row, e.code])).toEqual([
      [3, "STALE"],
      [4, "UNKNOWN"],
    ]);
    await b.commit(token, job._id, "SKIP_FAILED");
    expect((await b.settled(token, job._id)).status).toBe("DONE");
    expect((await article(a.pharmacode)).stock).toBe(now + 5);
    expect((await article(c.pharmacode)).stock).toBe(other);
  });
});

describe("Refdata XML", () => {
  const xml = (articles: string) =>
    `<?xml version="1.0" encoding="UTF-8"?>\n<Articles xmlns="https://simisinfo.refdata.ch/Articles/1.0/">${articles}</Articles>`;
  const entry = (gtin: string, category: string, atc: string) =>
    `<Article><MedicinalProduct><LegalStatusOfSupply>${category}</LegalStatusOfSupply><ProductClassification><Atc>${atc}</Atc></ProductClassification></MedicinalProduct><PackagedProduct><DataCarrierIdentifier>${gtin}</DataCarrierIdentifier></PackagedProduct></Article>`;

  it("sets category and ATC by GTIN, makes the sale code stricter only, counts unknown GTINs", async () => {
    const ok = await b.orderable(11);
    const rx = await b.prescriptionOnly();
    const gtins = [withCheckDigit("768000000001"), withCheckDigit("768000000002")];
    const job1 = await b.validated(token, "articles", `pharmacode;gtin;sale_code;swissmedic_category\n${ok.pharmacode};${gtins[0]};Sale.Web.OK;\n${rx.pharmacode};${gtins[1]};Sale.Web.Rx;B\n`);
    expect(job1.errors).toEqual([]);
    await b.commit(token, job1._id);
    await b.settled(token, job1._id);

    const job = await b.validated(token, "refdata", xml(entry(gtins[0]!, "B", "N02BE01") + entry(gtins[1]!, "D", "M01AE01") + entry(withCheckDigit("768000000003"), "A", "A01AA01")), "Refdata.Articles.xml");
    expect(job).toMatchObject({ status: "VALIDATED", counts: { update: 2, unknown: 1, error: 0, create: 0 } });
    await b.commit(token, job._id);
    expect((await b.settled(token, job._id)).status).toBe("DONE");
    expect(await article(ok.pharmacode)).toMatchObject({ swissmedicCategory: "B", atc: "N02BE01", saleCode: "Sale.Web.Rx" });
    // D would allow CC, but a code is never made less strict.
    expect(await article(rx.pharmacode)).toMatchObject({ swissmedicCategory: "D", atc: "M01AE01", saleCode: "Sale.Web.Rx" });
  });

  it("refuses a file with a DOCTYPE or entities", async () => {
    const evil = `<?xml version="1.0"?>\n<!DOCTYPE Articles [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;">]>\n<Articles xmlns="https://simisinfo.refdata.ch/Articles/1.0/">&b;</Articles>`;
    const job = await b.validated(token, "refdata", evil, "evil.xml");
    expect(job).toMatchObject({ status: "FAILED", errors: [{ code: "FILE_FORMAT" }] });
    const entity = await b.validated(token, "refdata", xml("&ext;"), "entity.xml");
    expect(entity.status).toBe("FAILED");
  });
});

describe("orders and the back office", () => {
  const order = async (pharmacode: number, quantity: number) => {
    const customer = await b.user();
    await b.t.deps.database.db.execute(sql`insert into cart_lines (user_id, pharmacode, quantity) values (${customer.id}, ${pharmacode}, ${quantity})`);
    return b.t.call("POST", "/api/orders", {
      token: customer.token,
      body: { fulfilment: "PICKUP", payment: "AT_PICKUP", contact: { name: "Anna", surname: "Muster", email: customer.email, phone: "+41 61 123 45 67" } },
      headers: { ...freshIp(), "Idempotency-Key": randomUUID() },
    });
  };

  it("an order's stock move is in the audit trail with source ORDER", async () => {
    const { pharmacode } = await b.orderable(13);
    const set = await b.validated(token, "stock", `pharmacode;stock\n${pharmacode};10\n`);
    await b.commit(token, set._id);
    await b.settled(token, set._id);
    const placed = await order(pharmacode, 3);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const audit = (await b.t.call("GET", `/api/backoffice/audit?pharmacode=${pharmacode}`, { token })).body.data as CatalogueAuditEntry[];
    expect(audit.map((a) => [a.source, a.field, a.from, a.to])).toEqual([
      ["ORDER", "stock", 10, 7],
      ["IMPORT", "stock", expect.any(Number), 10],
    ]);
    expect(audit[0]!.by).toBeNull();
  });

  it("the quote refuses an inactive article still in a cart (INACTIVE)", async () => {
    const { pharmacode } = await b.orderable(14);
    const off = await b.validated(token, "articles", `pharmacode;active\n${pharmacode};nein\n`);
    await b.commit(token, off._id);
    await b.settled(token, off._id);
    const refused = await order(pharmacode, 1);
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain("Nicht mehr im Sortiment");
  });
});

describe("one commit at a time", () => {
  it("a second job cannot start committing while one commits (the database's unique index)", async () => {
    const [x, y] = [newCode(), newCode()];
    const first = await b.validated(token, "articles", `pharmacode;name;category\n${x};Erster Auftrag;${category}\n`);
    const second = await b.validated(token, "articles", `pharmacode;name;category\n${y};Zweiter Auftrag;${category}\n`);
    const answers = await Promise.all([b.commit(token, first._id), b.commit(token, second._id)]);
    const statuses = answers.map((a) => a.status).sort();
    if (statuses[1] === 409) expect(answers.find((a) => a.status === 409)!.body.code).toBe("IMPORT_COMMIT_RUNNING");
    expect(statuses[0]).toBe(202);
    await b.t.deps.services.backoffice.imports.idle();
    // Whatever the timing, the database never holds two COMMITTING jobs.
    const db = b.t.deps.database.db;
    await db.execute(sql`update import_jobs set status = 'COMMITTING' where id = ${first._id}`);
    await expect(db.execute(sql`update import_jobs set status = 'COMMITTING' where id = ${second._id}`)).rejects.toThrow();
    await db.execute(sql`update import_jobs set status = 'DONE' where id = ${first._id}`);
  });
});

describe("the jobs list", () => {
  it("lists jobs newest first with who made them", async () => {
    const list = (await b.t.call("GET", "/api/backoffice/imports", { token })).body.data as ImportJob[];
    expect(list.length).toBeGreaterThan(3);
    expect(new Date(list[0]!.createdAt).getTime()).toBeGreaterThanOrEqual(new Date(list[1]!.createdAt).getTime());
    expect(list[0]!.createdBy?.email).toMatch(/@/);
  });
});
