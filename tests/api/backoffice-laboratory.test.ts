import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { APPOINTMENT_MESSAGES, type Appointment } from "#contracts/appointments.ts";
import { DESK_MESSAGES } from "#contracts/desk.ts";
import type { AnalysisPack, LabTest, LabTestsByCategory } from "#contracts/laboratory.ts";
import { LAB_ADMIN_MESSAGES, type BackofficeLabTest, type BackofficeLabTestsByCategory, type BackofficePack, type LabAuditEntry } from "#contracts/laboratory-admin.ts";
import { bootDeps } from "#server/boot.ts";
import { openDatabase } from "#server/db/client.ts";
import { createHttp } from "#server/http/app.ts";
import { loadEnv } from "#server/env.ts";
import { LABORATORY_VERSION_KEY } from "#server/laboratory/seeder.ts";
import { seedLaboratoryOnStart } from "#server/laboratory/seed-on-start.ts";
import { createLogger } from "#server/logger.ts";
import { createBackofficeApp, type BackofficeApp } from "#tests/helpers/backoffice.ts";
import { createPostgresDatabase, testDatabaseKind } from "#tests/helpers/test-database.ts";

// The laboratory in the back office (issue 40, docs/decisions/037-laboratory-services.md): roles, validation of every
// field, creating and editing tests and packs, the audit trail, what a price change does (and does not do) to booked
// appointments, inactive items off the public routes and the wizard's booking, the first seed never overwriting an
// edit, concurrent edits of one test, and a second instance on PostgreSQL seeing each change.

const postgres = testDatabaseKind() === "postgres";
// PGlite hears a commit before the writing call returns; PostgreSQL a few milliseconds after it.
const poll = { timeout: 5_000, interval: 20 };

let b: BackofficeApp;
let token: string;
let managerEmail: string;
beforeAll(async () => {
  b = await createBackofficeApp();
  const manager = await b.manager();
  token = manager.token;
  managerEmail = manager.email;
}, 180_000);
afterAll(async () => {
  await b.close();
});

/** A call as the manager, or as `as` (null: without a token). */
const call = (method: string, path: string, body?: unknown, as: string | null = token) => b.t.call(method, path, { token: as ?? undefined, body });
const publicTests = async () => Object.values((await b.t.call("GET", "/api/lab-tests/getAllLabTests")).body.data as LabTestsByCategory).flat();
const publicPrice = async (id: string) => (await publicTests()).find((x) => x._id === id)?.price;
const adminTests = async () => Object.values((await call("GET", "/api/backoffice/lab-tests")).body.data as BackofficeLabTestsByCategory).flat();
const audit = async (id: string) => (await call("GET", `/api/backoffice/lab-audit?id=${id}&limit=200`)).body.data as LabAuditEntry[];

const newTest = (overrides: Record<string, unknown> = {}) => ({
  name: "Homocystein",
  description: "Ein Aminosäurewert im Blut, erhöht ein Risikofaktor für Herz und Gefässe.",
  category: "Herz und Kreislauf",
  price: 39.5,
  preparation: "Nüchtern kommen: ab 22 Uhr am Vorabend nichts mehr essen.",
  ...overrides,
});

async function createTest(overrides: Record<string, unknown> = {}): Promise<BackofficeLabTest> {
  const res = await call("POST", "/api/backoffice/lab-tests", newTest(overrides));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as BackofficeLabTest;
}

