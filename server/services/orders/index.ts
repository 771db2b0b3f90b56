import type { Database } from "#server/db/client.ts";
import type { Env } from "#server/env.ts";
import type { MailWorker } from "#server/mail/mail-worker.ts";
import type { PharmacyNotifier } from "#server/mail/pharmacy-notice.ts";
import { createDeskOrders } from "./desk-orders.ts";
import { createOrderService } from "./order-service.ts";

/** Orders (issue 25): the customer's side and the desk's. Nothing is cached: every answer reads the database. */
export function createOrders(
  database: Pick<Database, "db">,
  env: Pick<Env, "pharmacyQrIban" | "pharmacyVatUid" | "ordersInFlight">,
  mail: Pick<MailWorker, "nudge">,
  notifier: PharmacyNotifier,
  now: () => Date = () => new Date(),
) {
  const customer = createOrderService({ database, issuer: { iban: env.pharmacyQrIban, vatUid: env.pharmacyVatUid }, mail, notifier, now, maxPlacing: env.ordersInFlight });
  return { customer, desk: createDeskOrders(database, customer, mail, now) };
}

export type Orders = ReturnType<typeof createOrders>;
