import { sql } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import { z } from "zod";
import { expect } from "vitest";
import type { Order } from "#contracts/orders.ts";
import { queryOne, queryRows } from "#server/db/typed-sql.ts";
import { listOutbox, outboxDir } from "#server/mail/outbox.ts";
import { freshIp } from "./auth-flow.ts";
import { createDeskApp } from "./desk.ts";

export type ArticleSetup = { priceMinor?: number | null; stock?: number; vatBp?: 260 | 810; regulation?: "Sale.Web.OK" | "Sale.Web.CC" | "Sale.Web.Rx" };

/** The contact of a place-order body, valid as is. */
export const contact = (email = "kundin@example.ch") => ({ name: "Anna", surname: "Muster", email, phone: "+41 61 123 45 67" });
export const address = { street: "Rheingasse 12", zip: "4058", city: "Basel" };

/**
 * An app for the order suites: the desk app (customers, staff) plus articles set up per test. Each `article()`
 * takes an article no other test of the file has used and sets its price, stock, VAT rate and regulation, so
 * tests never share a shelf.
 */
export async function createOrdersApp() {
  const d = await createDeskApp();
  const db = d.t.deps.database.db;
  const codes = (await queryRows(db, z.object({ pharmacode: z.number() }), sql`select pharmacode from articles order by pharmacode`)).map((r) => r.pharmacode);
  let next = 0;

  async function article(setup: ArticleSetup = {}): Promise<{ pharmacode: number; description: string }> {
    const pharmacode = codes[next++];
    if (pharmacode === undefined) throw new Error("out of test articles");
    const { priceMinor = 1000, stock = 50, vatBp = 810, regulation = "Sale.Web.OK" } = setup;
    const [row] = await queryRows(
      db,
      z.object({ description: z.string() }),
      sql`update articles set price_cents = ${priceMinor}, original_price_cents = ${priceMinor}, vat_rate_bp = ${vatBp}, regulation = ${regulation},
            -- The legal rule's checks (contracts/regulation.ts): a category that allows the code.
            swissmedic_category = ${regulation === "Sale.Web.Rx" ? "B" : regulation === "Sale.Web.CC" ? "D" : null}
          where pharmacode = ${pharmacode} returning description`,
    );
    await setStock(pharmacode, stock);
    return { pharmacode, description: row!.description };
  }

  const setStock = (pharmacode: number, stock: number) =>
    db.execute(sql`insert into article_stock (pharmacode, stock) values (${pharmacode}, ${stock}) on conflict (pharmacode) do update set stock = excluded.stock`);
  const stockOf = async (pharmacode: number) =>
    (await queryOne(db, z.object({ stock: z.number() }), sql`select stock from article_stock where pharmacode = ${pharmacode}`)).stock;

  /** Puts a line straight into the cart (also what the cart call refuses, e.g. a prescription-only article). */
  const putInCart = (userId: string, pharmacode: number, quantity: number) =>
    db.execute(sql`insert into cart_lines (user_id, pharmacode, quantity) values (${userId}, ${pharmacode}, ${quantity})
                   on conflict (user_id, pharmacode) do update set quantity = excluded.quantity`);

  /** Places an order; from a fresh client address unless `ip` names one (orders are limited per network too). */
  const place = (token: string, body: Record<string, unknown>, key: string | null = randomUUID(), ip: Record<string, string> = freshIp()) =>
    d.t.call("POST", "/api/orders", { token, body, headers: { ...ip, ...(key === null ? {} : { "Idempotency-Key": key }) } });

  /** A customer with these lines in the cart and a placed pickup order; answers the order. */
  async function placed(lines: { pharmacode: number; quantity: number }[], body: Record<string, unknown> = {}) {
    const user = await d.user();
    for (const l of lines) await putInCart(user.id, l.pharmacode, l.quantity);
    const res = await place(user.token, { fulfilment: "PICKUP", payment: "AT_PICKUP", contact: contact(user.email), ...body });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return { user, order: res.body.data as Order };
  }

  /** The mails sent to an address (the test outbox, after the worker drained the durable queue); mails of one millisecond come in any order. */
  async function mailsTo(email: string) {
    await d.t.deps.services.mailWorker.drain();
    return (await listOutbox(outboxDir(d.t.deps.env.dataDir), 10_000)).filter((m) => m.to === email).reverse();
  }

  return { ...d, db, article, setStock, stockOf, putInCart, place, placed, mailsTo };
}

export type OrdersApp = Awaited<ReturnType<typeof createOrdersApp>>;
