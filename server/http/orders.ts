import { Hono, type Context } from "hono";
import { ok } from "#contracts/envelope.ts";
import { deskOrdersQuery, deskOrderStatusSchema, idempotencyKeySchema, ORDER_MESSAGES, orderIdParam, placeOrderSchema, quoteQuery, trackQuery } from "#contracts/orders.ts";
import { InvalidInput } from "#server/services/errors.ts";
import { currentUser, requireUser } from "./middleware/auth.ts";
import { ipKey, rateLimit } from "./middleware/rate-limit.ts";
import { requireStaff, staff } from "./middleware/staff.ts";
import type { AppEnv } from "./types.ts";
import { parse, parseBody, parseQuery } from "./validate.ts";
import { documentRoutes } from "./openapi.ts";

/**
 * Failed look-ups of the tracking page per IP: a number and an e-mail together are the credential, so this only
 * keeps a script from trying pairs. Someone who types their own pair right spends nothing.
 */
export const ORDER_TRACK_LIMIT = { limit: 20, windowMs: 15 * 60_000 } as const;
const trackLimit = rateLimit({ name: "order-track", ...ORDER_TRACK_LIMIT, keys: (c) => [ipKey(c)], counts: (s) => s >= 400 });

const orders = (c: Context<AppEnv>) => c.get("deps").services.orders;
const userId = (c: Context<AppEnv>) => currentUser(c).id;
const orderId = (c: Context<AppEnv>) => parse(orderIdParam, c.req.param("id"));

function idempotencyKey(c: Context<AppEnv>): string {
  const parsed = idempotencyKeySchema.safeParse(c.req.header("Idempotency-Key"));
  if (!parsed.success) throw new InvalidInput(ORDER_MESSAGES.idempotencyKey, [{ field: "Idempotency-Key", message: ORDER_MESSAGES.idempotencyKey }]);
  return parsed.data;
}

const HOUR = 3_600_000;
/**
 * Orders placed per hour (issue 37: one account placed 160 in 3 s), on the shared store (Redis with REDIS_URL, so
 * every instance counts into one budget). Only placed orders count (201): a retry that answers the first order, a
 * refused or a changed total spends nothing. Per account: more than a customer places in an hour. Per network
 * (the client's address behind our proxies, an IPv6 /64): three accounts of one household at their limit, and a
 * shared office or school network rarely orders from one pharmacy that often; a script with fresh accounts meets it.
 */
export const ORDER_PLACING_LIMITS = { perAccount: { limit: 10, windowMs: HOUR }, perIp: { limit: 30, windowMs: HOUR } } as const;
const placingLimit = { counts: (s: number) => s === 201, message: ORDER_MESSAGES.tooManyOrders };
/**
 * A retry of an order already placed (its Idempotency-Key is taken) is answered with that order whatever the
 * limits say: counted, it would be refused at the limit, and the client would take its placed order for a refusal.
 */
const replays = new WeakMap<Context<AppEnv>, Promise<boolean>>();
const isReplay = (c: Context<AppEnv>) => {
  let known = replays.get(c);
  if (!known) {
    const key = idempotencyKeySchema.safeParse(c.req.header("Idempotency-Key"));
    known = key.success ? orders(c).customer.placedUnder(userId(c), key.data) : Promise.resolve(false);
    replays.set(c, known);
  }
  return known;
};
const unlessReplay = (subject: (c: Context<AppEnv>) => string) => async (c: Context<AppEnv>) => ((await isReplay(c)) ? [] : [subject(c)]);
const placingLimits = [
  rateLimit({ name: "order-place", ...ORDER_PLACING_LIMITS.perAccount, keys: unlessReplay((c) => `user:${userId(c)}`), ...placingLimit }),
  rateLimit({ name: "order-place", ...ORDER_PLACING_LIMITS.perIp, keys: unlessReplay(ipKey), ...placingLimit }),
] as const;

const pdf = (c: Context<AppEnv>, invoice: { number: string; pdf: Buffer }) =>
  c.body(new Uint8Array(invoice.pdf), 200, {
    "Content-Type": "application/pdf",
    "Content-Disposition": `inline; filename="Rechnung-${invoice.number}.pdf"`,
    // Personal: never in a shared cache.
    "Cache-Control": "private, no-store",
  });

