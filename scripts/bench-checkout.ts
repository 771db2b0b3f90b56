/**
 * `npm run bench:checkout [-- --products N] [--shoppers C] [--seconds S] [--postgres]`
 *
 * The checkout through the HTTP app (createApp().request(), no network, bearer check included): C concurrent
 * shoppers (default 32) each fill a cart of three lines, ask for the quote and place the order, again and again
 * for S seconds. Every cart holds one of a few scarce articles (little stock), so orders meet on the same stock
 * rows. Prints orders per second and p50/p95 of quote and place, then checks the shelf: units taken by the
 * orders must equal the stock that went, and no stock may be negative ("oversold"); exits 1 otherwise.
 * A quarter of the orders are deliveries on invoice (PDF with QR-bill rendered into the confirmation mail).
 * PGlite: DATA_DIR/bench-checkout (default ./data), catalogue kept for the next run. --postgres (or
 * DATABASE_URL set): also a fresh database next to TEST_DATABASE_URL, dropped after.
 */
import { mkdirSync } from "node:fs";
import { loadavg } from "node:os";
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
import { queryOne, queryOptional, queryRows } from "#server/db/typed-sql.ts";
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
  },
});
const PRODUCTS = Number(values.products);
const SHOPPERS = Number(values.shoppers);
const SECONDS = Number(values.seconds);
const SCARCE = 4;
const SCARCE_STOCK = 60;
const PASSWORD = "Bench123!";
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const TARGETS = { quote: 50, place: 100 };

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

