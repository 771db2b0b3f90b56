import { sql } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ORDER_MESSAGES, type Order, type Quote } from "#contracts/orders.ts";
import { PHONE_MESSAGES } from "#contracts/phone.ts";
import { freshIp } from "#tests/helpers/auth-flow.ts";
import { address, contact, createOrdersApp, type OrdersApp } from "#tests/helpers/orders.ts";

let o: OrdersApp;
beforeAll(async () => {
  o = await createOrdersApp();
}, 120_000);
afterAll(async () => {
  await o.close();
});

const quote = (token: string | undefined, fulfilment = "PICKUP") => o.t.call("GET", `/api/checkout/quote?fulfilment=${fulfilment}`, { token });

describe("quote", () => {
  it("prices the server-side cart: VAT per rate, stock split, free shipping from CHF 50.00 of goods, CHF 7.90 below", async () => {
    const user = await o.user();
    const medicine = await o.article({ priceMinor: 1250, vatBp: 260, stock: 2 });
    const cream = await o.article({ priceMinor: 990, vatBp: 810, stock: 10 });
    await o.putInCart(user.id, medicine.pharmacode, 3);
    await o.putInCart(user.id, cream.pharmacode, 1);

    const pickup = await quote(user.token, "PICKUP");
    expect(pickup.status, JSON.stringify(pickup.body)).toBe(200);
    const q = pickup.body.data as Quote;
    expect(q.lines).toEqual([
      { pharmacode: medicine.pharmacode, description: medicine.description, unitPrice: 12.5, quantity: 3, inStock: 2, backordered: 1, vatRate: 2.6, lineTotal: 37.5, pickupOnly: false },
      { pharmacode: cream.pharmacode, description: cream.description, unitPrice: 9.9, quantity: 1, inStock: 1, backordered: 0, vatRate: 8.1, lineTotal: 9.9, pickupOnly: false },
    ]);
    expect(q.subtotal).toBe(47.4);
    expect(q.shipping).toBe(0);
    expect(q.total).toBe(47.4);
    // 3750 × 2.6/102.6 = 95.03 -> 0.95; 990 × 8.1/108.1 = 74.18 -> 0.74
    expect(q.vat).toEqual([{ rate: 2.6, amount: 0.95 }, { rate: 8.1, amount: 0.74 }]);
    expect(q.blocking).toEqual([]);
    expect(q.estimate.text).toMatch(/^Nachbestellt: abholbereit bis /);

    const delivery = (await quote(user.token, "DELIVERY")).body.data as Quote;
    expect(delivery.shipping).toBe(7.9);
    expect(delivery.total).toBe(55.3);
    expect(delivery.missingForFreeShipping).toBe(2.6);
    // The shipping follows the goods (issue 38): 790 × 37.50 / 47.40 = 625 at 2.6 %, 165 at 8.1 %;
    // (3750 + 625) × 2.6/102.6 = 110.87 -> 1.11; (990 + 165) × 8.1/108.1 = 86.55 -> 0.87
    expect(delivery.vat).toEqual([{ rate: 2.6, amount: 1.11 }, { rate: 8.1, amount: 0.87 }]);
    expect(delivery.estimate.text).toMatch(/^Voraussichtliche Zustellung bis /);

    await o.putInCart(user.id, cream.pharmacode, 2); // 37.50 + 19.80 = 57.30 >= 50
    const free = (await quote(user.token, "DELIVERY")).body.data as Quote;
    expect(free.subtotal).toBe(57.3);
    expect(free.shipping).toBe(0);
    expect(free.missingForFreeShipping).toBe(0);
  });

  it("does not count a pharmacy-only (CC) article towards free shipping and blocks it for delivery", async () => {
    const user = await o.user();
    const ok = await o.article({ priceMinor: 2000 });
    const cc = await o.article({ priceMinor: 4000, regulation: "Sale.Web.CC" });
    await o.putInCart(user.id, ok.pharmacode, 1);
    await o.putInCart(user.id, cc.pharmacode, 1);
    const q = (await quote(user.token, "DELIVERY")).body.data as Quote;
    expect(q.shipping).toBe(7.9);
    expect(q.blocking).toEqual([{ pharmacode: cc.pharmacode, reason: "NO_SHIPPING", message: "Versand nicht möglich" }]);
    // It cannot be shipped at all: no remainder to free shipping (issue 38: it said the whole CHF 30 or 50).
    expect(q.missingForFreeShipping).toBe(0);
    expect(q.lines.find((l) => l.pharmacode === cc.pharmacode)?.pickupOnly).toBe(true);
    const pickup = (await quote(user.token, "PICKUP")).body.data as Quote;
    expect(pickup.blocking).toEqual([]);
    expect(pickup.total).toBe(60);
    expect(pickup.missingForFreeShipping).toBe(0);
  });

  it("a cart of pickup-only articles: neither its pickup nor its delivery quote names a remainder to free shipping (issue 38)", async () => {
    const user = await o.user();
    const cc = await o.article({ priceMinor: 1200, regulation: "Sale.Web.CC" });
    await o.putInCart(user.id, cc.pharmacode, 1);
    for (const fulfilment of ["PICKUP", "DELIVERY"]) {
      const q = (await quote(user.token, fulfilment)).body.data as Quote;
      expect(q.missingForFreeShipping, fulfilment).toBe(0);
    }
  });

  it("blocks prescription-only and priceless lines and hides the prescription price", async () => {
    const user = await o.user();
    const rx = await o.article({ priceMinor: 3000, regulation: "Sale.Web.Rx" });
    const priceless = await o.article({ priceMinor: null });
    await o.putInCart(user.id, rx.pharmacode, 1);
    await o.putInCart(user.id, priceless.pharmacode, 1);
    const q = (await quote(user.token)).body.data as Quote;
    expect(q.blocking.map((b) => b.reason).sort()).toEqual(["NO_PRICE", "PRESCRIPTION_ONLY"]);
    expect(q.lines.every((l) => l.unitPrice === null && l.lineTotal === null)).toBe(true);
    expect(q.total).toBe(0);

    const res = await o.place(user.token, { fulfilment: "PICKUP", payment: "AT_PICKUP", contact: contact(user.email) });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(ORDER_MESSAGES.blocked);
    expect(res.body.details).toEqual(
      expect.arrayContaining([
        { field: String(rx.pharmacode), message: ORDER_MESSAGES.prescriptionOnly },
        { field: String(priceless.pharmacode), message: ORDER_MESSAGES.noPrice },
      ]),
    );
    expect(await o.count(sql`select count(*) as n from orders where user_id = ${user.id}`)).toBe(0);
  });

  it("answers 401 without a token and 400 for an unknown fulfilment; an empty cart's quote is a normal answer with nothing to pay (issue 38)", async () => {
    expect((await quote(undefined)).status).toBe(401);
    const user = await o.user();
    for (const fulfilment of ["PICKUP", "DELIVERY"]) {
      const empty = await quote(user.token, fulfilment);
      expect(empty.status, JSON.stringify(empty.body)).toBe(200);
      expect(empty.body.data).toMatchObject({ fulfilment, lines: [], subtotal: 0, shipping: 0, vat: [], total: 0, blocking: [], missingForFreeShipping: 0 });
    }
    // Placing an order from it is still refused.
    const placed = await o.place(user.token, { fulfilment: "PICKUP", payment: "AT_PICKUP", contact: contact(user.email) });
    expect(placed.status).toBe(400);
    expect(placed.body.error).toBe(ORDER_MESSAGES.emptyCart);
    const bad = await quote(user.token, "DRONE");
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe(ORDER_MESSAGES.fulfilment);
  });
});