/** Orders (documented at the end of this file): the checkout's quote, the customer's orders, tracking, and the desk's order calls. */
export function ordersRouter() {
  const r = new Hono<AppEnv>();

  r.get("/checkout/quote", requireUser, async (c) => c.json(ok(await orders(c).customer.quote(userId(c), parseQuery(c, quoteQuery).fulfilment))));

  r.post("/orders", requireUser, ...placingLimits, async (c) => {
    const key = idempotencyKey(c);
    const { order, created } = await orders(c).customer.place(userId(c), key, await parseBody(c, placeOrderSchema));
    return c.json(ok(order, created ? ORDER_MESSAGES.placed : undefined), created ? 201 : 200);
  });
  r.get("/orders", requireUser, async (c) => c.json(ok(await orders(c).customer.list(userId(c)))));
  // Before /orders/:id. No login: the number and the e-mail of the order are the question.
  r.get("/orders/track", trackLimit, async (c) => {
    const { number, email } = parseQuery(c, trackQuery);
    return c.json(ok(await orders(c).customer.track(number, email)));
  });
  r.get("/orders/:id", requireUser, async (c) => c.json(ok(await orders(c).customer.get(userId(c), orderId(c)))));
  r.post("/orders/:id/cancel", requireUser, async (c) => c.json(ok(await orders(c).customer.cancel(userId(c), orderId(c)), ORDER_MESSAGES.cancelled)));
  r.get("/orders/:id/invoice.pdf", requireUser, async (c) => pdf(c, await orders(c).customer.invoice(userId(c), orderId(c))));

  r.get("/desk/orders", requireStaff, async (c) => c.json(ok(await orders(c).desk.list(parseQuery(c, deskOrdersQuery)))));
  r.put("/desk/orders/:id/status", requireStaff, async (c) => {
    const id = orderId(c);
    return c.json(ok(await orders(c).desk.setStatus(staff(c), id, await parseBody(c, deskOrderStatusSchema))));
  });
  r.get("/desk/orders/:id/invoice.pdf", requireStaff, async (c) => pdf(c, await orders(c).customer.invoiceForStaff(orderId(c))));
  return r;
}

documentRoutes("Orders", [
  { method: "GET", path: "/api/checkout/quote", summary: "The checkout's quote for the caller's cart", auth: "user", query: quoteQuery, answer: "Quote (contracts/orders.ts)" },
  {
    method: "POST",
    path: "/api/orders",
    summary: "Places an order from the caller's cart (201; the same Idempotency-Key again answers the first order, 200)",
    auth: "user",
    headers: { "Idempotency-Key": idempotencyKeySchema },
    body: placeOrderSchema,
    status: 201,
    answer: "Order (contracts/orders.ts)",
    errors: [409],
  },
  { method: "GET", path: "/api/orders", summary: "The caller's orders, newest first", auth: "user", answer: "Order[]" },
  { method: "GET", path: "/api/orders/track", summary: "An order's status by number and e-mail, nothing personal", query: trackQuery, answer: "OrderTrack", errors: [404, 429] },
  { method: "GET", path: "/api/orders/:id", summary: "One of the caller's orders", auth: "user", params: { id: orderIdParam }, answer: "Order", errors: [404] },
  { method: "POST", path: "/api/orders/:id/cancel", summary: "Cancels an order while RECEIVED", auth: "user", params: { id: orderIdParam }, answer: "Order", errors: [404, 409] },
  { method: "GET", path: "/api/orders/:id/invoice.pdf", summary: "The invoice (with a Swiss QR-bill for INVOICE; a cancelled order's is marked STORNIERT and has none)", auth: "user", params: { id: orderIdParam }, file: "application/pdf", errors: [404] },
  { method: "GET", path: "/api/desk/orders", summary: "Orders to prepare, ready and overdue", auth: "staff", query: deskOrdersQuery, answer: "DeskOrders" },
  { method: "PUT", path: "/api/desk/orders/:id/status", summary: "Moves an order on (mails the customer); SHIPPED takes a Swiss Post tracking number, else 400 with code order-tracking-number-invalid", auth: "staff", params: { id: orderIdParam }, body: deskOrderStatusSchema, answer: "DeskOrder", errors: [404, 409] },
  { method: "GET", path: "/api/desk/orders/:id/invoice.pdf", summary: "Any order's invoice", auth: "staff", params: { id: orderIdParam }, file: "application/pdf", errors: [404] },
]);
