import { describe, expect, it } from "vitest";
import type { Cart } from "#contracts/cart.ts";
import type { CartChange, CatalogueChange } from "#server/db/change-feed.ts";
import { createCartCache, type CartCacheFeed } from "./cart-cache.ts";

/** A catalogue generation and a cart feed the test moves by hand; null: not heard (the cache must stand aside). */
function fakeFeed() {
  let catalogue: number | null = 0;
  let cart: number | null = 0;
  const catalogueListeners: ((change: CatalogueChange) => void)[] = [];
  const cartListeners: ((change: CartChange) => void)[] = [];
  const feed: CartCacheFeed = {
    catalogue: { generation: () => catalogue, onChange: (fn) => void catalogueListeners.push(fn) },
    cart: { generation: () => cart, onChange: (fn) => void cartListeners.push(fn) },
  };
  return {
    feed,
    catalogueChanged() {
      catalogue = (catalogue ?? 0) + 1;
      for (const fn of catalogueListeners) fn("all");
    },
    cartChanged(change: CartChange) {
      cart = (cart ?? 0) + 1;
      for (const fn of cartListeners) fn(change);
    },
    silenceCatalogue: () => void (catalogue = null),
    silenceCart: () => void (cart = null),
  };
}

const cartWith = (quantity: number): Cart => ({
  cart: [{ productId: "p", pharmacode: 1, quantity, description: "A", price: 2, lineTotal: 2 * quantity, imageUrl: null, regulation: "Sale.Web.OK", isAvailable: true, brand: "B", category: null, genericCode: null }],
  total: 2 * quantity,
  itemCount: quantity,
});

/** A read that counts its calls and answers a cart with the current quantity. */
function reader(quantity = 1) {
  const read = async () => {
    read.calls++;
    return cartWith(read.quantity);
  };
  read.calls = 0;
  read.quantity = quantity;
  return read;
}

/** A read that waits until release() is called (to let a notification arrive while it runs). */
function slowReader() {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const read = async () => {
    await gate;
    return cartWith(1);
  };
  return { read, release: () => release() };
}

