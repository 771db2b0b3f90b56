/**
 * `npm run bench:checkout [-- --products N] [--shoppers C] [--seconds S] [--mix everyday|contended] [--rate R[,R…]] [--postgres]`
 *
 * The checkout through the HTTP app (createApp().request(), no network, bearer check included): C concurrent
 * shoppers (default 32) each fill a cart, ask for the quote and place the order, again and again for S seconds.
 * Two mixes of carts:
 * - everyday (default): 1 to 4 lines drawn from 2,000 articles by popularity (Zipf, s = 1: the bestseller is in
 *   about one cart in four, most articles are rare), none runs out; only some carts meet on the same stock row.
 * - contended (the worst case): three lines, one of only 4 scarce articles (60 units each, soon gone) and two of
 *   the others, so every order queues on one of 4 stock rows.
 * Prints orders per second and p50/p95 of quote and place, then checks the shelf: units taken by the
 * orders must equal the stock that went, and no stock may be negative ("oversold"); exits 1 otherwise.
 * --rate (default `50,0`, one run per rate and database): the shoppers together start R orders per second, evenly
 * spread (a shopper late for its turn starts at once); 0 is back to back. Back to back, 32 shoppers without a pause
 * are a saturation test: the process's one thread is always busy, the run shows the shop's capacity, and every
 * latency is mostly the wait for that thread. At a set rate the figures say what a shopper meets while the shop
 * takes that many orders per second (50 orders/s: 180,000 an hour).
 * A quarter of the orders are deliveries on invoice (PDF with QR-bill rendered into the confirmation mail).
 * PGlite: DATA_DIR/bench-checkout (default ./data), catalogue kept for the next run. --postgres (or
 * DATABASE_URL set): also a fresh database next to TEST_DATABASE_URL, dropped after.
 */
import { mkdirSync } from "node:fs";
import { loadavg } from "node:os";
import { monitorEventLoopDelay } from "node:perf_hooks";
import path from "node:path";
import { parseArgs } from "node:util";
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { bootDeps } from "#server/boot.ts";
import { CATALOGUE_FORMAT, seedCatalogue } from "#server/catalogue-generator/seeder.ts";
import { openDatabase, type Database } from "#server/db/client.ts";
import { runMigrations } from "#server/db/migrate.ts";
import { users } from "#server/db/schema/accounts.ts";
import { queryOne, queryOptional, queryRows, intArray } from "#server/db/typed-sql.ts";
import { loadEnv } from "#server/env.ts";
import { createApp } from "#server/http/app.ts";
import { createLogger } from "#server/logger.ts";
import { hashPassword } from "#server/services/auth/passwords.ts";
import { CATALOGUE_VERSION_KEY } from "#server/services/catalogue/read-cache.ts";
import { withBenchPostgres } from "./bench-postgres.ts";

const { values } = parseArgs({
  options: {
    products: { type: "string", default: "20000" },
    shoppers: { type: "string", default: "32" },
    seconds: { type: "string", default: "15" },
    postgres: { type: "boolean", default: false },
    mix: { type: "string", default: "everyday" },
    rate: { type: "string", default: "50,0" },
  },
});
const MIX = values.mix;
if (MIX !== "everyday" && MIX !== "contended") throw new Error(`--mix must be everyday or contended, not ${MIX}`);
const PRODUCTS = Number(values.products);
const SHOPPERS = Number(values.shoppers);
const SECONDS = Number(values.seconds);
const RATES = values.rate.split(",").map(Number);
if (!RATES.every((rate) => rate >= 0)) throw new Error(`--rate must be orders per second (0: back to back), not ${values.rate}`);
const SCARCE = 4;
const SCARCE_STOCK = 60;
const PASSWORD = "Bench123!";
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const TARGETS = { quote: 50, place: 100 };
// Both read by loadEnv as in production; the pool's size also by the bench's own PostgreSQL pool.
const POOL_SIZE = process.env.DATABASE_POOL_SIZE ? Number(process.env.DATABASE_POOL_SIZE) : undefined;

