import { sql } from "drizzle-orm";
import { z } from "zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_CART_QUANTITY, type Cart } from "#contracts/cart.ts";
import { queryOne } from "#server/db/typed-sql.ts";
import { freshIp, STRONG_PASSWORD } from "#tests/helpers/auth-flow.ts";
import { createShoppingApp, type ArticlePick } from "#tests/helpers/shopping.ts";
import { testDatabaseKind } from "#tests/helpers/test-database.ts";

// Issue 19: on PGlite the cart service keeps each shopper's answer (cart-cache.ts) until migration 0018's NOTIFY
// names that shopper (or every shopper), or the catalogue changes; on PostgreSQL every read asks the database.
// Either way the very next read after any change to the lines or the catalogue shows it.
const pglite = testDatabaseKind() === "pglite";

let s: Awaited<ReturnType<typeof createShoppingApp>>;
let first: ArticlePick;
let second: ArticlePick;
/** Statements that read cart lines (the cart answer's query), counted through the query log. */
let cartReads = 0;
beforeAll(async () => {
  s = await createShoppingApp({ logQuery: (q) => void (/^select .* from "cart_lines"/i.test(q) && cartReads++) });
  first = await s.orderable();
  second = await s.orderable(3);
});
afterAll(async () => {
  await s.close();
});

const db = () => s.t.deps.database.db;
const add = (token: string, pharmacode: number, quantity = 1) => s.t.call("POST", `/api/cart/${pharmacode}/addToCart`, { token, body: { quantity } });
const setQuantity = (token: string, pharmacode: number, quantity: number) =>
  s.t.call("PUT", `/api/cart/${pharmacode}/quantity`, { token, body: { quantity } });
const remove = (token: string, pharmacode: number) => s.t.call("POST", `/api/cart/${pharmacode}/removeFromCart`, { token });

