import { sql } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ORDER_TEXTS, type Order } from "#contracts/orders.ts";
import { address, contact, createOrdersApp, type OrdersApp } from "#tests/helpers/orders.ts";

let o: OrdersApp;
beforeAll(async () => {
  o = await createOrdersApp();
}, 120_000);
afterAll(async () => {
  await o.close();
});

describe("concurrent orders", () => {
  it("20 customers ordering the last 5 units at once get exactly 5 units between them; the rest is backordered, stock ends at 0", async () => {
    const a = await o.article({ stock: 5 });
    const customers = await Promise.all(Array.from({ length: 20 }, () => o.user()));
    for (const c of customers) await o.putInCart(c.id, a.pharmacode, 1);
    const results = await Promise.all(
      customers.map((c) => o.place(c.token, { fulfilment: "PICKUP", payment: "AT_PICKUP", contact: contact(c.email) })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(201));
    const lines = results.map((r) => (r.body.data as Order).lines[0]!);
    expect(lines.reduce((n, l) => n + l.inStock, 0)).toBe(5);
    expect(lines.reduce((n, l) => n + l.backordered, 0)).toBe(15);
    expect(lines.filter((l) => l.inStock === 1)).toHaveLength(5);
    expect(await o.stockOf(a.pharmacode)).toBe(0);
    expect(await o.count(sql`select count(*) as n from article_stock where stock < 0`)).toBe(0);
    expect(await o.count(sql`select coalesce(sum(in_stock), 0) as n from order_lines where pharmacode = ${a.pharmacode}`)).toBe(5);
    // The mail is queued before the shelf is locked, with the split the customer's read expected; when the
    // shelf then gave another, it was rewritten: every confirmation says what its order got.
    for (const [i, c] of customers.entries()) {
      const [mail] = await o.mailsTo(c.email);
      const backordered = ORDER_TEXTS.backordered(1);
      if (lines[i]!.backordered > 0) expect(mail!.text).toContain(backordered);
      else expect(mail!.text).not.toContain(backordered);
    }
  });

  it("invoice orders for the last units: every confirmation says what its order got and still carries its invoice", async () => {
    const a = await o.article({ stock: 2 });
    const customers = await Promise.all(Array.from({ length: 10 }, () => o.user()));
    for (const c of customers) await o.putInCart(c.id, a.pharmacode, 1);
    const results = await Promise.all(
      customers.map((c) => o.place(c.token, { fulfilment: "DELIVERY", payment: "INVOICE", contact: contact(c.email), address })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(201));
    const lines = results.map((r) => (r.body.data as Order).lines[0]!);
    expect(lines.reduce((n, l) => n + l.inStock, 0)).toBe(2);
    for (const [i, c] of customers.entries()) {
      const [mail] = await o.mailsTo(c.email);
      expect(mail!.text).toContain("Die Rechnung liegt als PDF bei.");
      expect(mail!.attachments?.map((f) => f.contentType)).toEqual(["application/pdf"]);
      if (lines[i]!.backordered > 0) expect(mail!.text).toContain(ORDER_TEXTS.backordered(1));
      else expect(mail!.text).not.toContain(ORDER_TEXTS.backordered(1));
    }
  });

  it("several units per customer: 20 orders of 3 for 5 units never take more than 5", async () => {
    const a = await o.article({ stock: 5 });
    const customers = await Promise.all(Array.from({ length: 20 }, () => o.user()));
    for (const c of customers) await o.putInCart(c.id, a.pharmacode, 3);
    const results = await Promise.all(
      customers.map((c) => o.place(c.token, { fulfilment: "PICKUP", payment: "AT_PICKUP", contact: contact(c.email) })),
    );
    expect(results.every((r) => r.status === 201)).toBe(true);
    const taken = results.reduce((n, r) => n + (r.body.data as Order).lines[0]!.inStock, 0);
    expect(taken).toBe(5);
    expect(await o.stockOf(a.pharmacode)).toBe(0);
  });

  it("the same Idempotency-Key sent 10 times at once makes one order; every answer is that order", async () => {
    const a = await o.article({ stock: 50 });
    const user = await o.user();
    await o.putInCart(user.id, a.pharmacode, 2);
    const key = randomUUID();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => o.place(user.token, { fulfilment: "PICKUP", payment: "AT_PICKUP", contact: contact(user.email) }, key)),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses, JSON.stringify(results.map((r) => r.body))).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    const ids = new Set(results.map((r) => (r.body.data as Order)._id));
    expect(ids.size).toBe(1);
    expect(await o.count(sql`select count(*) as n from orders where user_id = ${user.id}`)).toBe(1);
    expect(await o.stockOf(a.pharmacode)).toBe(48);
    const mails = await o.mailsTo(user.email);
    expect(mails).toHaveLength(1);
  });
});
