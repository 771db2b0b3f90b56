import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { formatPrescriptionNumber, type Prescription } from "#contracts/prescriptions.ts";
import type { Order } from "#contracts/orders.ts";
import { queryOne } from "#server/db/typed-sql.ts";
import { createPharmacyNotifier, pharmacyNoticeKey } from "#server/mail/pharmacy-notice.ts";
import { freshIp } from "#tests/helpers/auth-flow.ts";
import { contact, createOrdersApp, type OrdersApp } from "#tests/helpers/orders.ts";
import { tinyPng, upload, uploadForm } from "#tests/helpers/prescriptions.ts";

// Issue 38 point 10: new orders and prescriptions are announced to the pharmacy, through the durable queue, once
// each (the queue's unique dedupe key), with the number and the desk's link and no health data.
const TEAM = "team@rheinbogen-apotheke.test";
let o: OrdersApp;
beforeAll(async () => {
  o = await createOrdersApp({ env: { PHARMACY_NOTIFY_EMAIL: TEAM } });
}, 120_000);
afterAll(async () => {
  await o.close();
});

const noticesOf = async (number: string) => (await o.mailsTo(TEAM)).filter((m) => m.subject.endsWith(number));
const queued = async (key: string) =>
  (await queryOne(o.db, z.object({ n: z.coerce.number() }), sql`select count(*) as n from mail_queue where dedupe_key = ${key}`)).n;

describe("the pharmacy hears of a new order", () => {
  it("one mail to PHARMACY_NOTIFY_EMAIL with the number and the desk's link, no name, address or article", async () => {
    const a = await o.article({ priceMinor: 1290 });
    const { user, order } = await o.placed([{ pharmacode: a.pharmacode, quantity: 2 }], { notes: "Bitte diskret verpacken" });
    const notices = await noticesOf(order.number);
    expect(notices).toHaveLength(1);
    const [mail] = notices;
    expect(mail!.kind).toBe("pharmacy-new-order");
    expect(mail!.subject).toBe(`Neue Bestellung ${order.number}`);
    expect(mail!.text).toContain(`Im Webshop ist eine neue Bestellung eingegangen: ${order.number}.`);
    expect(mail!.text).toContain("http://shop.test/desk?ansicht=bestellungen");
    for (const personal of [a.description, user.email, "Anna", "Muster", "Bitte diskret", "25.80", contact().phone]) {
      expect(mail!.text, personal).not.toContain(personal);
      expect(mail!.html, personal).not.toContain(personal);
    }
  });

  it("the same order placed five times at once (one Idempotency-Key) is one order and one notice", async () => {
    const a = await o.article();
    const user = await o.user();
    await o.putInCart(user.id, a.pharmacode, 1);
    const key = randomUUID();
    const ip = freshIp();
    const body = { fulfilment: "PICKUP", payment: "AT_PICKUP", contact: contact(user.email) };
    const answers = await Promise.all(Array.from({ length: 5 }, () => o.place(user.token, body, key, ip)));
    const ids = new Set(answers.filter((r) => r.status === 200 || r.status === 201).map((r) => (r.body.data as Order)._id));
    expect(ids.size).toBe(1);
    const order = answers.find((r) => r.status === 201)!.body.data as Order;
    expect(await queued(pharmacyNoticeKey({ kind: "order", id: order._id }))).toBe(1);
    expect(await noticesOf(order.number)).toHaveLength(1);
  });

  it("the database keeps one notice per order, however many enqueue it at once", async () => {
    const notifier = createPharmacyNotifier(TEAM, "http://shop.test");
    const notice = { kind: "order" as const, id: randomUUID(), number: "RA-2026-999999" };
    await Promise.all(Array.from({ length: 8 }, () => o.db.transaction(async (tx) => void (await notifier.statement(tx, notice)))));
    expect(await queued(pharmacyNoticeKey(notice))).toBe(1);
  });
});

describe("the pharmacy hears of a new prescription", () => {
  it("one mail with its R-number and the desk's link, no file, note or name", async () => {
    const user = await o.user();
    const res = await upload(o.t, user.token, uploadForm([{ name: "rezept-dafalgan.png", bytes: tinyPng(), type: "image/png" }], { fulfilment: "PICKUP", notes: "Dafalgan 1 g, Blutdruck" }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const prescription = res.body.data as Prescription;
    const number = formatPrescriptionNumber(prescription.number);
    const notices = await noticesOf(number);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.subject).toBe(`Neues Rezept ${number}`);
    expect(notices[0]!.text).toContain("http://shop.test/desk?ansicht=rezepte");
    for (const personal of ["rezept-dafalgan", "Dafalgan", "Blutdruck", user.email]) expect(notices[0]!.text, personal).not.toContain(personal);
    expect(await queued(pharmacyNoticeKey({ kind: "prescription", id: prescription._id }))).toBe(1);
  });
});

describe("without PHARMACY_NOTIFY_EMAIL", () => {
  it("queues nothing", () => {
    expect(createPharmacyNotifier(undefined, "http://shop.test").statement(o.db, { kind: "order", id: randomUUID(), number: "RA-2026-000001" })).toBeNull();
  });
});
