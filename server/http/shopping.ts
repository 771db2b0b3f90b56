import { Hono, type Context } from "hono";
import { cartQuantityBody } from "#contracts/cart.ts";
import { pharmacodeParam } from "#contracts/catalogue-queries.ts";
import { ok } from "#contracts/envelope.ts";
import { currentUser, requireUser } from "./middleware/auth.ts";
import type { AppEnv } from "./types.ts";
import { parse, parseBody } from "./validate.ts";

const services = (c: Context<AppEnv>) => c.get("deps").services;
const pharmacode = (c: Context<AppEnv>) => parse(pharmacodeParam, c.req.param("pharmacode"));
const userId = (c: Context<AppEnv>) => currentUser(c).id;

/** Favourites and cart of shared/API.md, all behind the bearer token. */
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
