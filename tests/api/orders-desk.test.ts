import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESK_MESSAGES } from "#contracts/desk.ts";
import { ORDER_MESSAGES, type DeskOrder, type DeskOrders, type Order } from "#contracts/orders.ts";
import { address, contact, createOrdersApp, type OrdersApp } from "#tests/helpers/orders.ts";

let o: OrdersApp;
let staff: Awaited<ReturnType<OrdersApp["staff"]>>;
beforeAll(async () => {
  o = await createOrdersApp();
  staff = await o.staff();
}, 120_000);
afterAll(async () => {
  await o.close();
});

const setStatus = (id: string, body: unknown, token = staff.token) => o.t.call("PUT", `/api/desk/orders/${id}/status`, { token, body });
const deskList = async (query = "") => {
  const res = await o.t.call("GET", `/api/desk/orders${query}`, { token: staff.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as DeskOrders;
};

describe("desk access", () => {
  it("answers 401 without a token and 403 for a customer", async () => {
    const a = await o.article();
    const { user, order } = await o.placed([{ pharmacode: a.pharmacode, quantity: 1 }]);
    expect((await o.t.call("GET", "/api/desk/orders")).status).toBe(401);
    const asCustomer = await o.t.call("GET", "/api/desk/orders", { token: user.token });
    expect(asCustomer.status).toBe(403);
    expect(asCustomer.body.error).toBe(DESK_MESSAGES.staffOnly);
    expect((await setStatus(order._id, { status: "PREPARING" }, user.token)).status).toBe(403);
    expect((await o.t.call("GET", `/api/desk/orders/${order._id}/invoice.pdf`, { token: user.token })).status).toBe(403);
  });
});

describe("status changes", () => {
  it("takes a pickup through preparing, ready (mail 'Ihre Bestellung liegt bereit') and collected, with the audit trail", async () => {
    const a = await o.article();
    const { user, order } = await o.placed([{ pharmacode: a.pharmacode, quantity: 1 }]);
    for (const status of ["PREPARING", "READY_FOR_PICKUP", "COLLECTED"]) {
      const res = await setStatus(order._id, { status });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect((res.body.data as DeskOrder).status).toBe(status);
    }
    const shown = (await deskList("?view=ALL")).orders.find((x) => x._id === order._id)!;
    expect(shown.history.map((h) => h.status)).toEqual(["RECEIVED", "PREPARING", "READY_FOR_PICKUP", "COLLECTED"]);
    expect(shown.audit.map((e) => [e.action, e.detail.from, e.detail.to, e.by?.email])).toEqual([
      ["order-status", "RECEIVED", "PREPARING", staff.email],
      ["order-status", "PREPARING", "READY_FOR_PICKUP", staff.email],
      ["order-status", "READY_FOR_PICKUP", "COLLECTED", staff.email],
    ]);
    expect(shown.customerEmail).toBe(user.email);
    const subjects = (await o.mailsTo(user.email)).map((m) => m.subject).sort();
    expect(subjects).toEqual([
      `Ihre Bestellung ist eingegangen (${order.number})`,
      `Ihre Bestellung wird vorbereitet (${order.number})`,
      `Ihre Bestellung liegt bereit (${order.number})`,
      `Ihre Bestellung wurde abgeholt (${order.number})`,
    ].sort());
    // The customer sees the same history.
    const own = (await o.t.call("GET", `/api/orders/${order._id}`, { token: user.token })).body.data as Order;
    expect(own.status).toBe("COLLECTED");
  });

  it("ships a delivery only with a tracking number, then delivered; the number is in the mail and the order", async () => {
    const a = await o.article();
    const user = await o.user();
    await o.putInCart(user.id, a.pharmacode, 1);
    const order = (await o.place(user.token, { fulfilment: "DELIVERY", payment: "INVOICE", contact: contact(user.email), address })).body.data as Order;
    expect((await setStatus(order._id, { status: "PREPARING" })).status).toBe(200);
    const noNumber = await setStatus(order._id, { status: "SHIPPED" });
    expect(noNumber.status).toBe(400);
    expect(noNumber.body.details).toEqual([{ field: "trackingNumber", message: ORDER_MESSAGES.trackingRequired }]);
    const ready = await setStatus(order._id, { status: "READY_FOR_PICKUP" });
    expect(ready.status).toBe(409);
    expect(ready.body.error).toBe(ORDER_MESSAGES.statusNotPossible);
    const shipped = await setStatus(order._id, { status: "SHIPPED", trackingNumber: "99.00.123456.12345678" });
    expect(shipped.status).toBe(200);
    expect((shipped.body.data as DeskOrder).trackingNumber).toBe("99.00.123456.12345678");
    // Shipped cannot be cancelled any more.
    expect((await setStatus(order._id, { status: "CANCELLED", reason: "zu spät" })).status).toBe(409);
    expect((await setStatus(order._id, { status: "DELIVERED" })).status).toBe(200);
    const mails = await o.mailsTo(user.email);
    expect(mails.find((m) => m.subject.startsWith("Ihre Bestellung ist unterwegs"))?.text).toContain("Sendungsnummer: 99.00.123456.12345678");
    expect(mails.map((m) => m.subject)).toContain(`Ihre Bestellung wurde zugestellt (${order.number})`);
    expect(mails).toHaveLength(4);
  });

  it("refuses impossible changes (409) and bad bodies (400)", async () => {
    const a = await o.article();
    const { order } = await o.placed([{ pharmacode: a.pharmacode, quantity: 1 }]);
    for (const status of ["READY_FOR_PICKUP", "COLLECTED", "SHIPPED", "DELIVERED"]) {
      const res = await setStatus(order._id, { status, trackingNumber: "99.00.123456.12345678" });
      expect(res.status, status).toBe(409);
    }
    expect((await setStatus(order._id, { status: "RECEIVED" })).status).toBe(400);
    expect((await setStatus(order._id, { status: "NONSENSE" })).body.error).toBe(ORDER_MESSAGES.status);
    const noReason = await setStatus(order._id, { status: "CANCELLED" });
    expect(noReason.status).toBe(400);
    expect(noReason.body.details).toEqual([{ field: "reason", message: ORDER_MESSAGES.reasonRequired }]);
    expect((await setStatus("00000000-0000-4000-8000-000000000000", { status: "PREPARING" })).status).toBe(404);
    expect((await setStatus("nope", { status: "PREPARING" })).status).toBe(400);
  });

  it("cancels with a reason, returns the stock, records it and mails the customer", async () => {
    const a = await o.article({ stock: 4 });
    const { user, order } = await o.placed([{ pharmacode: a.pharmacode, quantity: 3 }]);
    expect(await o.stockOf(a.pharmacode)).toBe(1);
    await setStatus(order._id, { status: "PREPARING" });
    await setStatus(order._id, { status: "READY_FOR_PICKUP" });
    const res = await setStatus(order._id, { status: "CANCELLED", reason: "Nicht abgeholt" });
    expect(res.status).toBe(200);
    const shown = res.body.data as DeskOrder;
    expect(shown.status).toBe("CANCELLED");
    expect(shown.cancelReason).toBe("Nicht abgeholt");
    expect(shown.audit.at(-1)?.detail).toEqual({ from: "READY_FOR_PICKUP", to: "CANCELLED", reason: "Nicht abgeholt" });
    expect(await o.stockOf(a.pharmacode)).toBe(4);
    // Terminal: a second cancellation cannot return the units twice.
    expect((await setStatus(order._id, { status: "CANCELLED", reason: "nochmals" })).status).toBe(409);
    expect(await o.stockOf(a.pharmacode)).toBe(4);
    const mails = await o.mailsTo(user.email);
    expect(mails).toHaveLength(4);
    const cancelled = mails.filter((m) => m.subject === `Ihre Bestellung wurde storniert (${order.number})`);
    expect(cancelled).toHaveLength(1);
    expect(cancelled[0]!.text).toContain("Grund: Nicht abgeholt");
  });
});

describe("lists", () => {
  it("lists to prepare, ready and overdue pickups (ready for more than 7 days), with counts", async () => {
    const a = await o.article({ stock: 99 });
    const { order: fresh } = await o.placed([{ pharmacode: a.pharmacode, quantity: 1 }]);
    const { order: ready } = await o.placed([{ pharmacode: a.pharmacode, quantity: 1 }]);
    const { order: overdue } = await o.placed([{ pharmacode: a.pharmacode, quantity: 1 }]);
    for (const id of [ready._id, overdue._id]) {
      await setStatus(id, { status: "PREPARING" });
      await setStatus(id, { status: "READY_FOR_PICKUP" });
    }
    await o.db.execute(sql`update orders set status_at = now() - interval '8 days' where id = ${overdue._id}`);

    const toPrepare = await deskList("?view=TO_PREPARE");
    expect(toPrepare.orders.map((x) => x._id)).toContain(fresh._id);
    expect(toPrepare.orders.map((x) => x._id)).not.toContain(ready._id);
    const readyList = await deskList("?view=READY");
    expect(readyList.orders.map((x) => x._id)).toEqual(expect.arrayContaining([ready._id, overdue._id]));
    const overdueList = await deskList("?view=OVERDUE");
    expect(overdueList.orders.map((x) => x._id)).toEqual([overdue._id]);
    expect(overdueList.orders[0]!.overdue).toBe(true);
    expect(readyList.orders.find((x) => x._id === ready._id)!.overdue).toBe(false);
    expect(overdueList.counts.overdue).toBe(1);
    expect(overdueList.counts.ready).toBeGreaterThanOrEqual(2);
    expect(overdueList.counts.toPrepare).toBeGreaterThanOrEqual(1);

    const byStatus = await deskList("?view=ALL&status=READY_FOR_PICKUP");
    expect(byStatus.orders.every((x) => x.status === "READY_FOR_PICKUP")).toBe(true);
    const today = new Date(fresh.createdAt).toLocaleDateString("en-GB", { timeZone: "Europe/Zurich" });
    expect((await deskList(`?view=ALL&date=${today}`)).orders.map((x) => x._id)).toContain(fresh._id);
    expect((await deskList(`?view=ALL&date=01/01/2001`)).orders).toEqual([]);
    expect((await o.t.call("GET", "/api/desk/orders?date=2026-01-01", { token: staff.token })).status).toBe(400);
    expect((await o.t.call("GET", "/api/desk/orders?date=31/02/2026", { token: staff.token })).status).toBe(400);
  });

  it("lets staff fetch any invoice", async () => {
    const a = await o.article();
    const { order } = await o.placed([{ pharmacode: a.pharmacode, quantity: 1 }], { payment: "INVOICE" });
    const res = await o.t.app.request(`/api/desk/orders/${order._id}/invoice.pdf`, { headers: { authorization: `Bearer ${staff.token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(Buffer.from(await res.arrayBuffer()).subarray(0, 5).toString()).toBe("%PDF-");
  });
});
