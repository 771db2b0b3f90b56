import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CART_MESSAGES } from "#contracts/cart.ts";
import type { ProductSummary } from "#contracts/catalogue.ts";
import { createShoppingApp } from "#tests/helpers/shopping.ts";

let s: Awaited<ReturnType<typeof createShoppingApp>>;
beforeAll(async () => {
  s = await createShoppingApp();
});
afterAll(async () => {
  await s.close();
});

const toggle = (token: string | undefined, pharmacode: number | string) => s.t.call("POST", `/api/favorites/${pharmacode}/toggle`, { token });
const list = (token: string | undefined) => s.t.call("GET", "/api/getAllFavorites", { token });

async function favouritesOf(token: string): Promise<ProductSummary[]> {
  const res = await list(token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.favorites as ProductSummary[];
}
const pharmacodesOf = (groups: ProductSummary[]) => groups.flatMap((g) => g.articles.map((a) => a.pharmacode));

describe("authentication", () => {
  it("answers 401 without a token, with a forged one and with a revoked one", async () => {
    const user = await s.user();
    const { pharmacode } = await s.orderable();
    await s.t.call("POST", "/api/authentication/logout", { token: user.token });
    for (const token of [undefined, "Bearer-nonsense", user.token]) {
      expect((await toggle(token, pharmacode)).status).toBe(401);
      expect((await list(token)).status).toBe(401);
    }
    expect(await s.count(sql`select count(*) as n from favourites where user_id = ${user.id}`)).toBe(0);
  });
});

describe("toggle and list", () => {
  it("toggles on and off, answering the new state; the list holds the article in its product's group", async () => {
    const user = await s.user();
    const article = await s.orderable();
    expect(await favouritesOf(user.token)).toEqual([]);

    const on = await toggle(user.token, article.pharmacode);
    expect(on.status).toBe(200);
    expect(on.body.data).toEqual({ pharmacode: article.pharmacode, favorite: true });
    const groups = await favouritesOf(user.token);
    expect(groups).toHaveLength(1);
    expect(groups[0]!._id).toBe(article.productUid);
    const favourite = groups[0]!.articles[0]!;
    expect(favourite.pharmacode).toBe(article.pharmacode);
    expect(favourite.description.description).toBe(article.description);
    expect(favourite.price.currentPrice).toBe(article.priceCents! / 100);
    expect(favourite.images.M[0]).toMatch(/^\/uploads\/products\/M\//);
    expect(favourite.regulations[0]!.code.id).toMatch(/^Sale\.Web\./);

    const off = await toggle(user.token, article.pharmacode);
    expect(off.body.data).toEqual({ pharmacode: article.pharmacode, favorite: false });
    expect(await favouritesOf(user.token)).toEqual([]);
  });

  it("groups pack sizes of one product and lists only the favourited ones, newest group first", async () => {
    const user = await s.user();
    const [small, large] = await s.packSizes();
    const other = await s.orderable(11);
    await toggle(user.token, small);
    await toggle(user.token, other.pharmacode);
    let groups = await favouritesOf(user.token);
    expect(groups.map((g) => pharmacodesOf([g]))).toEqual([[other.pharmacode], [small]]);
    await toggle(user.token, large);
    groups = await favouritesOf(user.token);
    expect(groups).toHaveLength(2);
    expect(pharmacodesOf([groups[0]!]).sort()).toEqual([small, large].sort());
  });

  it("favourites a prescription-only article too (only the cart refuses it)", async () => {
    const user = await s.user();
    const rx = await s.prescriptionOnly();
    expect((await toggle(user.token, rx.pharmacode)).body.data.favorite).toBe(true);
    expect(pharmacodesOf(await favouritesOf(user.token))).toEqual([rx.pharmacode]);
  });

  it("answers 404 for an unknown pharmacode and 400 for one that is not a number", async () => {
    const user = await s.user();
    const unknown = await toggle(user.token, 999_999_999);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ success: false, error: CART_MESSAGES.unknownArticle });
    for (const code of ["abc", "0", "-1", "1e3", "99999999999"]) {
      const res = await toggle(user.token, code);
      expect(res.status, code).toBe(400);
      expect(res.body.success).toBe(false);
    }
  });

  it("keeps each user's favourites to that user", async () => {
    const anna = await s.user();
    const ben = await s.user();
    const article = await s.orderable(2);
    await toggle(anna.token, article.pharmacode);
    expect(await favouritesOf(ben.token)).toEqual([]);
    expect((await toggle(ben.token, article.pharmacode)).body.data.favorite).toBe(true);
    expect(pharmacodesOf(await favouritesOf(anna.token))).toEqual([article.pharmacode]);
  });
});

describe("concurrent toggles", () => {
  it("behave as if run one after another: 20 toggles end where they started, with 10 answers of each state", async () => {
    const user = await s.user();
    const article = await s.orderable(5);
    const answers = await Promise.all(Array.from({ length: 20 }, () => toggle(user.token, article.pharmacode)));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(answers.filter((a) => a.body.data.favorite === true)).toHaveLength(10);
    expect(await favouritesOf(user.token)).toEqual([]);

    const odd = await Promise.all(Array.from({ length: 7 }, () => toggle(user.token, article.pharmacode)));
    expect(odd.filter((a) => a.body.data.favorite === true)).toHaveLength(4);
    expect(pharmacodesOf(await favouritesOf(user.token))).toEqual([article.pharmacode]);
    expect(await s.count(sql`select count(*) as n from favourites where user_id = ${user.id}`)).toBe(1);
  });
});
