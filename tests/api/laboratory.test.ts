import { sql } from "drizzle-orm";
import { z } from "zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AnalysisPack, LabTest, LabTestsByCategory } from "#contracts/laboratory.ts";
import { LAB_CATEGORIES, labTestContent, packContent } from "#server/laboratory/content.ts";
import { seedLaboratoryOnStart } from "#server/laboratory/seed-on-start.ts";
import { LABORATORY_VERSION_KEY } from "#server/laboratory/seeder.ts";
import { queryOne } from "#server/db/typed-sql.ts";
import { createTestApp, getData, type TestApp } from "#tests/helpers/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedLaboratoryOnStart(t.deps);
});
afterAll(async () => {
  await t.close();
});

const get = <T>(url: string) => getData<T>(t, url);

const twoDecimals = (n: number) => Math.round(n * 100) === n * 100;

describe("GET /api/lab-tests/getAllLabTests", () => {
  it("answers every test grouped by category, in page order, with the contract's fields", async () => {
    const grouped = await get<LabTestsByCategory>("/api/lab-tests/getAllLabTests");
    expect(Object.keys(grouped)).toEqual([...LAB_CATEGORIES]);
    const all = Object.values(grouped).flat();
    expect(all).toHaveLength(labTestContent.length);
    for (const [category, tests] of Object.entries(grouped)) {
      for (const test of tests) {
        expect(Object.keys(test).sort()).toEqual(["_id", "category", "description", "name", "preparation", "price"]);
        expect(test.category).toBe(category);
        expect(test._id).toMatch(/^[0-9a-f]{24}$/);
        expect(test.price > 0 && twoDecimals(test.price)).toBe(true);
      }
    }
    const ferritin = all.find((x) => x.name === "Ferritin (Eisenspeicher)")!;
    expect(ferritin.price).toBe(22);
  });

  it("filters by category, case-insensitively; an unknown one is an empty answer", async () => {
    const thyroid = await get<LabTestsByCategory>("/api/lab-tests/getAllLabTests?category=schilddr%C3%BCse");
    expect(Object.keys(thyroid)).toEqual(["Schilddrüse"]);
    expect(thyroid["Schilddrüse"]!.length).toBe(labTestContent.filter((x) => x.category === "Schilddrüse").length);
    expect(await get("/api/lab-tests/getAllLabTests?category=Impfungen")).toHaveProperty("Impfungen");
    expect(await get("/api/lab-tests/getAllLabTests?category=Zahnmedizin")).toEqual({});
    expect(Object.keys(await get("/api/lab-tests/getAllLabTests?category="))).toHaveLength(LAB_CATEGORIES.length);
  });

  it("refuses a category that is too long or holds control characters (400 in the envelope)", async () => {
    for (const bad of ["x".repeat(101), "Blut%00bild", "Blut%0Abild"]) {
      const res = await t.call("GET", `/api/lab-tests/getAllLabTests?category=${bad}`);
      expect(res.status, bad).toBe(400);
      expect(res.body.success).toBe(false);
      expect(res.body.error).toMatch(/category/);
    }
  });
});

