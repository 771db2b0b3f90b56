import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CART_MESSAGES, type Cart } from "#contracts/cart.ts";
import { seedCatalogue } from "#server/catalogue-generator/seeder.ts";
import { freshIp, STRONG_PASSWORD } from "#tests/helpers/auth-flow.ts";
import { TEST_CATALOGUE_SEED, TEST_CATALOGUE_SIZE } from "#tests/helpers/catalogue.ts";
import { createShoppingApp, type ArticlePick } from "#tests/helpers/shopping.ts";

let s: Awaited<ReturnType<typeof createShoppingApp>>;
let first: ArticlePick;
let second: ArticlePick;
beforeAll(async () => {
  s = await createShoppingApp();
  first = await s.orderable();
  second = await s.orderable(3);
});
afterAll(async () => {
  await s.close();
});

const add = (token: string | undefined, pharmacode: number | string, body: unknown = { quantity: 1 }) =>
  s.t.call("POST", `/api/cart/${pharmacode}/addToCart`, { token, body });
const setQuantity = (token: string | undefined, pharmacode: number | string, body: unknown) =>
  s.t.call("PUT", `/api/cart/${pharmacode}/quantity`, { token, body });
const remove = (token: string | undefined, pharmacode: number | string) =>
  s.t.call("POST", `/api/cart/${pharmacode}/removeFromCart`, { token });
const list = (token: string | undefined) => s.t.call("GET", "/api/cart/getAllItems", { token });

