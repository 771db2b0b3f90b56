import { Hono, type Context } from "hono";
import { cartQuantityBody } from "#contracts/cart.ts";
import { pharmacodeParam } from "#contracts/catalogue-queries.ts";
import { ok } from "#contracts/envelope.ts";
import { currentUser, requireUser } from "./middleware/auth.ts";
import type { AppEnv } from "./types.ts";
import { parse, parseBody } from "./validate.ts";
import { documentRoutes } from "./openapi.ts";

const services = (c: Context<AppEnv>) => c.get("deps").services;
const pharmacode = (c: Context<AppEnv>) => parse(pharmacodeParam, c.req.param("pharmacode"));
const userId = (c: Context<AppEnv>) => currentUser(c).id;

/** Favourites and cart (documented at the end of this file), all behind the bearer token. */
export function shoppingRouter() {
  const r = new Hono<AppEnv>();
  r.use("/favorites/*", requireUser);
  r.use("/getAllFavorites", requireUser);
  r.use("/cart/*", requireUser);

  r.post("/favorites/:pharmacode/toggle", async (c) => c.json(ok(await services(c).favourites.toggle(userId(c), pharmacode(c)))));
  r.get("/getAllFavorites", async (c) => c.json(ok({ favorites: await services(c).favourites.list(userId(c)) })));

  r.get("/cart/getAllItems", async (c) => c.json(ok(await services(c).cart.list(userId(c)))));
  r.post("/cart/:pharmacode/addToCart", async (c) => {
    const { quantity } = await parseBody(c, cartQuantityBody);
    return c.json(ok(await services(c).cart.add(userId(c), pharmacode(c), quantity)));
  });
  r.put("/cart/:pharmacode/quantity", async (c) => {
    const { quantity } = await parseBody(c, cartQuantityBody);
    return c.json(ok(await services(c).cart.setQuantity(userId(c), pharmacode(c), quantity)));
  });
  r.post("/cart/:pharmacode/removeFromCart", async (c) => c.json(ok(await services(c).cart.remove(userId(c), pharmacode(c)))));

  // Saved for Later (issue 30): per account on the server; a move between cart and list is one transaction.
  r.get("/cart/savedForLater", async (c) => c.json(ok(await services(c).saved.list(userId(c)))));
  r.post("/cart/:pharmacode/saveForLater", async (c) => c.json(ok(await services(c).saved.saveForLater(userId(c), pharmacode(c)))));
  r.post("/cart/:pharmacode/moveToCart", async (c) => c.json(ok(await services(c).saved.moveToCart(userId(c), pharmacode(c)))));
  r.post("/cart/:pharmacode/removeFromSaved", async (c) => c.json(ok(await services(c).saved.remove(userId(c), pharmacode(c)))));
  return r;
}

const code = { pharmacode: pharmacodeParam };
documentRoutes("Favourites and cart", [
  { method: "POST", path: "/api/favorites/:pharmacode/toggle", summary: "Favourites or unfavourites an article", auth: "user", params: code, answer: "FavoriteToggle (contracts/cart.ts)", errors: [404] },
  { method: "GET", path: "/api/getAllFavorites", summary: "The caller's favourites", auth: "user", answer: "{ favorites: ProductSummary[] }" },
  { method: "GET", path: "/api/cart/getAllItems", summary: "The caller's cart", auth: "user", answer: "Cart (contracts/cart.ts)" },
  { method: "POST", path: "/api/cart/:pharmacode/addToCart", summary: "Adds to a line", auth: "user", params: code, body: cartQuantityBody, answer: "Cart", errors: [404] },
  { method: "PUT", path: "/api/cart/:pharmacode/quantity", summary: "Sets a line's quantity", auth: "user", params: code, body: cartQuantityBody, answer: "Cart", errors: [404] },
  { method: "POST", path: "/api/cart/:pharmacode/removeFromCart", summary: "Removes a line", auth: "user", params: code, answer: "Cart", errors: [404] },
  { method: "GET", path: "/api/cart/savedForLater", summary: "The caller's Saved for Later list", auth: "user", answer: "SavedForLater" },
  { method: "POST", path: "/api/cart/:pharmacode/saveForLater", summary: "Moves a cart line to the list", auth: "user", params: code, answer: "CartAndSaved", errors: [404] },
  { method: "POST", path: "/api/cart/:pharmacode/moveToCart", summary: "Moves a saved article to the cart", auth: "user", params: code, answer: "CartAndSaved", errors: [404] },
  { method: "POST", path: "/api/cart/:pharmacode/removeFromSaved", summary: "Removes a saved article", auth: "user", params: code, answer: "SavedForLater", errors: [404] },
]);
