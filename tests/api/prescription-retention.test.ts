import { sql } from "drizzle-orm";
import { z } from "zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Prescription } from "#contracts/prescriptions.ts";
import { queryRows } from "#server/db/typed-sql.ts";
import { createDeskApp, type DeskApp } from "#tests/helpers/desk.ts";
import { tinyPdf, tinyPng, upload, uploadForm } from "#tests/helpers/prescriptions.ts";
import { until } from "#tests/helpers/server-process.ts";
import { testDatabaseKind } from "#tests/helpers/test-database.ts";

const DAY = 86_400_000;
// The shop's clock, moved by the test; the retention job runs inside the app every 50 ms on it.
let clock = Date.now();
let d: DeskApp;
beforeAll(async () => {
  d = await createDeskApp({ now: () => new Date(clock), retentionIntervalMs: 50 });
}, 120_000);
afterAll(async () => {
  await d.close();
});

const fileCount = async (id: string) =>
  (await queryRows(d.t.deps.database.db, z.object({ n: z.coerce.number() }), sql`select count(*) as n from prescription_files where prescription_id = ${id}`))[0]!.n;

describe(`prescription files' retention (${testDatabaseKind()})`, () => {
  it("the shop's own job deletes the files and blanks insurer, card number and address 90 days after completed or rejected, keeps the record, and leaves open ones alone", async () => {
    const staff = (await d.staff()).token;
    const anna = await d.user();
    const submit = async () => {
      // With what the bill to the insurer needs: health data under the files' rule.
      const fields = { fulfilment: "DELIVERY", notes: "", insurer: "Sanitas", insuranceCardNumber: "80756015090002647590", "address.street": "Rheingasse 12", "address.zip": "4058", "address.city": "Basel" };
      const res = await upload(d.t, anna.token, uploadForm([{ name: "a.png", bytes: tinyPng() }, { name: "b.pdf", bytes: tinyPdf() }], fields));
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.data as Prescription;
    };
    const step = async (id: string, status: string, message = "") => expect((await d.t.call("PUT", `/api/desk/prescriptions/${id}`, { token: staff, body: { status, message } })).status).toBe(200);
    const completed = await submit();
    await step(completed._id, "ACCEPTED");
    await step(completed._id, "SHIPPED");
    await step(completed._id, "COMPLETED");
    const rejected = await submit();
    await step(rejected._id, "REJECTED", "Abgelaufen");
    const open = await submit();
    await step(open._id, "ACCEPTED");

    // 89 days on: several passes of the job, nothing goes.
    clock += 89 * DAY;
    await new Promise((r) => setTimeout(r, 400));
    expect([await fileCount(completed._id), await fileCount(rejected._id), await fileCount(open._id)]).toEqual([2, 2, 2]);

    // Past 90 days: the job takes the closed ones' files by itself.
    clock += DAY + 60_000;
    await until(async () => (await fileCount(completed._id)) === 0 && (await fileCount(rejected._id)) === 0, 10_000, () => "the retention job to delete the files");
    expect(await fileCount(open._id)).toBe(2);
    const mine = (await d.t.call("GET", "/api/prescriptions", { token: anna.token })).body.data as Prescription[];
    const byId = new Map(mine.map((p) => [p._id, p]));
    const blank = { insurer: "", insuranceCardNumber: "", address: null };
    expect(byId.get(completed._id)).toMatchObject({ status: "COMPLETED", files: [], filesDeletedAt: expect.any(String), ...blank });
    expect(byId.get(rejected._id)).toMatchObject({ status: "REJECTED", files: [], message: "Abgelaufen", ...blank });
    expect(byId.get(open._id)!.files).toHaveLength(2);
    expect(byId.get(open._id)).toMatchObject({ insurer: "Sanitas", insuranceCardNumber: "80756015090002647590", address: { street: "Rheingasse 12", zip: "4058", city: "Basel" } });
    const left = await queryRows(
      d.t.deps.database.db,
      z.object({ n: z.coerce.number() }),
      sql`select count(*) as n from prescriptions where id in (${completed._id}, ${rejected._id}) and (insurer <> '' or insurance_card_number <> '' or street is not null or zip is not null or city is not null)`,
    );
    expect(left[0]!.n).toBe(0);
    expect(byId.get(open._id)!.filesDeletedAt).toBeNull();
    expect((await d.t.call("GET", `/api/prescriptions/${completed._id}/files/1`, { token: anna.token })).status).toBe(404);
    expect((await d.t.call("GET", `/api/desk/prescriptions/${rejected._id}/files/1`, { token: staff })).status).toBe(404);
  });
});