describe("who may edit the laboratory", () => {
  const routes: [string, string, unknown?][] = [
    ["GET", "/api/backoffice/lab-tests"],
    ["POST", "/api/backoffice/lab-tests", newTest()],
    ["GET", `/api/backoffice/lab-tests/${"a".repeat(24)}`],
    ["PATCH", `/api/backoffice/lab-tests/${"a".repeat(24)}`, { price: 10 }],
    ["GET", "/api/backoffice/pack-analyses"],
    ["POST", "/api/backoffice/pack-analyses", {}],
    ["GET", `/api/backoffice/pack-analyses/${"a".repeat(24)}`],
    ["PATCH", `/api/backoffice/pack-analyses/${"a".repeat(24)}`, { price: 10 }],
    ["GET", "/api/backoffice/lab-audit"],
  ];

  it("answers 401 without a token and 403 MANAGER_ONLY to a customer and to staff, on every route, and changes nothing", async () => {
    const customer = await b.user();
    const staff = await b.staff();
    const before = await b.count(sql`select count(*) as n from lab_tests`);
    for (const [method, path, body] of routes) {
      expect((await call(method, path, body, null)).status, `${method} ${path}`).toBe(401);
      for (const who of [customer.token, staff.token]) {
        const res = await call(method, path, body, who);
        expect([res.status, res.body.error, res.body.code], `${method} ${path}`).toEqual([403, DESK_MESSAGES.managerOnly, "MANAGER_ONLY"]);
      }
    }
    expect(await b.count(sql`select count(*) as n from lab_tests`)).toBe(before);
  });

  it("answers the manager every test and pack, in the public routes' shape plus active and updatedAt", async () => {
    const tests = await adminTests();
    expect(tests.length).toBe((await publicTests()).length);
    expect(Object.keys(tests[0]!).sort()).toEqual(["_id", "active", "category", "description", "name", "preparation", "price", "updatedAt"]);
    const packs = (await call("GET", "/api/backoffice/pack-analyses")).body.data as BackofficePack[];
    expect(Object.keys(packs[0]!).sort()).toEqual(["_id", "active", "category", "description", "labTests", "name", "preparation", "price", "title", "updatedAt"]);
    expect((await call("GET", `/api/backoffice/lab-tests/${tests[0]!._id}`)).body.data).toEqual(tests[0]);
    expect((await call("GET", `/api/backoffice/pack-analyses/${packs[0]!._id}`)).body.data).toEqual(packs[0]);
    const thyroid = (await call("GET", "/api/backoffice/lab-tests?category=schilddr%C3%BCse")).body.data as BackofficeLabTestsByCategory;
    expect(Object.keys(thyroid)).toEqual(["Schilddrüse"]);
  });
});

