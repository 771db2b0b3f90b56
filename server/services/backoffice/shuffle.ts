import { randomInt } from "node:crypto";
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "#server/db/client.ts";
import { queryOne, queryRows } from "#server/db/typed-sql.ts";

/**
 * sort=random walks a dense permutation of the products in the shop: every active product holds one shuffle key
 * of 0..n-1, the others none (server/services/catalogue/list.ts; it falls back to a slower order when the keys
 * are not dense). A change that brings products into the shop or takes them out keeps that permutation here, in
 * its own transaction, touching only the keys it must: renumbering every product took seconds per call on a
 * large catalogue and held the embedded database (and so every shopper) meanwhile.
 */

type Tx = Pick<Db, "execute">;

/** Transaction-level advisory lock (first key: issue 39): two changes at once would hand out the same key. */
const SHUFFLE_LOCK = 39_001;

/**
 * Taken first in a transaction that may bring products in or out (before it locks any product row): keepShuffle
 * moves other products' keys, and a transaction holding one of those rows while waiting for this lock would
 * deadlock with the holder. Taken again by keepShuffle (the same transaction holds it already).
 */
export const lockShuffle = (tx: Tx) => tx.execute(sql`select pg_advisory_xact_lock(${SHUFFLE_LOCK}::int4, 0)`);

const productKeyRow = z.object({ id: z.number().int(), active: z.boolean(), shuffle_key: z.number().int().nullable() });
const keyIdRow = z.object({ id: z.number().int(), shuffle_key: z.number().int() });
const shapeRow = z.object({ n: z.number().int(), k: z.number().int(), m: z.number().int() });

const intArray = (ids: readonly number[]) => sql`${`{${ids.join(",")}}`}::int[]`;
const pairs = (rows: readonly { from: number; to: number }[]) => sql`jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as m("from" int, "to" int)`;

/**
 * After the given products' `active` may have changed: a product that left the shop gives its key up (the last key's
 * product takes it), one that came in is placed by the inside-out Fisher-Yates shuffle (a uniformly random place;
 * the product that held it moves to the end), so the keys stay 0..n-1 and the order stays a random permutation.
 */
export async function keepShuffle(tx: Tx, productIds: readonly number[]): Promise<void> {
  if (productIds.length === 0) return;
  await lockShuffle(tx);
  const rows = await queryRows(tx, productKeyRow, sql`select id, active, shuffle_key from products where id = any(${intArray([...new Set(productIds)])})`);
  const leaving = rows.filter((r) => !r.active && r.shuffle_key !== null).map((r) => r.shuffle_key!);
  const joining = rows.filter((r) => r.active && r.shuffle_key === null).map((r) => r.id);
  if (leaving.length === 0 && joining.length === 0) return;
  // The keys are dense, so the highest one says how many there are (an index lookup, not a count of the table).
  let n = (await queryOne(tx, z.object({ m: z.number().int() }), sql`select coalesce(max(shuffle_key), -1) as m from products`)).m + 1;

  if (leaving.length > 0) {
    await tx.execute(sql`update products set shuffle_key = null where shuffle_key = any(${intArray(leaving)})`);
    // The keys that stay, n - leaving.length of them, are 0..n'-1: the holes below n' are filled by the products
    // that stay above it.
    const top = n - leaving.length;
    const holes = leaving.filter((k) => k < top).sort((a, b) => a - b);
    if (holes.length > 0) {
      const movers = await queryRows(tx, keyIdRow, sql`select id, shuffle_key from products where shuffle_key >= ${top} order by shuffle_key`);
      await tx.execute(sql`update products p set shuffle_key = m."to" from ${pairs(movers.map((r, i) => ({ from: r.shuffle_key, to: holes[i]! })))} where p.shuffle_key = m."from"`);
    }
    n = top;
  }

  if (joining.length > 0) {
    // Who holds a key after each step: a product already placed (by its original key) or one joining (by its id).
    const holder = new Map<number, { placed: number } | { joining: number }>();
    const holderOf = (key: number) => holder.get(key) ?? { placed: key };
    for (const id of joining) {
      const j = randomInt(0, n + 1);
      if (j !== n) holder.set(n, holderOf(j));
      holder.set(j, { joining: id });
      n++;
    }
    const moved: { from: number; to: number }[] = [];
    const placedJoiners: { from: number; to: number }[] = [];
    for (const [key, h] of holder) {
      if ("placed" in h) {
        if (h.placed !== key) moved.push({ from: h.placed, to: key });
      } else placedJoiners.push({ from: h.joining, to: key });
    }
    // Products already placed only move up to keys nobody held before, so neither statement meets a taken key.
    if (moved.length > 0) await tx.execute(sql`update products p set shuffle_key = m."to" from ${pairs(moved)} where p.shuffle_key = m."from"`);
    await tx.execute(sql`update products p set shuffle_key = m."to" from ${pairs(placedJoiners)} where p.id = m."from"`);
  }
}

/** Whether every active product holds one key of 0..n-1 (a catalogue written before the keys, or by hand, may not). */
export async function shuffleIsDense(tx: Tx): Promise<boolean> {
  const s = await queryOne(tx, shapeRow, sql`select count(*) filter (where active)::int as n, count(shuffle_key)::int as k, coalesce(max(shuffle_key), -1) as m from products`);
  const stray = await queryOne(tx, z.object({ n: z.number().int() }), sql`select count(*)::int as n from products where active <> (shuffle_key is not null)`);
  return s.k === s.n && s.m === s.n - 1 && stray.n === 0;
}

/** Numbers every active product again (0..n-1 in a fixed random order): the repair for keys that are not dense. */
export async function renumberShuffle(tx: Tx) {
  await lockShuffle(tx);
  await tx.execute(sql`update products set shuffle_key = null where shuffle_key is not null`);
  await tx.execute(sql`
    update products p set shuffle_key = r.k
    from (select id, (row_number() over (order by md5(uid)))::int - 1 as k from products where active) r
    where p.id = r.id`);
}
