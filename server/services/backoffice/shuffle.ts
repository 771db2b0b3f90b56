import { randomInt } from "node:crypto";
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "#server/db/client.ts";
import { queryOne, queryRows, intArray } from "#server/db/typed-sql.ts";
import { keysAreDense, readShuffleShape } from "#server/services/catalogue/shuffle-shape.ts";

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

const pairs = (rows: readonly { from: number; to: number }[]) => sql`jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as m("from" int, "to" int)`;

/**
 * The first free key, for new products written with their keys (position + this, positions from randomOrder): what
 * keepShuffle would give them afterwards, without writing each new row twice. The caller holds lockShuffle (applyRows'
 * callers take it first in their transactions).
 */
export const NEXT_SHUFFLE_KEY = sql`(select coalesce(max(shuffle_key), -1) + 1 from products)`;

/**
 * After the given products' `active` may have changed: a product that left the shop gives its key up (a product of
 * the highest keys takes it), those that came in take the keys after the last in a random order, so the keys stay
 * 0..n-1 with one per product in the shop.
 */
export async function keepShuffle(tx: Tx, productIds: readonly number[]): Promise<void> {
  if (productIds.length === 0) return;
  await lockShuffle(tx);
  const rows = await queryRows(tx, productKeyRow, sql`select id, active, shuffle_key from products where id = any(${intArray([...new Set(productIds)])})`);
  const leaving = rows.filter((r) => !r.active && r.shuffle_key !== null).map((r) => r.shuffle_key!);
  const joining = rows.filter((r) => r.active && r.shuffle_key === null).map((r) => r.id);
  if (leaving.length === 0 && joining.length === 0) return;
  // The keys are dense, so the first free one says how many there are (an index lookup, not a count of the table).
  let n = (await queryOne(tx, z.object({ n: z.number().int() }), sql`select ${NEXT_SHUFFLE_KEY} as n`)).n;

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
    // The keys after the last, in a random order among themselves. The inside-out Fisher-Yates shuffle (each one at a
    // random place, the product there moved to the end) was tried: moving a random old product per new one touched a
    // random page of the products table and of each of its twelve indexes, and on the embedded database's small
    // buffer pool that was the commit's largest cost (70 ms per chunk of 100, bench:import). The walk of
    // server/search/sorting.ts's shufflePage spreads consecutive keys over the whole order anyway.
    const positions = randomOrder(joining.length);
    const order = joining.map((_, i) => joining[positions[i]!]!);
    await tx.execute(sql`update products p set shuffle_key = m."to" from ${pairs(order.map((id, i) => ({ from: id, to: n + i })))} where p.id = m."from"`);
  }
}

/** 0..count-1 in a random order (Fisher-Yates). */
export function randomOrder(count: number): number[] {
  const order = Array.from({ length: count }, (_, i) => i);
  for (let i = count - 1; i > 0; i--) {
    const j = randomInt(0, i + 1);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}

/** Whether every active product holds one key of 0..n-1 (a catalogue written before the keys, or by hand, may not). */
export async function shuffleIsDense(tx: Tx): Promise<boolean> {
  const shape = await readShuffleShape(tx);
  return keysAreDense(shape) && shape.stray === 0;
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