describe("validation", () => {
  /** POST or PATCH; expects a 400 whose details name `field` with `message`. */
  async function refused(method: string, path: string, body: unknown, field: string, message: string) {
    const res = await call(method, path, body);
    expect(res.status, `${JSON.stringify(body)} → ${JSON.stringify(res.body)}`).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.details, JSON.stringify(body)).toContainEqual({ field, message });
  }

  it("refuses each bad field of a test with its message at the field, and stores nothing", async () => {
    const before = await b.count(sql`select count(*) as n from lab_tests`);
    const post = (overrides: Record<string, unknown>, field: string, message: string) => refused("POST", "/api/backoffice/lab-tests", newTest(overrides), field, message);
    await post({ name: undefined }, "name", LAB_ADMIN_MESSAGES.nameRequired);
    await post({ name: "   " }, "name", LAB_ADMIN_MESSAGES.nameRequired);
    await post({ name: "x".repeat(201) }, "name", LAB_ADMIN_MESSAGES.nameTooLong);
    await post({ name: "Ferri\u0000tin" }, "name", "name contains characters that are not allowed");
    await post({ description: "" }, "description", LAB_ADMIN_MESSAGES.descriptionRequired);
    await post({ description: "x".repeat(2001) }, "description", LAB_ADMIN_MESSAGES.descriptionTooLong);
    await post({ category: "" }, "category", LAB_ADMIN_MESSAGES.categoryRequired);
    await post({ category: "k".repeat(101) }, "category", LAB_ADMIN_MESSAGES.categoryTooLong);
    await post({ price: undefined }, "price", LAB_ADMIN_MESSAGES.priceRequired);
    await post({ price: "39.50" }, "price", LAB_ADMIN_MESSAGES.priceRequired);
    await post({ price: 0 }, "price", LAB_ADMIN_MESSAGES.pricePositive);
    await post({ price: -5 }, "price", LAB_ADMIN_MESSAGES.pricePositive);
    await post({ price: 10_000 }, "price", LAB_ADMIN_MESSAGES.priceTooHigh);
    await post({ price: 12.345 }, "price", LAB_ADMIN_MESSAGES.priceDecimals);
    await post({ price: 0.001 }, "price", LAB_ADMIN_MESSAGES.priceDecimals);
    await post({ preparation: " " }, "preparation", LAB_ADMIN_MESSAGES.preparationRequired);
    await post({ preparation: "p".repeat(1001) }, "preparation", LAB_ADMIN_MESSAGES.preparationTooLong);
    await post({ active: "ja" }, "active", LAB_ADMIN_MESSAGES.activeFlag);
    expect(await b.count(sql`select count(*) as n from lab_tests`)).toBe(before);
    // Every field wrong at once: every one named in details.
    const all = await call("POST", "/api/backoffice/lab-tests", { name: "", description: "", category: "", price: 0, preparation: "", active: 1 });
    expect(all.status).toBe(400);
    expect((all.body.details as { field: string }[]).map((d) => d.field).sort()).toEqual(["active", "category", "description", "name", "preparation", "price"]);
    // Two decimals that binary cannot hold exactly are still two decimals.
    const fine = await createTest({ name: "Preis 0.29", price: 0.29 });
    expect(fine.price).toBe(0.29);
    expect((await createTest({ name: "Preis 9999.99", price: 9999.99 })).price).toBe(9999.99);
  });

  it("refuses a malformed id (400), an unknown one (404), an empty or bad patch (400), a malformed JSON body (400)", async () => {
    const [test] = await adminTests();
    const bad = await call("PATCH", "/api/backoffice/lab-tests/ferritin", { price: 10 });
    expect([bad.status, bad.body.error]).toEqual([400, "Invalid lab test id"]);
    const unknown = await call("PATCH", `/api/backoffice/lab-tests/${"0".repeat(24)}`, { price: 10 });
    expect([unknown.status, unknown.body.error]).toEqual([404, "Lab test not found"]);
    expect((await call("GET", `/api/backoffice/pack-analyses/${"0".repeat(24)}`)).body).toMatchObject({ success: false, error: "Analysis pack not found" });
    await refused("PATCH", `/api/backoffice/lab-tests/${test!._id}`, {}, "body", LAB_ADMIN_MESSAGES.nothingToChange);
    await refused("PATCH", `/api/backoffice/lab-tests/${test!._id}`, { price: 1.234 }, "price", LAB_ADMIN_MESSAGES.priceDecimals);
    await refused("PATCH", `/api/backoffice/lab-tests/${test!._id}`, { active: null }, "active", LAB_ADMIN_MESSAGES.activeFlag);
    const malformed = await b.t.call("PATCH", `/api/backoffice/lab-tests/${test!._id}`, { token, body: "{price: 1" });
    expect([malformed.status, malformed.body.error]).toEqual([400, "Malformed JSON body"]);
    expect((await call("GET", `/api/backoffice/lab-tests/${test!._id}`)).body.data).toEqual(test);
  });

  it("refuses a pack without tests, with a test twice, with an unknown or malformed test id", async () => {
    const [t1, t2] = await adminTests();
    const pack = { ...newTest({ name: "Testpaket" }), labTests: [t1!._id, t2!._id] };
    await refused("POST", "/api/backoffice/pack-analyses", { ...pack, labTests: [] }, "labTests", LAB_ADMIN_MESSAGES.testsRequired);
    await refused("POST", "/api/backoffice/pack-analyses", { ...pack, labTests: undefined }, "labTests", LAB_ADMIN_MESSAGES.testsRequired);
    await refused("POST", "/api/backoffice/pack-analyses", { ...pack, labTests: [t1!._id, t1!._id] }, "labTests", LAB_ADMIN_MESSAGES.testsTwice);
    await refused("POST", "/api/backoffice/pack-analyses", { ...pack, labTests: [t1!._id, "nix"] }, "labTests.1", "Invalid lab test id");
    await refused("POST", "/api/backoffice/pack-analyses", { ...pack, labTests: [t1!._id, "f".repeat(24)] }, "labTests.1", LAB_ADMIN_MESSAGES.testUnknown);
    await refused("POST", "/api/backoffice/pack-analyses", { ...pack, labTests: Array.from({ length: 51 }, (_, i) => i.toString(16).padStart(24, "0")) }, "labTests", LAB_ADMIN_MESSAGES.testsTooMany);
    await refused("POST", "/api/backoffice/pack-analyses", { ...pack, price: 0 }, "price", LAB_ADMIN_MESSAGES.pricePositive);
    expect(await b.count(sql`select count(*) as n from analysis_packs where title = 'Testpaket'`)).toBe(0);
  });
});

