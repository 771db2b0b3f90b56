import { collectDefaultMetrics, Counter, Gauge, Registry } from "prom-client";
import type { AppDeps } from "#server/http/deps.ts";
import { createRequestHistogram } from "./request-histogram.ts";
import { droppedLogLines } from "#server/logger.ts";
import { readOperationsFigures, type OperationsFigures } from "#server/services/operations-figures.ts";

/** Seconds; the front answers health and kept catalogue answers well under a millisecond, pages take tens. */
const REQUEST_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
// Any other method a client sends is one label value: a label never takes a value the client chooses freely.
const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/**
 * Records one answered request. route is the route's pattern as registered (`/api/products/:pharmacode`), never the
 * requested path: paths carry ids and tokens, and every distinct label value is a series Prometheus keeps.
 */
export type RequestObserver = (method: string, route: string, status: number, seconds: number) => void;

/** text: the whole scrape in Prometheus's text format (contentType). */
export type ShopMetrics = { observeRequest: RequestObserver; text: () => Promise<string>; contentType: string };

/**
 * The instance's metrics in a registry of its own (tests build several apps in one process): requests by route and
 * status with their latency, the runtime's default metrics, and figures read when scraped: the mail queue and open
 * appointments from the database, bookings and change-feed reconnects from this process.
 */
export function createShopMetrics(deps: Pick<AppDeps, "database" | "services">): ShopMetrics {
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry });

  // Not prom-client's Histogram: this runs on every request, the fronts' included (see request-histogram.ts).
  const requests = createRequestHistogram(
    "http_request_duration_seconds",
    "Time from the request reaching the app to its answer, by method, route pattern and status; _count counts requests.",
    REQUEST_BUCKETS,
  );
  const observeRequest: RequestObserver = (method, route, status, seconds) => requests.observe(METHODS.has(method) ? method : "OTHER", route, status, seconds);

  // One statement per scrape for all database figures; the gauges' collect functions run concurrently and share it.
  let reading: Promise<OperationsFigures> | null = null;
  const figures = () =>
    (reading ??= readOperationsFigures(deps.database.db).finally(() => {
      reading = null;
    }));
  const fromDatabase = (name: string, help: string, pick: (f: OperationsFigures) => number) =>
    new Gauge({
      name,
      help,
      registers,
      async collect() {
        this.set(pick(await figures()));
      },
    });
  fromDatabase("shop_mail_queue_depth", "Mails waiting to be sent (pending or being sent), all instances together.", (f) => f.mailQueued);
  fromDatabase("shop_mail_queue_oldest_age_seconds", "Age of the oldest mail waiting to be sent; 0 when none waits.", (f) => f.mailOldestQueuedSeconds);
  fromDatabase("shop_mail_failed", "Mails given up after their last attempt, kept until the queue's retention prunes them.", (f) => f.mailFailed);
  fromDatabase("shop_appointments_open", "Appointments neither completed nor cancelled, all instances together.", (f) => f.openAppointments);

  const { appointments } = deps.services;
  new Counter({
    name: "shop_appointments_booked_total",
    help: "Appointments booked through this instance since it started, by account or guest.",
    labelNames: ["booker"] as const,
    registers,
    collect() {
      const booked = appointments.bookedSinceStart();
      this.reset();
      this.inc({ booker: "account" }, booked.account);
      this.inc({ booker: "guest" }, booked.guest);
    },
  });

  const { changes } = deps.database;
  new Counter({
    name: "shop_change_feed_reconnects_total",
    help: "How often the change feed listened again after losing its database connection (caches are bypassed meanwhile).",
    registers,
    collect() {
      this.reset();
      this.inc(changes.reconnects());
    },
  });
  new Gauge({
    name: "shop_change_feed_listening",
    help: "1 while the change feed hears the database's changes, 0 while it reconnects (answers then bypass every cache).",
    registers,
    collect() {
      this.set(changes.catalogue.generation() === null ? 0 : 1);
    },
  });

  new Counter({
    name: "shop_log_lines_dropped_total",
    help: "Log lines this process dropped because the reader of its stdout did not keep up (server/logger.ts).",
    registers,
    collect() {
      this.reset();
      this.inc(droppedLogLines());
    },
  });

  return { observeRequest, text: async () => `${await registry.metrics()}\n${requests.text()}`, contentType: registry.contentType };
}
