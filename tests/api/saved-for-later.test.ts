import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CART_MESSAGES, MAX_CART_QUANTITY, type CartAndSaved, type SavedForLater } from "#contracts/cart.ts";
import { createShoppingApp } from "#tests/helpers/shopping.ts";

// Issue 30: Saved for Later lives on the server per account, and a move between cart and list is atomic.
let s: Awaited<ReturnType<typeof createShoppingApp>>;
beforeAll(async () => {
  s = await createShoppingApp();
});
afterAll(async () => {
  await s.close();
});

const call = (token: string | undefined, method: string, path: string, body?: unknown) => s.t.call(method, `/api${path}`, { token, body });
const add = (token: string, pharmacode: number, quantity = 1) => call(token, "POST", `/cart/${pharmacode}/addToCart`, { quantity });
const save = (token: string, pharmacode: number) => call(token, "POST", `/cart/${pharmacode}/saveForLater`);
const moveToCart = (token: string, pharmacode: number) => call(token, "POST", `/cart/${pharmacode}/moveToCart`);

async function lists(token: string) {
  const cart = await call(token, "GET", "/cart/getAllItems");
  const saved = await call(token, "GET", "/cart/savedForLater");
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return {
    cart: (cart.body.data.cart as { pharmacode: number; quantity: number }[]).map((l) => [l.pharmacode, l.quantity]),
    saved: (saved.body.data as SavedForLater).saved.map((l) => l.pharmacode),
  };
}

describe("Saved for Later on the server", () => {
  it("answers 401 without a session", async () => {
    const { pharmacode } = await s.orderable();
    expect((await call(undefined, "GET", "/cart/savedForLater")).status).toBe(401);
    expect((await call(undefined, "POST", `/cart/${pharmacode}/saveForLater`)).status).toBe(401);
    expect((await call(undefined, "POST", `/cart/${pharmacode}/moveToCart`)).status).toBe(401);
  });

  it("moves a line from the cart to the list and back, per account", async () => {
    const anna = await s.user();
    const ben = await s.user();
    const first = await s.orderable(0);
    const second = await s.orderable(1);
    await add(anna.token, first.pharmacode, 3);
    await add(anna.token, second.pharmacode, 1);

    const saved = await save(anna.token, first.pharmacode);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const answer = saved.body.data as CartAndSaved;
    expect(answer.cart.map((l) => l.pharmacode)).toEqual([second.pharmacode]);
    expect(answer.saved).toEqual([expect.objectContaining({ pharmacode: first.pharmacode, description: first.description, price: first.priceCents! / 100 })]);
    expect(await lists(anna.token)).toEqual({ cart: [[second.pharmacode, 1]], saved: [first.pharmacode] });
    // Another account on the same device sees nothing of it.
    expect(await lists(ben.token)).toEqual({ cart: [], saved: [] });

    // Spec §4: 'Move to Cart' adds one.
    const moved = await moveToCart(anna.token, first.pharmacode);
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(await lists(anna.token)).toEqual({ cart: [[second.pharmacode, 1], [first.pharmacode, 1]], saved: [] });

    expect((await moveToCart(anna.token, first.pharmacode)).body).toMatchObject({ success: false, error: CART_MESSAGES.notSaved });
    expect((await save(anna.token, 999_999_999)).status).toBe(404);
    const removed = await call(anna.token, "POST", `/cart/${second.pharmacode}/removeFromSaved`);
    expect(removed.status).toBe(200);
  });

  it("leaves both lists as they were when the cart refuses the move", async () => {
    const user = await s.user();
    const { pharmacode } = await s.orderable(2);
    await add(user.token, pharmacode, 1);
    await save(user.token, pharmacode);
    await add(user.token, pharmacode, MAX_CART_QUANTITY);
    const refused = await moveToCart(user.token, pharmacode);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe(CART_MESSAGES.overLimit);
    expect(await lists(user.token)).toEqual({ cart: [[pharmacode, MAX_CART_QUANTITY]], saved: [pharmacode] });

    // An article that lost its price while saved cannot be moved either, and stays saved.
    await call(user.token, "POST", `/cart/${pharmacode}/removeFromCart`);
    const priceless = await s.priceless();
    await add(user.token, priceless.pharmacode, 1).catch(() => undefined);
    await s.t.deps.database.db.execute(sql`insert into saved_lines (user_id, pharmacode) values (${user.id}, ${priceless.pharmacode})`);
    expect((await moveToCart(user.token, priceless.pharmacode)).body.error).toBe(CART_MESSAGES.noPrice);
    expect((await lists(user.token)).saved).toContain(priceless.pharmacode);
  });

  it("moves an item exactly once under parallel moves, either way", async () => {
    const user = await s.user();
    const { pharmacode } = await s.orderable(3);
    await add(user.token, pharmacode, 2);
    const saves = await Promise.all(Array.from({ length: 8 }, () => save(user.token, pharmacode)));
    expect(saves.map((r) => r.status).sort()).toEqual([200, 404, 404, 404, 404, 404, 404, 404]);
    expect(await lists(user.token)).toEqual({ cart: [], saved: [pharmacode] });

    const moves = await Promise.all(Array.from({ length: 8 }, () => moveToCart(user.token, pharmacode)));
    expect(moves.map((r) => r.status).sort()).toEqual([200, 404, 404, 404, 404, 404, 404, 404]);
    expect(await lists(user.token)).toEqual({ cart: [[pharmacode, 1]], saved: [] });
    expect(await s.count(sql`select count(*) as n from saved_lines where user_id = ${user.id}`)).toBe(0);
  });
});