describe("creating and editing", () => {
  it("creates a test that the public routes offer at once, at the end of its category, with its audit", async () => {
    const created = await createTest({ name: "Apolipoprotein B", price: 45 });
    expect(created).toMatchObject({ name: "Apolipoprotein B", price: 45, category: "Herz und Kreislauf", active: true });
    expect(created._id).toMatch(/^[0-9a-f]{24}$/);
    const lastOfCategory = async () => ((await b.t.call("GET", "/api/lab-tests/getAllLabTests")).body.data as LabTestsByCategory)["Herz und Kreislauf"]!.at(-1);
    await expect.poll(lastOfCategory, poll).toEqual({ _id: created._id, name: "Apolipoprotein B", description: created.description, price: 45, category: "Herz und Kreislauf", preparation: created.preparation });
    expect((await b.t.call("GET", `/api/lab-tests/getLabTest/${created._id}`)).body.data.price).toBe(45);
    const trail = await audit(created._id);
    expect(trail.map((e) => [e.action, e.field, e.from, e.to]).sort()).toEqual(
      [
        ["CREATE", "active", null, true],
        ["CREATE", "category", null, "Herz und Kreislauf"],
        ["CREATE", "description", null, created.description],
        ["CREATE", "name", null, "Apolipoprotein B"],
        ["CREATE", "preparation", null, created.preparation],
        ["CREATE", "price", null, 45],
      ].sort(),
    );
    expect(trail[0]!.by?.email).toBe(managerEmail);
    expect(trail[0]!.kind).toBe("test");
    // A new category goes after all others on the page.
    const own = await createTest({ name: "Zahnstatus", category: "Zahnmedizin" });
    await expect.poll(async () => Object.keys((await b.t.call("GET", "/api/lab-tests/getAllLabTests")).body.data).at(-1), poll).toBe("Zahnmedizin");
    expect(own.category).toBe("Zahnmedizin");
  });

  it("changes a price: the public routes show it, the audit has from and to, an unchanged value writes nothing", async () => {
    const [test] = await adminTests();
    const before = await currentVersion();
    const res = await call("PATCH", `/api/backoffice/lab-tests/${test!._id}`, { price: 41.1, name: `  ${test!.name}  ` });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ _id: test!._id, price: 41.1, name: test!.name });
    expect(Date.parse(res.body.data.updatedAt)).toBeGreaterThanOrEqual(Date.parse(test!.updatedAt));
    await expect.poll(() => publicPrice(test!._id), poll).toBe(41.1);
    expect((await b.t.call("GET", `/api/lab-tests/getLabTest/${test!._id}`)).body.data.price).toBe(41.1);
    // The version every instance's cache falls back on while its change feed cannot hear moved too.
    expect(await currentVersion()).not.toBe(before);
    const trail = await audit(test!._id);
    expect(trail.map((e) => [e.action, e.field, e.from, e.to])).toEqual([["EDIT", "price", test!.price, 41.1]]);
    // The same values again: nothing to record.
    await call("PATCH", `/api/backoffice/lab-tests/${test!._id}`, { price: 41.1 });
    expect(await audit(test!._id)).toHaveLength(1);
  });

  it("creates a pack of chosen tests and changes its tests; the public pack lists them in that order", async () => {
    const tests = await adminTests();
    const [a, c, d] = [tests[1]!, tests[2]!, tests[3]!];
    const res = await call("POST", "/api/backoffice/pack-analyses", { ...newTest({ name: "Frühlings-Check", category: "Vorsorge", price: 99 }), labTests: [c._id, a._id] });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const pack = res.body.data as BackofficePack;
    expect(pack).toMatchObject({ title: "Frühlings-Check", name: "Frühlings-Check", price: 99, active: true });
    expect(pack.labTests.map((x) => x._id)).toEqual([c._id, a._id]);
    const shown = (await b.t.call("GET", `/api/pack-analyses/getPackAnalysis/${pack._id}`)).body.data as AnalysisPack;
    expect(shown.labTests.map((x) => x.name)).toEqual([c.name, a.name]);
    expect((await b.t.call("GET", "/api/pack-analyses/getPackAnalyses")).body.data.at(-1)._id).toBe(pack._id);

    const edited = await call("PATCH", `/api/backoffice/pack-analyses/${pack._id}`, { labTests: [a._id, d._id], price: 89.9 });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    await expect.poll(async () => ((await b.t.call("GET", `/api/pack-analyses/getPackAnalysis/${pack._id}`)).body.data as AnalysisPack).labTests.map((x) => x._id), poll).toEqual([a._id, d._id]);
    const trail = await audit(pack._id);
    expect(trail.filter((e) => e.action === "EDIT").map((e) => [e.field, e.from, e.to]).sort()).toEqual(
      [
        ["labTests", [c._id, a._id], [a._id, d._id]],
        ["price", 99, 89.9],
      ].sort(),
    );
    expect(trail.every((e) => e.kind === "pack")).toBe(true);
  });
});

async function currentVersion(): Promise<string> {
  const { rows } = await b.t.deps.database.db.execute(sql`select value->>'version' as v from app_meta where key = ${LABORATORY_VERSION_KEY}`);
  return String((rows[0] as { v: string }).v);
}