describe("placing an order", () => {
  it("writes order, lines and history in one go, takes the stock, empties the cart and mails the confirmation with lines and totals", async () => {
    const user = await o.user();
    const a = await o.article({ priceMinor: 1500, vatBp: 260, stock: 5 });
    const b = await o.article({ priceMinor: 700, vatBp: 810, stock: 1 });
    await o.putInCart(user.id, a.pharmacode, 2);
    await o.putInCart(user.id, b.pharmacode, 3);
    const res = await o.place(user.token, { fulfilment: "DELIVERY", payment: "INVOICE", contact: contact(user.email), address, notes: "Bitte klingeln", expectedTotal: 51 });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const order = res.body.data as Order;
    expect(order.number).toMatch(/^RA-\d{4}-\d{6}$/);
    expect(order).toMatchObject({
      status: "RECEIVED",
      fulfilment: "DELIVERY",
      payment: "INVOICE",
      contact: contact(user.email),
      address,
      notes: "Bitte klingeln",
      subtotal: 51,
      shipping: 0,
      total: 51,
      currency: "CHF",
      lines: [
        { pharmacode: a.pharmacode, description: a.description, unitPrice: 15, quantity: 2, inStock: 2, backordered: 0, vatRate: 2.6, lineTotal: 30 },
        { pharmacode: b.pharmacode, description: b.description, unitPrice: 7, quantity: 3, inStock: 1, backordered: 2, vatRate: 8.1, lineTotal: 21 },
      ],
      history: [{ status: "RECEIVED" }],
    });
    expect(order.vat).toEqual([{ rate: 2.6, amount: 0.76 }, { rate: 8.1, amount: 1.57 }]);
    expect(order.readyBy).toBeDefined();
    expect(await o.stockOf(a.pharmacode)).toBe(3);
    expect(await o.stockOf(b.pharmacode)).toBe(0);
    expect(await o.count(sql`select count(*) as n from cart_lines where user_id = ${user.id}`)).toBe(0);

    const mails = await o.mailsTo(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Ihre Bestellung ist eingegangen (${order.number})`);
    expect(mails[0]!.text).toContain(`2 × ${a.description} à CHF 15.00 = CHF 30.00`);
    expect(mails[0]!.text).toContain(`3 × ${b.description} à CHF 7.00 = CHF 21.00 (2 nachbestellt)`);
    expect(mails[0]!.text).toContain("Total: CHF 51.00");
    expect(mails[0]!.text).toContain("inkl. MwSt. 2.6 %: CHF 0.76");
    expect(mails[0]!.attachments?.map((x) => x.filename)).toEqual([`Rechnung-${order.number}.pdf`]);

    const list = await o.t.call("GET", "/api/orders", { token: user.token });
    expect(list.body.data).toEqual([order]);
    expect((await o.t.call("GET", `/api/orders/${order._id}`, { token: user.token })).body.data).toEqual(order);
  });

  it("refuses a delivery with a pharmacy-only article, naming it: Versand nicht möglich", async () => {
    const user = await o.user();
    const cc = await o.article({ regulation: "Sale.Web.CC" });
    await o.putInCart(user.id, cc.pharmacode, 1);
    const res = await o.place(user.token, { fulfilment: "DELIVERY", payment: "INVOICE", contact: contact(user.email), address });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(`Versand nicht möglich: ${cc.description} darf nur in der Apotheke abgegeben werden. Bitte wählen Sie Abholung.`);
    expect(res.body.details).toEqual([{ field: String(cc.pharmacode), message: "Versand nicht möglich" }]);
    const pickup = await o.place(user.token, { fulfilment: "PICKUP", payment: "INVOICE", contact: contact(user.email) });
    expect(pickup.status).toBe(201);
  });

  it("validates the body with field details and requires the Idempotency-Key header", async () => {
    const user = await o.user();
    const a = await o.article();
    await o.putInCart(user.id, a.pharmacode, 1);
    const noKey = await o.place(user.token, { fulfilment: "PICKUP", payment: "AT_PICKUP", contact: contact() }, null);
    expect(noKey.status).toBe(400);
    expect(noKey.body.details).toEqual([{ field: "Idempotency-Key", message: ORDER_MESSAGES.idempotencyKey }]);
    expect((await o.place(user.token, { fulfilment: "PICKUP", payment: "AT_PICKUP", contact: contact() }, "x".repeat(65))).status).toBe(400);

    const bad = await o.place(user.token, {
      fulfilment: "DELIVERY",
      payment: "AT_PICKUP",
      contact: { name: "", surname: "Muster", email: "nope", phone: "12" },
      address: { street: "Rheingasse 1", zip: "9700", city: "Basel" },
      notes: "x".repeat(1001),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.details).toEqual(
      expect.arrayContaining([
        { field: "contact.name", message: ORDER_MESSAGES.nameRequired },
        { field: "contact.email", message: ORDER_MESSAGES.emailInvalid },
        { field: "contact.phone", message: PHONE_MESSAGES.swissInvalid },
        { field: "address.zip", message: ORDER_MESSAGES.zipInvalid },
        { field: "notes", message: ORDER_MESSAGES.notesTooLong },
      ]),
    );
    const noAddress = await o.place(user.token, { fulfilment: "DELIVERY", payment: "INVOICE", contact: contact() });
    expect(noAddress.body.details).toEqual([{ field: "address", message: ORDER_MESSAGES.addressRequired }]);
    const payAtPickup = await o.place(user.token, { fulfilment: "DELIVERY", payment: "AT_PICKUP", contact: contact(), address });
    expect(payAtPickup.body.details).toEqual([{ field: "payment", message: ORDER_MESSAGES.payAtPickupOnlyForPickup }]);
    expect(await o.count(sql`select count(*) as n from orders where user_id = ${user.id}`)).toBe(0);
    expect(await o.count(sql`select count(*) as n from cart_lines where user_id = ${user.id}`)).toBe(1);
  });

  it("answers the same Idempotency-Key with the first order (200), never a second one", async () => {
    const user = await o.user();
    const a = await o.article({ stock: 10 });
    await o.putInCart(user.id, a.pharmacode, 2);
    const key = randomUUID();
    const body = { fulfilment: "PICKUP", payment: "AT_PICKUP", contact: contact(user.email) };
    const first = await o.place(user.token, body, key);
    expect(first.status).toBe(201);
    // A new cart meanwhile does not make the retry a new order.
    await o.putInCart(user.id, a.pharmacode, 1);
    const again = await o.place(user.token, body, key);
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(first.body.data);
    expect(await o.count(sql`select count(*) as n from orders where user_id = ${user.id}`)).toBe(1);
    expect(await o.stockOf(a.pharmacode)).toBe(8);
    // The same key of another customer is their own.
    const other = await o.user();
    await o.putInCart(other.id, a.pharmacode, 1);
    expect((await o.place(other.token, { ...body, contact: contact(other.email) }, key)).status).toBe(201);
  });

  it("answers 409 with the new quote when the expected total differs from the server's", async () => {
    const user = await o.user();
    const a = await o.article({ priceMinor: 1000 });
    await o.putInCart(user.id, a.pharmacode, 2);
    const seen = (await quote(user.token)).body.data as Quote;
    expect(seen.total).toBe(20);
    await o.db.execute(sql`update articles set price_cents = 1100, original_price_cents = 1100 where pharmacode = ${a.pharmacode}`);
    const res = await o.place(user.token, { fulfilment: "PICKUP", payment: "AT_PICKUP", contact: contact(user.email), expectedTotal: seen.total });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(ORDER_MESSAGES.totalChanged);
    expect((res.body.data as Quote).total).toBe(22);
    expect(await o.count(sql`select count(*) as n from orders where user_id = ${user.id}`)).toBe(0);
    const confirmed = await o.place(user.token, { fulfilment: "PICKUP", payment: "AT_PICKUP", contact: contact(user.email), expectedTotal: 22 });
    expect(confirmed.status).toBe(201);
    expect((confirmed.body.data as Order).total).toBe(22);
  });
});

describe("the customer's orders", () => {
  it("lists own orders newest first and answers another customer's order with 404", async () => {
    const a = await o.article();
    const { user, order: older } = await o.placed([{ pharmacode: a.pharmacode, quantity: 1 }]);
    await o.putInCart(user.id, a.pharmacode, 1);
    const newer = (await o.place(user.token, { fulfilment: "PICKUP", payment: "AT_PICKUP", contact: contact(user.email) })).body.data as Order;
    const list = (await o.t.call("GET", "/api/orders", { token: user.token })).body.data as Order[];
    expect(list.map((x) => x.number)).toEqual([newer.number, older.number]);

    const stranger = await o.user();
    expect((await o.t.call("GET", "/api/orders", { token: stranger.token })).body.data).toEqual([]);
    for (const [method, path] of [
      ["GET", `/api/orders/${older._id}`],
      ["POST", `/api/orders/${older._id}/cancel`],
      ["GET", `/api/orders/${older._id}/invoice.pdf`],
    ] as const) {
      const res = await o.t.call(method, path, { token: stranger.token });
      expect(res.status, path).toBe(404);
      expect(res.body.error).toBe(ORDER_MESSAGES.notFound);
    }
    expect((await o.t.call("GET", `/api/orders/not-a-uuid`, { token: user.token })).status).toBe(400);
    expect((await o.t.call("GET", `/api/orders/${older._id}`)).status).toBe(401);
  });

  it("cancels only while RECEIVED and puts the in-stock units back", async () => {
    const a = await o.article({ stock: 3 });
    const { user, order } = await o.placed([{ pharmacode: a.pharmacode, quantity: 5 }]);
    expect(order.lines[0]).toMatchObject({ inStock: 3, backordered: 2 });
    expect(await o.stockOf(a.pharmacode)).toBe(0);
    const res = await o.t.call("POST", `/api/orders/${order._id}/cancel`, { token: user.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((res.body.data as Order).status).toBe("CANCELLED");
    expect((res.body.data as Order).history.map((h) => h.status)).toEqual(["RECEIVED", "CANCELLED"]);
    expect(await o.stockOf(a.pharmacode)).toBe(3);
    const again = await o.t.call("POST", `/api/orders/${order._id}/cancel`, { token: user.token });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(ORDER_MESSAGES.notCancellable);
    expect(await o.stockOf(a.pharmacode)).toBe(3);
    const subjects = (await o.mailsTo(user.email)).map((m) => m.subject).sort();
    expect(subjects).toEqual([`Ihre Bestellung ist eingegangen (${order.number})`, `Ihre Bestellung wurde storniert (${order.number})`]);
  });
});

describe("tracking", () => {
  it("answers number, status and history, nothing personal, and one 404 for any unknown pair", async () => {
    const a = await o.article();
    const { user, order } = await o.placed([{ pharmacode: a.pharmacode, quantity: 1 }], { notes: "geheim" });
    const ip = freshIp();
    const res = await o.t.call("GET", `/api/orders/track?number=${order.number.toLowerCase()}&email=${encodeURIComponent(user.email.toUpperCase())}`, { headers: ip });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual({ number: order.number, status: "RECEIVED", history: [{ status: "RECEIVED", at: order.history[0]!.at }] });
    const text = JSON.stringify(res.body);
    for (const personal of [user.email, "Anna", "Muster", "geheim", "+41"]) expect(text).not.toContain(personal);

    const wrongMail = await o.t.call("GET", `/api/orders/track?number=${order.number}&email=someone@example.ch`, { headers: ip });
    const unknown = await o.t.call("GET", `/api/orders/track?number=RA-1999-000001&email=${encodeURIComponent(user.email)}`, { headers: ip });
    expect(wrongMail.status).toBe(404);
    expect(unknown.status).toBe(404);
    expect(wrongMail.body).toEqual(unknown.body);
    expect(unknown.body.error).toBe(ORDER_MESSAGES.trackNotFound);
  });

  it("limits failed look-ups per IP", async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await o.t.call("GET", `/api/orders/track?number=RA-2000-${String(i).padStart(6, "0")}&email=x@example.ch`, { headers: ip })).status);
    expect(statuses.slice(0, 20).every((s) => s === 404)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