async function cartOf(token: string): Promise<Cart> {
  const res = await list(token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as Cart;
}
const quantityOf = async (token: string, pharmacode: number) =>
  (await cartOf(token)).cart.find((l) => l.pharmacode === pharmacode)?.quantity;

describe("authentication", () => {
  it("answers 401 without a token, with a forged one and with a revoked one on every cart call", async () => {
    const user = await s.user();
    const logout = await s.t.call("POST", "/api/authentication/logout", { token: user.token });
    expect(logout.status).toBe(200);
    for (const token of [undefined, "not-a-jwt", user.token]) {
      for (const res of [
        await list(token),
        await add(token, first.pharmacode),
        await setQuantity(token, first.pharmacode, { quantity: 2 }),
        await remove(token, first.pharmacode),
      ]) {
        expect(res.status).toBe(401);
        expect(res.body.success).toBe(false);
      }
    }
    expect(await s.count(sql`select count(*) as n from cart_lines where user_id = ${user.id}`)).toBe(0);
  });
});

describe("reading and adding", () => {
  it("starts empty, then answers each line with the catalogue's price, description, image and the totals", async () => {
    const user = await s.user();
    expect(await cartOf(user.token)).toEqual({ cart: [], total: 0, itemCount: 0 });

    // A price, description or total sent by the client is ignored.
    const added = await add(user.token, first.pharmacode, { quantity: 2, price: 0.01, description: "Gratis", total: 0 });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const cart = added.body.data as Cart;
    const price = first.priceCents! / 100;
    expect(cart.cart).toHaveLength(1);
    const line = cart.cart[0]!;
    expect(line).toMatchObject({
      productId: first.productUid,
      pharmacode: first.pharmacode,
      description: first.description,
      price,
      quantity: 2,
      lineTotal: Math.round(first.priceCents! * 2) / 100,
    });
    expect(line.regulation).toMatch(/^Sale\.Web\.(OK|CC)$/);
    expect(line.imageUrl).toMatch(/^\/uploads\/products\/M\/.+/);
    expect(typeof line.brand).toBe("string");
    expect(cart.total).toBe(line.lineTotal);
    expect(cart.itemCount).toBe(2);
    expect(await cartOf(user.token)).toEqual(cart);
  });

  it("adds to an existing line and sums several lines in minor units", async () => {
    const user = await s.user();
    await add(user.token, first.pharmacode, { quantity: 3 });
    await add(user.token, second.pharmacode, { quantity: 1 });
    const cart = (await add(user.token, first.pharmacode, { quantity: 4 })).body.data as Cart;
    expect(cart.cart.map((l) => [l.pharmacode, l.quantity])).toEqual([
      [first.pharmacode, 7],
      [second.pharmacode, 1],
    ]);
    expect(cart.total).toBe((first.priceCents! * 7 + second.priceCents!) / 100);
    expect(cart.itemCount).toBe(8);
  });

  it("refuses a prescription-only article and one without a price with a clear 400", async () => {
    const user = await s.user();
    const rx = await add(user.token, (await s.prescriptionOnly()).pharmacode);
    expect(rx.status).toBe(400);
    expect(rx.body).toMatchObject({ success: false, error: CART_MESSAGES.prescriptionOnly });
    const priceless = await add(user.token, (await s.priceless()).pharmacode);
    expect(priceless.status).toBe(400);
    expect(priceless.body.error).toBe(CART_MESSAGES.noPrice);
    expect((await cartOf(user.token)).cart).toEqual([]);
  });

  it("answers 404 for an unknown pharmacode on add, set and remove", async () => {
    const user = await s.user();
    const unknown = 999_999_999;
    for (const res of [await add(user.token, unknown), await setQuantity(user.token, unknown, { quantity: 2 }), await remove(user.token, unknown)]) {
      expect(res.status).toBe(404);
      expect(res.body.error).toBe(CART_MESSAGES.unknownArticle);
    }
  });

  it("refuses wrong types, ranges and malformed bodies with a 400 envelope and changes nothing", async () => {
    const user = await s.user();
    await add(user.token, first.pharmacode, { quantity: 5 });
    const badQuantities: unknown[] = [{ quantity: 0 }, { quantity: 11 }, { quantity: 100 }, { quantity: 1.5 }, { quantity: -1 }, { quantity: "2" }, { quantity: null }, { quantity: true }, {}, [], "quantity=2"];
    for (const body of badQuantities) {
      for (const res of [await add(user.token, first.pharmacode, body), await setQuantity(user.token, first.pharmacode, body)]) {
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.body.success).toBe(false);
        expect(res.body.error).toBeTruthy();
      }
    }
    expect((await add(user.token, first.pharmacode, { quantity: 11 })).body.error).toBe(CART_MESSAGES.quantityInvalid);
    for (const code of ["abc", "0", "1.5", "-3", "99999999999", "%00"]) {
      expect((await add(user.token, code)).status, code).toBe(400);
      expect((await setQuantity(user.token, code, { quantity: 1 })).status, code).toBe(400);
      expect((await remove(user.token, code)).status, code).toBe(400);
    }
    expect(await quantityOf(user.token, first.pharmacode)).toBe(5);
  });

  it("refuses adding past 10 on a line (400) and leaves the quantity as it was", async () => {
    const user = await s.user();
    await add(user.token, first.pharmacode, { quantity: 9 });
    const over = await add(user.token, first.pharmacode, { quantity: 2 });
    expect(over.status).toBe(400);
    expect(over.body.error).toBe(CART_MESSAGES.overLimit);
    expect(await quantityOf(user.token, first.pharmacode)).toBe(9);
    expect((await add(user.token, first.pharmacode, { quantity: 1 })).status).toBe(200);
    expect(await quantityOf(user.token, first.pharmacode)).toBe(10);
    expect((await add(user.token, first.pharmacode, { quantity: 1 })).status).toBe(400);
    expect(await quantityOf(user.token, first.pharmacode)).toBe(10);
  });

  it("loses no update: 10 concurrent adds of 1 end at quantity 10", async () => {
    const user = await s.user();
    const answers = await Promise.all(Array.from({ length: 10 }, () => add(user.token, second.pharmacode, { quantity: 1 })));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(await quantityOf(user.token, second.pharmacode)).toBe(10);
  });

  it("stops concurrent adds at exactly 10 and refuses the rest", async () => {
    const user = await s.user();
    await add(user.token, second.pharmacode, { quantity: 4 });
    const answers = await Promise.all(Array.from({ length: 15 }, () => add(user.token, second.pharmacode, { quantity: 1 })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(6);
    expect(answers.filter((a) => a.status === 400)).toHaveLength(9);
    expect(await quantityOf(user.token, second.pharmacode)).toBe(10);
  });
});

describe("setting and removing", () => {
  it("sets a line's quantity, 404 for an article not in the cart", async () => {
    const user = await s.user();
    await add(user.token, first.pharmacode, { quantity: 2 });
    const set = await setQuantity(user.token, first.pharmacode, { quantity: 7 });
    expect(set.status).toBe(200);
    expect((set.body.data as Cart).cart[0]).toMatchObject({ pharmacode: first.pharmacode, quantity: 7 });
    expect((set.body.data as Cart).total).toBe((first.priceCents! * 7) / 100);
    const absent = await setQuantity(user.token, second.pharmacode, { quantity: 3 });
    expect(absent.status).toBe(404);
    expect(absent.body.error).toBe(CART_MESSAGES.notInCart);
    expect(await quantityOf(user.token, second.pharmacode)).toBeUndefined();
  });

  it("removes a line; removing it again is harmless", async () => {
    const user = await s.user();
    await add(user.token, first.pharmacode);
    await add(user.token, second.pharmacode);
    const removed = await remove(user.token, first.pharmacode);
    expect(removed.status).toBe(200);
    expect((removed.body.data as Cart).cart.map((l) => l.pharmacode)).toEqual([second.pharmacode]);
    const again = await remove(user.token, first.pharmacode);
    expect(again.status).toBe(200);
    expect((again.body.data as Cart).cart).toHaveLength(1);
  });
});

describe("isolation and lifetime", () => {
  it("keeps every cart to its owner: another token neither sees nor changes it", async () => {
    const anna = await s.user();
    const ben = await s.user();
    await add(anna.token, first.pharmacode, { quantity: 3 });
    expect((await cartOf(ben.token)).cart).toEqual([]);
    expect((await setQuantity(ben.token, first.pharmacode, { quantity: 9 })).status).toBe(404);
    expect((await remove(ben.token, first.pharmacode)).status).toBe(200);
    expect(await quantityOf(anna.token, first.pharmacode)).toBe(3);
  });

  it("deletes the cart and the favourites with the account", async () => {
    const user = await s.user();
    await add(user.token, first.pharmacode, { quantity: 2 });
    await s.t.call("POST", `/api/favorites/${first.pharmacode}/toggle`, { token: user.token });
    const before = sql`select (select count(*) from cart_lines where user_id = ${user.id}) + (select count(*) from favourites where user_id = ${user.id}) as n`;
    expect(await s.count(before)).toBe(2);
    const deleted = await s.t.call("POST", "/api/authentication/delete-account", { token: user.token, body: { password: STRONG_PASSWORD }, headers: freshIp() });
    expect(deleted.status).toBe(200);
    expect(await s.count(before)).toBe(0);
    expect((await list(user.token)).status).toBe(401);
  });

  it("keeps carts through a reseed of the catalogue and hides a line whose article is gone", async () => {
    const user = await s.user();
    await add(user.token, first.pharmacode, { quantity: 2 });
    await add(user.token, second.pharmacode, { quantity: 1 });
    await seedCatalogue(s.t.deps.database.db, { products: TEST_CATALOGUE_SIZE, seed: TEST_CATALOGUE_SEED, searchIndex: false });
    expect((await cartOf(user.token)).cart.map((l) => [l.pharmacode, l.quantity])).toEqual([
      [first.pharmacode, 2],
      [second.pharmacode, 1],
    ]);
    await s.t.deps.database.db.execute(sql`delete from articles where pharmacode = ${second.pharmacode}`);
    const cart = await cartOf(user.token);
    expect(cart.cart.map((l) => l.pharmacode)).toEqual([first.pharmacode]);
    expect(cart.total).toBe((first.priceCents! * 2) / 100);
    await seedCatalogue(s.t.deps.database.db, { products: TEST_CATALOGUE_SIZE, seed: TEST_CATALOGUE_SEED, searchIndex: false });
    expect((await cartOf(user.token)).cart).toHaveLength(2);
  });
});
