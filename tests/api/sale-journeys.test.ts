import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DeskCounts } from "#contracts/desk.ts";
import type { DeskOrders, Order } from "#contracts/orders.ts";
import { PHONE_MESSAGES } from "#contracts/phone.ts";
import { staffInviteMail } from "#server/mail/account-templates.ts";
import { address, contact, createOrdersApp, type OrdersApp } from "#tests/helpers/orders.ts";
import { tinyPng, upload, uploadForm } from "#tests/helpers/prescriptions.ts";

/** Issue 38 (docs/decisions/030-sale-journeys.md): the desk's order of work and counts, the checkout's phone rule, the staff invitation. */

let o: OrdersApp;
let staff: Awaited<ReturnType<OrdersApp["staff"]>>;
beforeAll(async () => {
  o = await createOrdersApp();
  staff = await o.staff();
}, 120_000);
afterAll(async () => {
  await o.close();
});

const deskList = async (query: string) => {
  const res = await o.t.call("GET", `/api/desk/orders${query}`, { token: staff.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as DeskOrders;
};
const counts = async (token = staff.token) => o.t.call("GET", "/api/desk/counts", { token });

describe("the desk's work lists (point 8)", () => {
  it("put the order due first first: a pickup placed after a delivery comes before it", async () => {
    const a = await o.article();
    const user = await o.user();
    await o.putInCart(user.id, a.pharmacode, 1);
    const delivery = (await o.place(user.token, { fulfilment: "DELIVERY", payment: "INVOICE", contact: contact(user.email), address })).body.data as Order;
    const { order: pickup } = await o.placed([{ pharmacode: a.pharmacode, quantity: 1 }]);
    expect(new Date(pickup.readyBy!).getTime()).toBeLessThan(new Date(delivery.readyBy!).getTime());
    for (const view of ["TO_PREPARE", "OPEN"]) {
      const ids = (await deskList(`?view=${view}`)).orders.map((x) => x._id);
      expect(ids.indexOf(pickup._id), view).toBeGreaterThanOrEqual(0);
      expect(ids.indexOf(pickup._id), view).toBeLessThan(ids.indexOf(delivery._id));
    }
    // Due together (a night's orders are all due at the opening): first come first.
    const { order: first } = await o.placed([{ pharmacode: a.pharmacode, quantity: 1 }]);
    const { order: second } = await o.placed([{ pharmacode: a.pharmacode, quantity: 1 }]);
    await o.db.execute(sql`update orders set ready_by = ${new Date(Date.now() + 3_600_000).toISOString()}::timestamptz where id in (${first._id}, ${second._id})`);
    const together = (await deskList("?view=TO_PREPARE")).orders.map((x) => x._id);
    expect(together.indexOf(first._id)).toBeLessThan(together.indexOf(second._id));
    // The archive stays newest first.
    const all = (await deskList("?view=ALL")).orders.map((x) => x._id);
    expect(all.indexOf(pickup._id)).toBeLessThan(all.indexOf(delivery._id));
    expect(all.indexOf(second._id)).toBeLessThan(all.indexOf(first._id));
  });
});

describe("the desk's counts (point 10)", () => {
  it("counts received orders and submitted prescriptions, staff only, and follows each new one", async () => {
    const customer = await o.user();
    expect((await o.t.call("GET", "/api/desk/counts")).status).toBe(401);
    expect((await counts(customer.token)).status).toBe(403);
    const before = (await counts()).body.data as DeskCounts;

    const a = await o.article();
    const { order } = await o.placed([{ pharmacode: a.pharmacode, quantity: 1 }]);
    const sent = await upload(o.t, customer.token, uploadForm([{ name: "rezept.png", bytes: tinyPng(), type: "image/png" }]));
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect((await counts()).body.data).toEqual({ newOrders: before.newOrders + 1, newPrescriptions: before.newPrescriptions + 1 });

    // Started at the desk: no longer new.
    expect((await o.t.call("PUT", `/api/desk/orders/${order._id}/status`, { token: staff.token, body: { status: "PREPARING" } })).status).toBe(200);
    expect(((await counts()).body.data as DeskCounts).newOrders).toBe(before.newOrders);
  });
});

describe("the checkout's phone (point 15)", () => {
  const withPhone = async (phone: string) => {
    const a = await o.article();
    const user = await o.user();
    await o.putInCart(user.id, a.pharmacode, 1);
    return o.place(user.token, { fulfilment: "PICKUP", payment: "AT_PICKUP", contact: { ...contact(user.email), phone } });
  };

  it("refuses a Swiss number of 9 digits, in German", async () => {
    const res = await withPhone("079 123 45 6");
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([{ field: "contact.phone", message: PHONE_MESSAGES.swissInvalid }]);
    expect(PHONE_MESSAGES.swissInvalid).toMatch(/^Bitte geben Sie eine gültige Schweizer Telefonnummer ein/);
  });

  it("takes 10 national digits and +41 or 0041 with 9", async () => {
    for (const phone of ["079 123 45 67", "+41 79 123 45 67", "0041 61 555 12 34", "+41 (0)61 555 12 34"]) {
      const res = await withPhone(phone);
      expect(res.status, `${phone}: ${JSON.stringify(res.body)}`).toBe(201);
    }
  });
});

describe("the staff invitation (point 9)", () => {
  it("names everything the desk does, in both languages", () => {
    const to = { email: "team@example.ch", name: "Mara", locale: "de" as const };
    const de = staffInviteMail(to, "https://shop.example/reset-password?x", 72, "https://shop.example/loginpage").text;
    for (const word of ["Labortermine", "Bestellungen", "Rezepte"]) expect(de).toContain(word);
    const en = staffInviteMail({ ...to, locale: "en" }, "https://shop.example/reset-password?x", 72, "https://shop.example/loginpage").text;
    for (const word of ["appointments", "orders", "prescriptions"]) expect(en).toContain(word);
  });
});