describe("cart cache", () => {
  it("reads a cart once and answers it from memory until a change to that user's lines is heard", async () => {
    const f = fakeFeed();
    const cache = createCartCache(f.feed);
    const read = reader();
    expect(await cache.get("u1", read)).toEqual(cartWith(1));
    expect(await cache.get("u1", read)).toEqual(cartWith(1));
    expect(read.calls).toBe(1);
    read.quantity = 2;
    f.cartChanged(["u1"]);
    expect(await cache.get("u1", read)).toEqual(cartWith(2));
    expect(read.calls).toBe(2);
  });

  it("keeps other users' carts when one user's lines change, and drops them all on an 'all' notification", async () => {
    const f = fakeFeed();
    const cache = createCartCache(f.feed);
    const a = reader();
    const b = reader();
    const c = reader();
    await cache.get("a", a);
    await cache.get("b", b);
    await cache.get("c", c);
    f.cartChanged(["b", "x"]);
    expect(cache.size()).toBe(2);
    await cache.get("a", a);
    await cache.get("b", b);
    await cache.get("c", c);
    expect([a.calls, b.calls, c.calls]).toEqual([1, 2, 1]);
    f.cartChanged("all");
    expect(cache.size()).toBe(0);
    await cache.get("a", a);
    expect(a.calls).toBe(2);
  });

  it("reads again after a catalogue change (prices, names, stock are part of the answer)", async () => {
    const f = fakeFeed();
    const cache = createCartCache(f.feed);
    const read = reader();
    await cache.get("u1", read);
    f.catalogueChanged();
    expect(cache.size()).toBe(0);
    await cache.get("u1", read);
    await cache.get("u1", read);
    expect(read.calls).toBe(2);
  });

  it("does not keep an answer whose read overlapped a change to that user's lines, or to every cart", async () => {
    for (const change of [["u1"], "all"] as const) {
      const f = fakeFeed();
      const cache = createCartCache(f.feed);
      const slow = slowReader();
      const pending = cache.get("u1", slow.read);
      f.cartChanged(change);
      slow.release();
      await pending;
      expect(cache.size(), String(change)).toBe(0);
    }
  });

  it("keeps an answer whose read overlapped another user's change only", async () => {
    const f = fakeFeed();
    const cache = createCartCache(f.feed);
    const slow = slowReader();
    const pending = cache.get("u1", slow.read);
    f.cartChanged(["u2"]);
    slow.release();
    await pending;
    expect(cache.size()).toBe(1);
  });

  it("does not keep an answer whose read overlapped a catalogue change", async () => {
    const f = fakeFeed();
    const cache = createCartCache(f.feed);
    const slow = slowReader();
    const pending = cache.get("u1", slow.read);
    f.catalogueChanged();
    slow.release();
    await pending;
    expect(cache.size()).toBe(0);
  });

  it("a second read of the same user that overlapped no change is kept even while a stale one is still running", async () => {
    const f = fakeFeed();
    const cache = createCartCache(f.feed);
    const first = slowReader();
    const stale = cache.get("u1", first.read);
    f.cartChanged(["u1"]);
    const read = reader(5);
    expect(await cache.get("u1", read)).toEqual(cartWith(5));
    first.release();
    await stale;
    expect(await cache.get("u1", read)).toEqual(cartWith(5));
    expect(read.calls).toBe(1);
  });

  it("neither serves nor keeps anything while either feed is not heard", async () => {
    for (const silence of ["silenceCatalogue", "silenceCart"] as const) {
      const f = fakeFeed();
      const cache = createCartCache(f.feed);
      const read = reader();
      await cache.get("u1", read);
      f[silence]();
      await cache.get("u1", read);
      await cache.get("u2", read);
      expect(read.calls, silence).toBe(3);
      expect(cache.size(), silence).toBe(1);
    }
  });

  it("hands out a frozen answer: a caller cannot change what the next one is served", async () => {
    const cache = createCartCache(fakeFeed().feed);
    const cart = await cache.get("u1", reader());
    expect(() => (cart.cart[0]!.quantity = 50)).toThrow(TypeError);
    expect(() => cart.cart.push(cartWith(9).cart[0]!)).toThrow(TypeError);
    expect(() => ((cart as { total: number }).total = 0)).toThrow(TypeError);
    expect(await cache.get("u1", reader())).toEqual(cartWith(1));
  });

  it("keeps at most maxEntries carts, the oldest out first", async () => {
    const cache = createCartCache(fakeFeed().feed, { maxEntries: 2 });
    const reads = { a: reader(), b: reader(), c: reader() };
    for (const user of ["a", "b", "c"] as const) await cache.get(user, reads[user]);
    expect(cache.size()).toBe(2);
    await cache.get("b", reads.b);
    await cache.get("c", reads.c);
    await cache.get("a", reads.a);
    expect([reads.a.calls, reads.b.calls, reads.c.calls]).toEqual([2, 1, 1]);
  });

  it("keeps at most maxLines lines across carts, the oldest out first, and never a cart above a tenth of them", async () => {
    const cartOf = (lines: number): Cart => ({ ...cartWith(1), cart: Array.from({ length: lines }, (_, i) => ({ ...cartWith(1).cart[0]!, pharmacode: i + 1 })) });
    const counted = (lines: number) => {
      const read = async () => {
        read.calls++;
        return cartOf(lines);
      };
      read.calls = 0;
      return read;
    };
    const cache = createCartCache(fakeFeed().feed, { maxLines: 100 });
    const reads = { a: counted(10), b: counted(10), big: counted(11) };
    await cache.get("a", reads.a);
    await cache.get("b", reads.b);
    expect(cache.lines()).toBe(20);
    // Above a tenth of the budget: answered, never kept.
    await cache.get("big", reads.big);
    await cache.get("big", reads.big);
    expect(reads.big.calls).toBe(2);
    expect(cache.lines()).toBe(20);

    for (let i = 0; i < 9; i++) await cache.get(`u${i}`, counted(10));
    // 110 lines asked, 100 at most: a, the oldest, made room.
    expect(cache.lines()).toBe(100);
    expect(cache.size()).toBe(10);
    await cache.get("b", reads.b);
    expect(reads.b.calls).toBe(1);
    await cache.get("a", reads.a);
    expect(reads.a.calls).toBe(2);
    expect(cache.lines()).toBe(100);
  });
});