describe("appointments keep what they booked", () => {
  it("a price and name change leaves a booked appointment alone; a new booking pays the new price", async () => {
    const test = await createTest({ name: "Vitamin K2", price: 30 });
    const customer = await b.user();
    const booked = await b.bookUser(customer.token, b.freshSlot(), { selectedTests: [{ _id: test._id, name: "ignored", price: 1 }] });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    expect(booked.body.data).toMatchObject({ price: 30, selectedTests: [{ _id: test._id, name: "Vitamin K2", price: 30 }] });

    expect((await call("PATCH", `/api/backoffice/lab-tests/${test._id}`, { price: 48.5, name: "Vitamin K2 (MK-7)" })).status).toBe(200);
    await expect.poll(() => publicPrice(test._id), poll).toBe(48.5);

    const mine = (await b.t.call("GET", "/api/labor/fetchAppointments", { token: customer.token })).body.data as Appointment[];
    const kept = mine.find((x) => x._id === booked.body.data._id)!;
    expect(kept).toMatchObject({ price: 30, selectedTests: [{ _id: test._id, name: "Vitamin K2", price: 30 }] });
    const stored = await b.count(sql`select price_cents as n from appointments where id = ${booked.body.data._id}`);
    expect(stored).toBe(3000);

    const again = await b.bookUser(customer.token, b.freshSlot(), { selectedTests: [{ _id: test._id }] });
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    expect(again.body.data).toMatchObject({ price: 48.5, selectedTests: [{ name: "Vitamin K2 (MK-7)", price: 48.5 }] });
  });

  it("an inactive test or pack leaves the public routes and cannot be booked; the appointment that has it still shows it", async () => {
    const test = await createTest({ name: "Zink im Vollblut", price: 24 });
    const customer = await b.user();
    const booked = await b.bookUser(customer.token, b.freshSlot(), { selectedTests: [{ _id: test._id }] });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);

    expect((await call("PATCH", `/api/backoffice/lab-tests/${test._id}`, { active: false })).body.data).toMatchObject({ active: false });
    await expect.poll(async () => (await publicTests()).some((x) => x._id === test._id), poll).toBe(false);
    const detail = await b.t.call("GET", `/api/lab-tests/getLabTest/${test._id}`);
    expect([detail.status, detail.body.error]).toEqual([404, "Lab test not found"]);
    expect(Object.values((await b.t.deps.services.laboratory.listTests({})) as LabTestsByCategory).flat().some((x: LabTest) => x._id === test._id)).toBe(false);
    const refused = await b.bookUser(customer.token, b.freshSlot(), { selectedTests: [{ _id: test._id }] });
    expect([refused.status, refused.body.error]).toEqual([400, APPOINTMENT_MESSAGES.unknownItem]);
    // The manager still has it, marked inactive.
    expect((await adminTests()).find((x) => x._id === test._id)).toMatchObject({ active: false });

    const mine = (await b.t.call("GET", "/api/labor/fetchAppointments", { token: customer.token })).body.data as Appointment[];
    expect(mine.find((x) => x._id === booked.body.data._id)).toMatchObject({ price: 24, selectedTests: [{ _id: test._id, name: "Zink im Vollblut", price: 24 }] });
    // Its preparation hint still reaches the desk and the mails.
    expect((await b.t.deps.services.laboratory.hints()).get(test._id)?.preparation).toBe(test.preparation);

    // A pack the same way.
    const [pack] = (await b.t.call("GET", "/api/pack-analyses/getPackAnalyses")).body.data as AnalysisPack[];
    await call("PATCH", `/api/backoffice/pack-analyses/${pack!._id}`, { active: false });
    await expect.poll(async () => ((await b.t.call("GET", "/api/pack-analyses/getPackAnalyses")).body.data as AnalysisPack[]).some((p) => p._id === pack!._id), poll).toBe(false);
    expect((await b.t.call("GET", `/api/pack-analyses/getPackAnalysis/${pack!._id}`)).status).toBe(404);
    // Back on offer.
    await call("PATCH", `/api/backoffice/pack-analyses/${pack!._id}`, { active: true });
    await call("PATCH", `/api/backoffice/lab-tests/${test._id}`, { active: true });
    await expect.poll(async () => (await publicTests()).some((x) => x._id === test._id), poll).toBe(true);
    expect((await b.t.call("GET", `/api/pack-analyses/getPackAnalysis/${pack!._id}`)).status).toBe(200);
  });
});