async function cartOf(token: string): Promise<Cart> {
  const res = await s.t.call("GET", "/api/cart/getAllItems", { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as Cart;
}
const linesOf = async (token: string) => (await cartOf(token)).cart.map((l) => [l.pharmacode, l.quantity]);

/** Cart-line reads during fn, and fn's result. */
async function readsDuring<T>(fn: () => Promise<T>): Promise<{ reads: number; result: T }> {
  const before = cartReads;
  const result = await fn();
  return { reads: cartReads - before, result };
}

/** Reads the cart until it is answered from memory (on PGlite: a read that runs no cart query); hands back the cart. */
async function warm(token: string): Promise<Cart> {
  await cartOf(token);
  const { reads, result } = await readsDuring(() => cartOf(token));
  expect(reads).toBe(pglite ? 0 : 1);
  return result;
}

/**
 * The next read shows `lines`, read from the database (a change not made through the cart service: the entry was
 * dropped by the notification). After a write through the API the write's own answer was read afresh and kept.
 */
async function nextReadShows(token: string, lines: [number, number][], { keptByWrite = false } = {}) {
  const { reads, result } = await readsDuring(() => linesOf(token));
  expect(result).toEqual(lines);
  expect(reads).toBe(keptByWrite && pglite ? 0 : 1);
}

describe("cart answers from memory", () => {
  it("reads a cart once on PGlite and on every request on PostgreSQL", async () => {
    const user = await s.user();
    expect((await readsDuring(() => cartOf(user.token))).reads).toBe(1);
    expect((await readsDuring(() => cartOf(user.token))).reads).toBe(pglite ? 0 : 1);
    expect((await readsDuring(() => cartOf(user.token))).reads).toBe(pglite ? 0 : 1);
  });

  it("a write's own answer is read from the database after the write (its notification came first) and shows it", async () => {
    const user = await s.user();
    await add(user.token, first.pharmacode, 1);
    await warm(user.token);

    const added = await readsDuring(() => add(user.token, first.pharmacode, 2));
    expect(added.result.status).toBe(200);
    expect((added.result.body.data as Cart).cart.map((l) => l.quantity)).toEqual([3]);
    expect(added.reads).toBe(1);

    await warm(user.token);
    const set = await readsDuring(() => setQuantity(user.token, first.pharmacode, 5));
    expect((set.result.body.data as Cart).cart.map((l) => l.quantity)).toEqual([5]);
    expect(set.reads).toBe(1);

    await warm(user.token);
    const removed = await readsDuring(() => remove(user.token, first.pharmacode));
    expect((removed.result.body.data as Cart).cart).toEqual([]);
    expect(removed.reads).toBe(1);
  });
});

describe("the very next read shows every change", () => {
  it("add, quantity change and remove through the API", async () => {
    const user = await s.user();
    await warm(user.token);
    await add(user.token, first.pharmacode, 2);
    await nextReadShows(user.token, [[first.pharmacode, 2]], { keptByWrite: true });
    await warm(user.token);
    await setQuantity(user.token, first.pharmacode, 4);
    await nextReadShows(user.token, [[first.pharmacode, 4]], { keptByWrite: true });
    await warm(user.token);
    await remove(user.token, first.pharmacode);
    await nextReadShows(user.token, [], { keptByWrite: true });
  });

  it("a line inserted, updated and deleted by hand in SQL", async () => {
    const user = await s.user();
    await warm(user.token);
    await db().execute(sql`insert into cart_lines (user_id, pharmacode, quantity) values (${user.id}, ${second.pharmacode}, 3)`);
    await nextReadShows(user.token, [[second.pharmacode, 3]]);
    await warm(user.token);
    await db().execute(sql`update cart_lines set quantity = 9 where user_id = ${user.id}`);
    await nextReadShows(user.token, [[second.pharmacode, 9]]);
    await warm(user.token);
    await db().execute(sql`delete from cart_lines where user_id = ${user.id}`);
    await nextReadShows(user.token, []);
  });

  it("a line moved from one user to another in SQL changes both carts", async () => {
    const from = await s.user();
    const to = await s.user();
    await add(from.token, first.pharmacode, 2);
    await warm(from.token);
    await warm(to.token);
    await db().execute(sql`update cart_lines set user_id = ${to.id} where user_id = ${from.id}`);
    await nextReadShows(from.token, []);
    await nextReadShows(to.token, [[first.pharmacode, 2]]);
  });

  it("truncating cart_lines empties every cart", async () => {
    const a = await s.user();
    const b = await s.user();
    await add(a.token, first.pharmacode);
    await add(b.token, second.pharmacode);
    await warm(a.token);
    await warm(b.token);
    await db().execute(sql`truncate cart_lines`);
    await nextReadShows(a.token, []);
    await nextReadShows(b.token, []);
  });

  it("one statement changing the lines of very many users (payload too long for NOTIFY: every cart)", async () => {
    const bystander = await s.user();
    await add(bystander.token, first.pharmacode);
    await warm(bystander.token);
    const tag = `bulk${Date.now().toString(36)}`;
    await db().execute(sql`
      insert into users (email, name, surname, address, birthday, password_hash)
      select ${tag} || g || '@example.ch', 'Bulk', 'Kunde', 'Marktplatz 1, 4051 Basel', date '1990-01-01', 'x' from generate_series(1, 250) g`);
    await db().execute(sql`
      insert into cart_lines (user_id, pharmacode, quantity) select id, ${second.pharmacode}, 1 from users where email like ${tag + "%"}`);
    // Not the bystander's lines, but the notification could not name 250 users: the bystander's cart is read again.
    await nextReadShows(bystander.token, [[first.pharmacode, 1]]);
  });

  it("account deletion: the lines go by ON DELETE CASCADE, and a user restored with the same id has an empty cart", async () => {
    const user = await s.user();
    await add(user.token, first.pharmacode, 2);
    await warm(user.token);
    const sessionId = JSON.parse(Buffer.from(user.token.split(".")[1]!, "base64url").toString()).jti as string;
    const json = z.object({ row: z.record(z.string(), z.unknown()) });
    const userRow = (await queryOne(db(), json, sql`select row_to_json(u) as row from users u where id = ${user.id}`)).row;
    const sessionRow = (await queryOne(db(), json, sql`select row_to_json(x) as row from sessions x where id = ${sessionId}`)).row;

    const deleted = await s.t.call("POST", "/api/authentication/delete-account", { token: user.token, body: { password: STRONG_PASSWORD }, headers: freshIp() });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(await s.count(sql`select count(*) as n from cart_lines where user_id = ${user.id}`)).toBe(0);

    // The same account and session put back by hand: the token works again, and the cart must come from the database.
    await db().execute(sql`insert into users select * from json_populate_record(null::users, ${JSON.stringify(userRow)}::json)`);
    await db().execute(sql`insert into sessions select * from json_populate_record(null::sessions, ${JSON.stringify(sessionRow)}::json)`);
    await nextReadShows(user.token, []);
  });

  it("a price changed in SQL: line price, line total and total", async () => {
    const user = await s.user();
    await add(user.token, first.pharmacode, 3);
    const before = await warm(user.token);
    expect(before.total).toBe((first.priceCents! * 3) / 100);
    // Lower: the price may not exceed original_price_cents.
    const cents = first.priceCents! - 5;
    try {
      await db().execute(sql`update articles set price_cents = ${cents} where pharmacode = ${first.pharmacode}`);
      const { reads, result } = await readsDuring(() => cartOf(user.token));
      expect(reads).toBe(1);
      expect(result.cart[0]).toMatchObject({ price: cents / 100, lineTotal: (cents * 3) / 100 });
      expect(result.total).toBe((cents * 3) / 100);
    } finally {
      await db().execute(sql`update articles set price_cents = ${first.priceCents} where pharmacode = ${first.pharmacode}`);
    }
  });

  it("another user's change leaves this user's cart in memory", async () => {
    const user = await s.user();
    const other = await s.user();
    await add(user.token, first.pharmacode);
    await warm(user.token);
    await add(other.token, second.pharmacode);
    // A second add updates the line (INSERT ... ON CONFLICT): the insert trigger fires on no row and stays silent.
    await add(other.token, second.pharmacode);
    await setQuantity(other.token, second.pharmacode, 4);
    await db().execute(sql`delete from cart_lines where user_id = ${other.id}`);
    const { reads, result } = await readsDuring(() => linesOf(user.token));
    expect(result).toEqual([[first.pharmacode, 1]]);
    expect(reads).toBe(pglite ? 0 : 1);
  });

  it("reads of one cart while adds to it are under way: every read started after an add returned shows that add", async () => {
    for (let round = 0; round < 4; round++) {
      const user = await s.user();
      await warm(user.token);
      // As many adds as one line may hold (the cart's cap, issue 37).
      const ADDS = MAX_CART_QUANTITY;
      let returned = 0;
      let done = false;
      // Each read remembers how many adds had returned when it started; its quantity may not be below that.
      const reads: Promise<{ atLeast: number; quantity: number }>[] = [];
      // PGlite answers through microtasks only (a turn of the event loop would come after all the adds), PostgreSQL
      // through the network: reads start after a random number of microtasks, or each turn of the event loop.
      const traffic = (async () => {
        for (let i = 0; !done && i < 400; i++) {
          for (let j = 0; j < 2; j++) {
            const atLeast = returned;
            reads.push(linesOf(user.token).then((lines) => ({ atLeast, quantity: lines[0]?.[1] ?? 0 })));
          }
          if (!pglite) await new Promise((resolve) => setImmediate(resolve));
          else for (let k = Math.floor(Math.random() * 40); k > 0; k--) await null;
        }
      })();
      for (let i = 0; i < ADDS; i++) {
        const res = await add(user.token, first.pharmacode);
        expect(res.status).toBe(200);
        returned++;
        // Right after the add returned, before anything else runs.
        const atLeast = returned;
        reads.push(linesOf(user.token).then((lines) => ({ atLeast, quantity: lines[0]?.[1] ?? 0 })));
      }
      done = true;
      await traffic;
      const seen = await Promise.all(reads);
      expect(seen.length).toBeGreaterThan(ADDS + 20);
      const stale = seen.filter((r) => r.quantity < r.atLeast);
      expect(stale, JSON.stringify(stale.slice(0, 5))).toEqual([]);
      expect(await linesOf(user.token)).toEqual([[first.pharmacode, ADDS]]);
    }
  });
});
