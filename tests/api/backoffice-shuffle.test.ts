import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { queryRows, intArray } from "#server/db/typed-sql.ts";
import { keepShuffle, lockShuffle, shuffleIsDense } from "#server/services/backoffice/shuffle.ts";
import { backofficeSuite } from "#tests/helpers/backoffice.ts";

// sort=random's keys (server/services/backoffice/shuffle.ts): every active product holds one key of 0..n-1, the
// others none, after products come into the shop or leave it, one by one, many at once, through an import and
// under parallel changes. Before, every such change numbered the whole catalogue again.

const suite = backofficeSuite();

const db = () => suite.b.t.deps.database.db;
const keyRow = z.object({ id: z.number().int(), active: z.boolean(), shuffle_key: z.number().int().nullable() });
const keys = () => queryRows(db(), keyRow, sql`select id, active, shuffle_key from products order by id`);

/** The invariant, checked on every row (not only through shuffleIsDense, which the test also checks). */
async function expectDense() {
  const rows = await keys();
  const active = rows.filter((r) => r.active);
  expect(rows.filter((r) => !r.active && r.shuffle_key !== null)).toEqual([]);
  expect(active.map((r) => r.shuffle_key).sort((x, y) => x! - y!)).toEqual(active.map((_, i) => i));
  expect(await shuffleIsDense(db())).toBe(true);
}

/** Sets products in or out of the shop as the back office does (products.active follows the articles) and keeps the keys. */
async function setActive(ids: number[], active: boolean) {
  await db().transaction(async (tx) => {
    await lockShuffle(tx);
    await tx.execute(sql`update products set active = ${active} where id = any(${intArray(ids)})`);
    await keepShuffle(tx, ids);
  });
}

describe("keeping sort=random's keys dense", () => {
  it("holds as products leave and come back, one or many at once, including the holder of the last key", async () => {
    await expectDense();
    const rows = await keys();
    const byKey = [...rows].filter((r) => r.active).sort((x, y) => x.shuffle_key! - y.shuffle_key!);
    const last = byKey[byKey.length - 1]!.id;
    await setActive([byKey[0]!.id], false);
    await expectDense();
    await setActive([last], false);
    await expectDense();
    const many = byKey.slice(5, 60).map((r) => r.id);
    await setActive(many, false);
    await expectDense();
    await setActive([byKey[0]!.id, last, ...many.slice(0, 30)], true);
    await expectDense();
    // A mix in one change: some leave while others come back.
    await db().transaction(async (tx) => {
      await lockShuffle(tx);
      await tx.execute(sql`update products set active = not active where id = any(${intArray(many.slice(20, 40))})`);
      await keepShuffle(tx, many.slice(20, 40));
    });
    await expectDense();
    await setActive(many, true);
    await expectDense();
    // A product that did not change is left where it is.
    const before = await keys();
    await setActive([byKey[70]!.id], true);
    expect(await keys()).toEqual(before);
  });

  it("holds under parallel changes (each takes the shuffle lock)", async () => {
    const ids = (await keys()).filter((r) => r.active).map((r) => r.id).slice(100, 140);
    await Promise.all(ids.map((id) => setActive([id], false)));
    await expectDense();
    await Promise.all(ids.map((id) => setActive([id], true)));
    await expectDense();
  });

  it("gives the products that come in the keys after the last, in a random order among themselves", async () => {
    const ids = (await keys()).filter((r) => r.active).map((r) => r.id).slice(100, 200);
    expect(ids).toHaveLength(100);
    await setActive(ids, false);
    const n = (await keys()).filter((r) => r.active).length;
    await setActive(ids, true);
    const placed = (await keys()).filter((r) => ids.includes(r.id)).map((r) => r.shuffle_key!);
    expect([...placed].sort((x, y) => x - y)).toEqual(ids.map((_, i) => n + i));
    // In id order the keys would all rise: 100 in a random order rise between neighbours 49.5 times on average
    // (standard deviation 2.9), so outside 25-74 is a broken shuffle, not chance.
    const rising = placed.slice(1).filter((k, i) => k > placed[i]!).length;
    expect(rising).toBeGreaterThanOrEqual(25);
    expect(rising).toBeLessThan(75);
    await expectDense();
  });

  it("holds after an import brings new articles in and takes one out, and sort=random lists each product once", async () => {
    const [outgoing] = await queryRows(db(), z.object({ pharmacode: z.number().int() }), sql`select a.pharmacode from articles a join products p on p.id = a.product_id where p.active order by a.id limit 1`);
    const lines = ["pharmacode;name;category;price_chf;active", `${outgoing!.pharmacode};;;;false`];
    for (let i = 0; i < 40; i++) lines.push(`${9_300_000 + i};Mischartikel ${i} Tabletten;${suite.category};${(4 + i).toFixed(2)};true`);
    const job = await suite.b.validated(suite.token, "articles", lines.join("\n") + "\n");
    expect(job.counts).toMatchObject({ create: 40, update: 1, error: 0 });
    expect((await suite.b.commit(suite.token, job._id)).status).toBe(202);
    expect((await suite.b.settled(suite.token, job._id)).status).toBe("DONE");
    await expectDense();

    const active = (await keys()).filter((r) => r.active).length;
    /** Every page of sort=random: each product in the shop once, the one taken out not at all. */
    async function randomOrder() {
      const seen: number[] = [];
      for (let page = 1; page <= Math.ceil(active / 100) + 1; page++) {
        const res = await suite.b.t.call("GET", `/api/getAllProducts?sort=random&seed=7&limit=100&page=${page}`);
        expect(res.status).toBe(200);
        seen.push(...(res.body.data as { products: { pharmacode: number }[] }).products.map((p) => p.pharmacode));
      }
      return { listed: seen.length, distinct: new Set(seen).size, outgoing: seen.includes(outgoing!.pharmacode) };
    }
    // The kept answers hear of the change within 5 s (PostgreSQL's NOTIFY comes a few milliseconds after the commit).
    await expect.poll(randomOrder, { timeout: 5_000, interval: 50 }).toEqual({ listed: active, distinct: active, outgoing: false });
  });
});