describe("the first seed and the manager's edits", () => {
  it("a restart never overwrites an edit, not even one of a release whose content differs", async () => {
    const [test] = await adminTests();
    await call("PATCH", `/api/backoffice/lab-tests/${test!._id}`, { price: 77.7, description: "Vom Backoffice geändert." });
    const version = await currentVersion();
    await seedLaboratoryOnStart(b.t.deps);
    // What a database seeded by an older release looks like: another content fingerprint in its marker.
    await b.t.deps.database.db.execute(sql`update app_meta set value = jsonb_set(value, '{fingerprint}', '"older"') where key = ${LABORATORY_VERSION_KEY}`);
    await seedLaboratoryOnStart(b.t.deps);
    // Not reseeded: the marker's version is the one the edit left.
    expect(await currentVersion()).toBe(version);
    const after = (await call("GET", `/api/backoffice/lab-tests/${test!._id}`)).body.data as BackofficeLabTest;
    expect(after).toMatchObject({ price: 77.7, description: "Vom Backoffice geändert." });
    await expect.poll(() => publicPrice(test!._id), poll).toBe(77.7);
    expect(await b.count(sql`select count(*) as n from lab_tests where name = 'Zahnstatus'`)).toBe(1);
  });
});

describe("concurrent edits", () => {
  it("20 managers' saves of one price at once: each audit entry's from is the value the save before it left", async () => {
    const test = await createTest({ name: "Rennen", price: 10 });
    const prices = Array.from({ length: 20 }, (_, i) => 11 + i);
    const answers = await Promise.all(prices.map((price) => call("PATCH", `/api/backoffice/lab-tests/${test._id}`, { price })));
    expect(answers.map((r) => r.status)).toEqual(prices.map(() => 200));
    const edits = (await audit(test._id)).filter((e) => e.action === "EDIT");
    expect(edits).toHaveLength(20);
    // Follow the chain from the first price: without the row lock two saves read the same `from` and it breaks.
    const next = new Map(edits.map((e) => [e.from, e.to]));
    expect(next.size).toBe(20);
    let value: unknown = 10;
    for (let i = 0; i < 20; i++) value = next.get(value as number);
    const final = ((await call("GET", `/api/backoffice/lab-tests/${test._id}`)).body.data as BackofficeLabTest).price;
    expect(value).toBe(final);
  });
});

describe.runIf(postgres)("two instances on one PostgreSQL database", () => {
  it("a change made on one is served by the other's public routes and wizard offer within 5 s", async () => {
    const scratch = await createPostgresDatabase();
    const env = loadEnv({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: "/tmp", JWT_SECRET: "test-secret-test-secret-test-secret-0123", PUBLIC_URL: "http://shop.test" });
    const logger = createLogger("silent");
    const a = await bootDeps(env, logger, await openDatabase({ kind: "postgres", url: scratch.url, poolSize: 3 }));
    const other = await bootDeps(env, logger, await openDatabase({ kind: "postgres", url: scratch.url, poolSize: 3 }));
    try {
      await seedLaboratoryOnStart(a);
      const { app: appB } = createHttp(other);
      const priceOnB = async (id: string) =>
        Object.values(((await (await appB.request("/api/lab-tests/getAllLabTests")).json()) as { data: LabTestsByCategory }).data)
          .flat()
          .find((x) => x._id === id)?.price;
      const wizardOnB = async (id: string) => Object.values(await other.services.laboratory.listTests({})).flat().find((x) => x._id === id)?.price;
      const [test] = Object.values(await a.services.laboratory.listTests({})).flat();
      // B has it cached (kept answer and service cache) before the change.
      expect(await priceOnB(test!._id)).toBe(test!.price);
      expect(await wizardOnB(test!._id)).toBe(test!.price);
      await a.services.laboratory.admin.updateTest(null, test!._id, { price: 123.45 });
      await expect.poll(() => priceOnB(test!._id), poll).toBe(123.45);
      await expect.poll(() => wizardOnB(test!._id), poll).toBe(123.45);
      await a.services.laboratory.admin.updateTest(null, test!._id, { active: false });
      await expect.poll(() => priceOnB(test!._id), poll).toBeUndefined();
    } finally {
      for (const deps of [a, other]) {
        await deps.services.mailWorker.stop();
        await deps.services.backoffice.imports.stop();
        await deps.database.close();
      }
      await scratch.drop();
    }
  }, 120_000);
});