async function bench(label: string, database: Database): Promise<Result> {
  await ensureCatalogue(database, label);
  const env = loadEnv({ NODE_ENV: "production", LOG_LEVEL: "silent", DATA_DIR: path.resolve(process.env.DATA_DIR ?? "data", "bench-checkout"), JWT_SECRET: "bench-secret-bench-secret-bench-secret-0" });
  const deps = await bootDeps(env, createLogger("silent"), database);
  const app = createApp(deps);
  const db = database.db;

  const codes = (
    await queryRows(db, z.object({ pharmacode: z.number() }), sql`
      select pharmacode from articles where regulation = 'Sale.Web.OK' and price_cents is not null
      order by (pharmacode * 2654435761::bigint) % 1000003 limit 2000`)
  ).map((r) => r.pharmacode);
  const scarce = codes.slice(0, SCARCE);
  const plenty = codes.slice(SCARCE);
  // A known shelf: scarce articles run out during the run, the others never do.
  await db.execute(sql`update article_stock set stock = ${SCARCE_STOCK} where pharmacode in (${sql.join(scarce.map((c) => sql`${c}`), sql`, `)})`);
  await db.execute(sql`update article_stock set stock = 100000 where pharmacode in (${sql.join(plenty.map((c) => sql`${c}`), sql`, `)})`);
  const before = new Map(
    (await queryRows(db, z.object({ pharmacode: z.number(), stock: z.number() }), sql`select pharmacode, stock from article_stock where pharmacode in (${sql.join(codes.map((c) => sql`${c}`), sql`, `)})`)).map((r) => [
      r.pharmacode,
      r.stock,
    ]),
  );

  const passwordHash = await hashPassword(PASSWORD);
  const run = Date.now().toString(36);
  const shoppers: { id: string; email: string; token: string }[] = [];
  for (let i = 0; i < SHOPPERS; i++) {
    const email = `bench.${run}.${i}@example.ch`;
    const [row] = await db
      .insert(users)
      .values({ email, name: "Bench", surname: "Shopper", address: "Marktplatz 1, 4051 Basel", birthday: "1990-01-01", passwordHash, emailVerifiedAt: new Date() })
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
    // others' first token check (WebCrypto, a macrotask) waits for the whole run.
    await new Promise((resolve) => setImmediate(resolve));
    const started = performance.now();
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

  const quoteMs: number[] = [];
  const placeMs: number[] = [];
  let orders = 0;
  console.log(`${label}: ${SHOPPERS} shoppers for ${SECONDS} s; load average ${loadavg().map((l) => l.toFixed(1)).join(" ")}`);
  const started = performance.now();
  const deadline = started + SECONDS * 1000;
  await Promise.all(
    shoppers.map(async (s, i) => {
      for (let round = 0; performance.now() < deadline; round++) {
        const lines = [scarce[(i + round) % SCARCE]!, plenty[(i * 7 + round * 3) % plenty.length]!, plenty[(i * 13 + round * 5 + 1) % plenty.length]!];
        await db.execute(sql`insert into cart_lines (user_id, pharmacode, quantity)
          select ${s.id}::uuid, code, ${1 + (round % 3)} from unnest(${`{${lines.join(",")}}`}::int[]) as code on conflict do nothing`);
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
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;

  // The shelf's account: what the orders took must be exactly what left the shelf, and nothing below 0.
  const taken = new Map(
    (
      await queryRows(db, z.object({ pharmacode: z.number(), n: z.coerce.number() }), sql`
        select l.pharmacode, sum(l.in_stock)::int as n from order_lines l join orders o on o.id = l.order_id
        where o.user_id in (${sql.join(shoppers.map((s) => sql`${s.id}::uuid`), sql`, `)}) group by l.pharmacode`)
    ).map((r) => [r.pharmacode, r.n]),
  );
  const after = new Map(
    (await queryRows(db, z.object({ pharmacode: z.number(), stock: z.number() }), sql`select pharmacode, stock from article_stock where pharmacode in (${sql.join(codes.map((c) => sql`${c}`), sql`, `)})`)).map((r) => [
      r.pharmacode,
      r.stock,
    ]),
  );
  let oversold = 0;
  for (const code of codes) oversold += Math.abs((taken.get(code) ?? 0) - ((before.get(code) ?? 0) - (after.get(code) ?? 0)));
  const negative = (await queryOne(db, z.object({ n: z.coerce.number() }), sql`select count(*) as n from article_stock where stock < 0`)).n;
  const scarceLeft = scarce.map((c) => after.get(c) ?? 0);
  await deps.services.mailWorker.stop();
  // The shoppers go (their orders stay, with user id null, as after an account's deletion).
  await db.execute(sql`delete from users where email like ${`bench.${run}.%`}`);

  quoteMs.sort((a, b) => a - b);
  placeMs.sort((a, b) => a - b);
  const f = (n: number) => n.toFixed(1).padStart(6);
  console.log(`  orders ${orders} in ${seconds.toFixed(1)} s = ${(orders / seconds).toFixed(1)} orders/s; scarce stock left ${scarceLeft.join(", ")}`);
  console.log(`  quote  n=${quoteMs.length}  p50 ${f(percentile(quoteMs, 50))} ms  p95 ${f(percentile(quoteMs, 95))} ms  (target < ${TARGETS.quote})`);
  console.log(`  place  n=${placeMs.length}  p50 ${f(percentile(placeMs, 50))} ms  p95 ${f(percentile(placeMs, 95))} ms  (target < ${TARGETS.place})`);
  console.log(`  oversold units ${oversold}, negative stock rows ${negative}`);
  return { label, orders, seconds, quote: quoteMs, place: placeMs, oversold, negative };
}

const results: Result[] = [];
const dataDir = path.join(process.env.DATA_DIR ?? "data", "bench-checkout");
mkdirSync(dataDir, { recursive: true });
const pglite = await openDatabase({ kind: "pglite", dataDir });
try {
  results.push(await bench("PGlite", pglite));
} finally {
  await pglite.close();
}
if (values.postgres || process.env.DATABASE_URL) {
  await withBenchPostgres(process.env.DATABASE_URL ?? ADMIN_URL, `bench_checkout_${Date.now().toString(36)}`, false, async (database) => {
    results.push(await bench("PostgreSQL", database));
  });
}
const broken = results.filter((r) => r.oversold !== 0 || r.negative !== 0);
if (broken.length > 0) {
  console.error(`OVERSOLD on ${broken.map((r) => r.label).join(", ")}`);
  process.exit(1);
}
// Timers of the services (rate-limit sweeps, mail) must not keep the finished bench alive.
process.exit(0);