/** A small deterministic generator (mulberry32), so a mix's carts are the same from run to run. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Draws an index 0..n-1 with probability proportional to 1 / (rank + 1): a few bestsellers, a long tail. */
function zipf(n: number) {
  const cumulative: number[] = [];
  let sum = 0;
  for (let k = 1; k <= n; k++) cumulative.push((sum += 1 / k));
  return (u: number) => {
    const target = u * sum;
    let lo = 0;
    let hi = n - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! < target) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

async function ensureCatalogue(database: Database, label: string) {
  await runMigrations(database);
  const meta = await queryOptional(
    database.db,
    z.object({ value: z.object({ products: z.number().optional(), format: z.number().optional() }) }),
    sql`select value from app_meta where key = ${CATALOGUE_VERSION_KEY}`,
  );
  if (meta?.value.products === PRODUCTS && meta.value.format === CATALOGUE_FORMAT) {
    console.log(`${label}: reusing the seeded catalogue of ${PRODUCTS} products`);
    return;
  }
  console.log(`${label}: seeding ${PRODUCTS} products…`);
  await seedCatalogue(database.db, { products: PRODUCTS, searchIndex: false });
}

type Result = { label: string; orders: number; seconds: number; quote: number[]; place: number[]; oversold: number; negative: number };

async function bench(label: string, database: Database, rate: number): Promise<Result> {
  await ensureCatalogue(database, label);
  const env = loadEnv({
    NODE_ENV: "production",
    LOG_LEVEL: "silent",
    DATA_DIR: path.resolve(process.env.DATA_DIR ?? "data", "bench-checkout"),
    JWT_SECRET: "bench-secret-bench-secret-bench-secret-0",
    DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE,
    ORDERS_IN_FLIGHT: process.env.ORDERS_IN_FLIGHT,
  });
  const deps = await bootDeps(env, createLogger("silent"), database);
  // The bench's shoppers stand for thousands of customers: the per-account and per-network limits on placing
  // orders (issue 37) would refuse them, and are not what it measures.
  deps.services.rateLimits = { ...deps.services.rateLimits, increment: async (_key, windowMs) => ({ count: 0, resetInMs: windowMs }) };
  const app = createApp(deps);
  const db = database.db;

  const codes = (
    await queryRows(
      db,
      z.object({ pharmacode: z.number() }),
      sql`
      select pharmacode from articles where regulation = 'Sale.Web.OK' and price_cents is not null
      order by (pharmacode * 2654435761::bigint) % 1000003 limit 2000`,
    )
  ).map((r) => r.pharmacode);
  const scarce = codes.slice(0, SCARCE);
  const plenty = codes.slice(SCARCE);
  // A known shelf: in the contended mix the scarce articles run out during the run; nothing else ever does.
  await db.execute(
    sql`update article_stock set stock = 100000 where pharmacode in (${sql.join(
      codes.map((c) => sql`${c}`),
      sql`, `,
    )})`,
  );
  if (MIX === "contended")
    await db.execute(
      sql`update article_stock set stock = ${SCARCE_STOCK} where pharmacode in (${sql.join(
        scarce.map((c) => sql`${c}`),
        sql`, `,
      )})`,
    );
  const popular = zipf(codes.length);
  /** The cart of shopper i in this round. */
  const cartOf = (i: number, round: number, draw: () => number): number[] => {
    if (MIX === "contended")
      return [scarce[(i + round) % SCARCE]!, plenty[(i * 7 + round * 3) % plenty.length]!, plenty[(i * 13 + round * 5 + 1) % plenty.length]!];
    const size = 1 + Math.floor(draw() * 4);
    const cart = new Set<number>();
    while (cart.size < size) cart.add(codes[popular(draw())]!);
    return [...cart];
  };
  /** The shelf of the bench's articles: pharmacode → units in stock. */
  const shelf = async () =>
    new Map(
      (
        await queryRows(
          db,
          z.object({ pharmacode: z.number(), stock: z.number() }),
          sql`select pharmacode, stock from article_stock where pharmacode = any(${intArray(codes)})`,
        )
      ).map((r) => [r.pharmacode, r.stock]),
    );
  const before = await shelf();

  const passwordHash = await hashPassword(PASSWORD);
  const run = Date.now().toString(36);
  const shoppers: { id: string; email: string; token: string }[] = [];
  for (let i = 0; i < SHOPPERS; i++) {
    const email = `bench.${run}.${i}@example.ch`;
    const [row] = await db
      .insert(users)
      .values({
        email,
        name: "Bench",
        surname: "Shopper",
        address: "Marktplatz 1, 4051 Basel",
        birthday: "1990-01-01",
        passwordHash,
        emailVerifiedAt: new Date(),
      })
      .returning({ id: users.id });
    const res = await app.request("/api/authentication/user/login", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": `10.8.${i >> 8}.${i & 255}` },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    const body = (await res.json()) as { data?: { token: string } };
    if (!body.data?.token) throw new Error(`login failed: ${JSON.stringify(body)}`);
    shoppers.push({ id: row!.id, email, token: body.data.token });
  }

  const timed = async (method: string, url: string, token: string, body?: unknown, headers: Record<string, string> = {}) => {
    // Each request arrives as its own I/O event, as over HTTP. Without this, PGlite (WASM, answering in
    // microtasks) lets one shopper's chain of requests run on without ever yielding to the event loop, and the
    // others' first token check (WebCrypto, a macrotask) waits for the whole run. The clock starts before that
    // turn, as a client's would: the wait for a busy process is part of what a shopper meets.
    const started = performance.now();
    await new Promise((resolve) => setImmediate(resolve));
    const res = await app.request(url, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { "content-type": "application/json" } : {}), ...headers },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await res.text();
    const ms = performance.now() - started;
    if (res.status >= 300) throw new Error(`${method} ${url}: ${res.status} ${text}`);
    return { ms, body: JSON.parse(text) as { data: { total: number } } };
  };

  const cartMs: number[] = [];
  const quoteMs: number[] = [];
  const placeMs: number[] = [];
  let orders = 0;
  console.log(
    `${label}: ${MIX} mix, ${SHOPPERS} shoppers for ${SECONDS} s, ${rate ? `${rate} orders/s offered` : "back to back"}, orders in flight at most ${env.ordersInFlight}${database.kind === "postgres" ? ` of a pool of ${env.databasePoolSize}` : ""}; load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")}`,
  );
  const loopDelay = monitorEventLoopDelay({ resolution: 5 });
  loopDelay.enable();
  const started = performance.now();
  const deadline = started + SECONDS * 1000;
  await Promise.all(
    shoppers.map(async (s, i) => {
      const draw = random(i + 1);
      for (let round = 0; performance.now() < deadline; round++) {
        if (rate) {
          const turn = started + ((round * SHOPPERS + i) * 1000) / rate;
          if (turn >= deadline) break;
          if (turn > performance.now()) await new Promise((resolve) => setTimeout(resolve, turn - performance.now()));
        }
        const lines = cartOf(i, round, draw);
        // Straight into the table; timed and printed, not a target. On PostgreSQL it shows the pool's wait.
        await new Promise((resolve) => setImmediate(resolve));
        const filling = performance.now();
        await db.execute(sql`insert into cart_lines (user_id, pharmacode, quantity)
          select ${s.id}::uuid, code, ${1 + (round % 3)} from unnest(${intArray(lines)}) as code on conflict do nothing`);
        cartMs.push(performance.now() - filling);
        const delivery = (i + round) % 4 === 0;
        const fulfilment = delivery ? "DELIVERY" : "PICKUP";
        const quote = await timed("GET", `/api/checkout/quote?fulfilment=${fulfilment}`, s.token);
        quoteMs.push(quote.ms);
        const place = await timed(
          "POST",
          "/api/orders",
          s.token,
          {
            fulfilment,
            payment: delivery ? "INVOICE" : "AT_PICKUP",
            contact: { name: "Bench", surname: "Shopper", email: s.email, phone: "+41 61 123 45 67" },
            ...(delivery ? { address: { street: "Rheingasse 1", zip: "4058", city: "Basel" } } : {}),
            expectedTotal: quote.body.data.total,
          },
          { "Idempotency-Key": randomUUID() },
        );
        placeMs.push(place.ms);
        orders++;
        // Handed over at the counter (untimed): a shopper holds at most OPEN_PICKUP_ORDERS_CAP open pickup orders.
        if (!delivery) await db.execute(sql`update orders set status = 'COLLECTED' where id = ${(place.body.data as unknown as { _id: string })._id}::uuid`);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  loopDelay.disable();

  // The shelf's account: what the orders took must be exactly what left the shelf, and nothing below 0.
  const taken = new Map(
    (
      await queryRows(
        db,
        z.object({ pharmacode: z.number(), n: z.coerce.number() }),
        sql`
        select l.pharmacode, sum(l.in_stock)::int as n from order_lines l join orders o on o.id = l.order_id
        where o.user_id in (${sql.join(
          shoppers.map((s) => sql`${s.id}::uuid`),
          sql`, `,
        )}) group by l.pharmacode`,
      )
    ).map((r) => [r.pharmacode, r.n]),
  );
  const after = await shelf();
  let oversold = 0;
  for (const code of codes) oversold += Math.abs((taken.get(code) ?? 0) - ((before.get(code) ?? 0) - (after.get(code) ?? 0)));
  const negative = (await queryOne(db, z.object({ n: z.coerce.number() }), sql`select count(*) as n from article_stock where stock < 0`)).n;
  const scarceLeft = scarce.map((c) => after.get(c) ?? 0);
  await deps.services.mailWorker.stop();
  // The shoppers go (their orders stay, with user id null, as after an account's deletion).
  await db.execute(sql`delete from users where email like ${`bench.${run}.%`}`);

  cartMs.sort((a, b) => a - b);
  quoteMs.sort((a, b) => a - b);
  placeMs.sort((a, b) => a - b);
  const f = (n: number) => n.toFixed(1).padStart(6);
  console.log(
    `  orders ${orders} in ${seconds.toFixed(1)} s = ${(orders / seconds).toFixed(1)} orders/s${MIX === "contended" ? `; scarce stock left ${scarceLeft.join(", ")}` : ""}`,
  );
  console.log(`  cart   n=${cartMs.length}  p50 ${f(percentile(cartMs, 50))} ms  p95 ${f(percentile(cartMs, 95))} ms  (filling the cart, no target)`);
  console.log(
    `  quote  n=${quoteMs.length}  p50 ${f(percentile(quoteMs, 50))} ms  p95 ${f(percentile(quoteMs, 95))} ms  (target < ${TARGETS.quote})`,
  );
  console.log(
    `  place  n=${placeMs.length}  p50 ${f(percentile(placeMs, 50))} ms  p95 ${f(percentile(placeMs, 95))} ms  (target < ${TARGETS.place})`,
  );
  console.log(
    `  event loop delay p50 ${(loopDelay.percentile(50) / 1e6).toFixed(1)} ms, p99 ${(loopDelay.percentile(99) / 1e6).toFixed(1)} ms (the process's CPU: high means requests wait for it)`,
  );
  console.log(
    `  oversold units ${oversold}, negative stock rows ${negative}; load average now ${loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")}`,
  );
  return { label, orders, seconds, quote: quoteMs, place: placeMs, oversold, negative };
}

const results: Result[] = [];
const dataDir = path.join(process.env.DATA_DIR ?? "data", "bench-checkout");
mkdirSync(dataDir, { recursive: true });
const pglite = await openDatabase({ kind: "pglite", dataDir });
try {
  for (const rate of RATES) results.push(await bench("PGlite", pglite, rate));
} finally {
  await pglite.close();
}
if (values.postgres || process.env.DATABASE_URL) {
  await withBenchPostgres(
    process.env.DATABASE_URL ?? ADMIN_URL,
    `bench_checkout_${Date.now().toString(36)}`,
    false,
    async (database) => {
      for (const rate of RATES) results.push(await bench("PostgreSQL", database, rate));
    },
    { poolSize: POOL_SIZE },
  );
}
const broken = results.filter((r) => r.oversold !== 0 || r.negative !== 0);
if (broken.length > 0) {
  console.error(`OVERSOLD on ${broken.map((r) => r.label).join(", ")}`);
  process.exit(1);
}
// Timers of the services (rate-limit sweeps, mail) must not keep the finished bench alive.
process.exit(0);