describe("GET /api/lab-tests/getLabTest/{id}", () => {
  it("answers one test, 404 for an unknown id and 400 for a malformed one", async () => {
    const first = Object.values(await get<LabTestsByCategory>("/api/lab-tests/getAllLabTests")).flat()[5]!;
    expect(await get<LabTest>(`/api/lab-tests/getLabTest/${first._id}`)).toEqual(first);
    expect(await get<LabTest>(`/api/lab-tests/getLabTest/${first._id.toUpperCase()}`)).toEqual(first);

    const unknown = await t.call("GET", `/api/lab-tests/getLabTest/${"0".repeat(24)}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ success: false, error: "Lab test not found" });

    for (const bad of ["123", "z".repeat(24), `${first._id}0`]) {
      const res = await t.call("GET", `/api/lab-tests/getLabTest/${bad}`);
      expect(res.status, bad).toBe(400);
      expect(res.body).toMatchObject({ success: false, error: "Invalid lab test id" });
    }
  });
});

describe("GET /api/pack-analyses/getPackAnalyses", () => {
  it("answers every pack with its tests, each pack cheaper than its tests", async () => {
    const packs = await get<AnalysisPack[]>("/api/pack-analyses/getPackAnalyses");
    expect(packs.map((p) => p.title)).toEqual(packContent.map((p) => p.title));
    for (const pack of packs) {
      expect(Object.keys(pack).sort()).toEqual(["_id", "category", "description", "labTests", "name", "preparation", "price", "title"]);
      expect(pack.name).toBe(pack.title);
      expect(pack.labTests.length).toBeGreaterThanOrEqual(3);
      expect(pack.price).toBeLessThan(pack.labTests.reduce((sum, x) => sum + x.price, 0));
      for (const test of pack.labTests) expect(Object.keys(test).sort()).toEqual(["_id", "category", "description", "name", "preparation", "price"]);
    }
    const basis = packs.find((p) => p.title === "Basis-Check-up")!;
    expect(basis.labTests.map((x) => x.name)[0]).toBe("Grosses Blutbild (Differentialblutbild)");
  });

  it("filters by category and refuses a bad one", async () => {
    const packs = await get<AnalysisPack[]>("/api/pack-analyses/getPackAnalyses?category=SCHILDDR%C3%9CSE");
    expect(packs.map((p) => p.title)).toEqual(["Schilddrüsen-Check"]);
    expect(await get("/api/pack-analyses/getPackAnalyses?category=Zahnmedizin")).toEqual([]);
    expect((await t.call("GET", `/api/pack-analyses/getPackAnalyses?category=${"y".repeat(101)}`)).status).toBe(400);
  });
});

describe("GET /api/pack-analyses/getPackAnalysis/{id}", () => {
  it("answers one pack, 404 for an unknown id and 400 for a malformed one", async () => {
    const [pack] = await get<AnalysisPack[]>("/api/pack-analyses/getPackAnalyses");
    expect(await get<AnalysisPack>(`/api/pack-analyses/getPackAnalysis/${pack!._id}`)).toEqual(pack);
    const unknown = await t.call("GET", `/api/pack-analyses/getPackAnalysis/${"f".repeat(24)}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ success: false, error: "Analysis pack not found" });
    const bad = await t.call("GET", "/api/pack-analyses/getPackAnalysis/basis-check-up");
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ success: false, error: "Invalid analysis pack id" });
  });

  it("does not take a test's id for a pack's", async () => {
    const test = Object.values(await get<LabTestsByCategory>("/api/lab-tests/getAllLabTests")).flat()[0]!;
    expect((await t.call("GET", `/api/pack-analyses/getPackAnalysis/${test._id}`)).status).toBe(404);
  });
});

describe("seeding", () => {
  const marker = async () =>
    (await queryOne(t.deps.database.db, z.object({ value: z.object({ version: z.string() }) }), sql`select value from app_meta where key = ${LABORATORY_VERSION_KEY}`)).value;

  it("leaves a current offer alone", async () => {
    const before = await marker();
    await seedLaboratoryOnStart(t.deps);
    expect((await marker()).version).toBe(before.version);
  });

  it("never reseeds an offer that exists, even one seeded from other content (an older release): it is the manager's", async () => {
    const db = t.deps.database.db;
    const before = await marker();
    const test = Object.values(await get<LabTestsByCategory>("/api/lab-tests/getAllLabTests")).flat()[0]!;
    // What an edited offer of an older release's database looks like: another name, another fingerprint.
    await db.execute(sql`update lab_tests set name = 'Alter Name' where uid = ${test._id}`);
    await db.execute(sql`update app_meta set value = jsonb_set(value, '{fingerprint}', '"older"') where key = ${LABORATORY_VERSION_KEY}`);
    await seedLaboratoryOnStart(t.deps);
    expect((await marker()).version).toBe(before.version);
    expect((await get<LabTest>(`/api/lab-tests/getLabTest/${test._id}`)).name).toBe("Alter Name");
    await db.execute(sql`update lab_tests set name = ${test.name} where uid = ${test._id}`);
  });

  it("serves a change by any writer at once, without a version bump (the tables notify the cache)", async () => {
    const db = t.deps.database.db;
    const test = Object.values(await get<LabTestsByCategory>("/api/lab-tests/getAllLabTests")).flat()[0]!;
    expect((await get<LabTest>(`/api/lab-tests/getLabTest/${test._id}`)).price).toBe(test.price);
    await db.execute(sql`update lab_tests set price_cents = 12345 where uid = ${test._id}`);
    // PostgreSQL hands the notification over after the commit, over the listening connection.
    await expect.poll(async () => (await get<LabTest>(`/api/lab-tests/getLabTest/${test._id}`)).price, { timeout: 2_000, interval: 20 }).toBe(123.45);
    const listed = Object.values(await get<LabTestsByCategory>("/api/lab-tests/getAllLabTests")).flat().find((x) => x._id === test._id);
    expect(listed?.price).toBe(123.45);
  });
});
