/**
 * `npm run bench:cart [-- --products N] [--requests R] [--seconds S] [--postgres]`
 *
 * Cart and favourites calls through the HTTP app (createApp().request(), no network, bearer check included)
 * on a catalogue of N products (default 100,000), printing p50/p95 for: cart read, add to cart, set quantity,
 * favourite toggle and favourites list. Shoppers are made directly in the database and logged in through the
 * real call; each starts with 8 cart lines and 8 favourites, so the reads are of a realistic size.
 * PGlite: DATA_DIR/bench-cart (default ./data), the catalogue kept for the next run (seeded without the search
 * index, which the cart does not read). --postgres: also a fresh database on TEST_DATABASE_URL, dropped after.
 * Each kind stops after R requests or S seconds, whichever comes first.
 */
import { mkdirSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { withBenchPostgres } from "./bench-postgres.ts";
import { z } from "zod";
import { seedCatalogue } from "#server/catalogue-generator/seeder.ts";
import { bootDeps } from "#server/boot.ts";
import { openDatabase, type Database } from "#server/db/client.ts";
import { runMigrations } from "#server/db/migrate.ts";
import { queryOptional, queryRows } from "#server/db/typed-sql.ts";
import { users } from "#server/db/schema/accounts.ts";
import { loadEnv } from "#server/env.ts";
import { createApp } from "#server/http/app.ts";
import { createLogger } from "#server/logger.ts";
import { hashPassword } from "#server/services/auth/passwords.ts";
import { CATALOGUE_VERSION_KEY } from "#server/services/catalogue/read-cache.ts";

const { values } = parseArgs({
  options: {
    products: { type: "string", default: "100000" },
    requests: { type: "string", default: "400" },
    seconds: { type: "string", default: "20" },
    shoppers: { type: "string", default: "20" },
    postgres: { type: "boolean", default: false },
  },
});
const PRODUCTS = Number(values.products);
const REQUESTS = Number(values.requests);
const SECONDS = Number(values.seconds);
const SHOPPERS = Number(values.shoppers);
const LINES = 8;
const PASSWORD = "Bench123!";
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

async function ensureCatalogue(database: Database, label: string) {
  await runMigrations(database);
  const meta = await queryOptional(database.db, z.object({ value: z.object({ products: z.number().optional() }) }), sql`select value from app_meta where key = ${CATALOGUE_VERSION_KEY}`);
  if (meta?.value.products === PRODUCTS) {
    console.log(`${label}: reusing the seeded catalogue of ${PRODUCTS} products`);
    return;
  }
  console.log(`${label}: seeding ${PRODUCTS} products…`);
  const started = performance.now();
  await seedCatalogue(database.db, { products: PRODUCTS, searchIndex: false });
  console.log(`${label}: seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

async function bench(label: string, database: Database) {
  await ensureCatalogue(database, label);
  const env = loadEnv({ NODE_ENV: "production", LOG_LEVEL: "silent", DATA_DIR: path.resolve("data"), JWT_SECRET: "bench-secret-bench-secret-bench-secret-0" });
  const deps = await bootDeps(env, createLogger("silent"), database);
  const app = createApp(deps);
  const db = database.db;

  // Orderable articles spread over the whole catalogue, so reads touch cold pages as a real shop's would.
  const rows = await queryRows(db, z.object({ pharmacode: z.number() }), sql`
    select pharmacode from articles where regulation <> 'Sale.Web.Rx' and price_cents is not null
    order by (pharmacode * 2654435761::bigint) % 1000003 limit 2000`);
  const codes = rows.map((r) => r.pharmacode);
  const passwordHash = await hashPassword(PASSWORD);
  const run = Date.now().toString(36);
  const tokens: string[] = [];
  for (let i = 0; i < SHOPPERS; i++) {
    const email = `bench.${run}.${i}@example.ch`;
    await db.insert(users).values({ email, name: "Bench", surname: "Shopper", address: "Marktplatz 1, 4051 Basel", birthday: "1990-01-01", passwordHash, emailVerifiedAt: new Date() });
    const res = await app.request("/api/authentication/user/login", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": `10.9.${i >> 8}.${i & 255}` },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    const body = (await res.json()) as { data?: { token: string } };
    if (!body.data?.token) throw new Error(`login failed: ${JSON.stringify(body)}`);
    tokens.push(body.data.token);
  }

  const call = async (method: string, url: string, token: string, body?: unknown) => {
    const started = performance.now();
    const res = await app.request(url, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { "content-type": "application/json" } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await res.text();
    const ms = performance.now() - started;
    if (res.status !== 200) throw new Error(`${method} ${url}: ${res.status} ${text}`);
    return ms;
  };
  const codeFor = (shopper: number, line: number) => codes[(shopper * LINES + line) % codes.length]!;
  for (let s = 0; s < SHOPPERS; s++) {
    for (let l = 0; l < LINES; l++) {
      await call("POST", `/api/cart/${codeFor(s, l)}/addToCart`, tokens[s]!, { quantity: 1 });
      await call("POST", `/api/favorites/${codeFor(s, l)}/toggle`, tokens[s]!);
    }
  }

  console.log(`${label}: ${SHOPPERS} shoppers with ${LINES} lines and ${LINES} favourites each; load average ${loadavg().map((l) => l.toFixed(1)).join(" ")}`);
  const kinds: { name: string; request: (i: number) => Promise<number> }[] = [
    { name: "cart read", request: (i) => call("GET", "/api/cart/getAllItems", tokens[i % SHOPPERS]!) },
    // Adds 1 to an existing line (the common case); 400 requests over 160 lines stay far below 99.
    { name: "add to cart", request: (i) => call("POST", `/api/cart/${codeFor(i % SHOPPERS, i % LINES)}/addToCart`, tokens[i % SHOPPERS]!, { quantity: 1 }) },
    { name: "set quantity", request: (i) => call("PUT", `/api/cart/${codeFor(i % SHOPPERS, i % LINES)}/quantity`, tokens[i % SHOPPERS]!, { quantity: 1 + (i % 5) }) },
    { name: "favourite toggle", request: (i) => call("POST", `/api/favorites/${codeFor(i % SHOPPERS, LINES + (i % 4))}/toggle`, tokens[i % SHOPPERS]!) },
    { name: "favourites list", request: (i) => call("GET", "/api/getAllFavorites", tokens[i % SHOPPERS]!) },
    { name: "baseline health", request: (i) => call("GET", "/api/health", tokens[i % SHOPPERS]!) },
  ];
  for (const kind of kinds) {
    for (let i = 0; i < 20; i++) await kind.request(i);
    const timings: number[] = [];
    const deadline = performance.now() + SECONDS * 1000;
    for (let i = 0; i < REQUESTS && performance.now() < deadline; i++) timings.push(await kind.request(i));
    timings.sort((a, b) => a - b);
    const f = (n: number) => n.toFixed(2).padStart(6);
    console.log(`  ${kind.name.padEnd(18)} n=${String(timings.length).padStart(4)}  p50 ${f(percentile(timings, 50))} ms  p95 ${f(percentile(timings, 95))} ms  max ${f(timings[timings.length - 1] ?? NaN)} ms`);
  }
  // The shoppers go again, with their carts and favourites (cascade), so a kept catalogue does not grow.
  await db.execute(sql`delete from users where email like ${`bench.${run}.%`}`);
}

const dataDir = path.join(process.env.DATA_DIR ?? "data", "bench-cart");
mkdirSync(dataDir, { recursive: true });
const pglite = await openDatabase({ kind: "pglite", dataDir });
try {
  await bench("PGlite", pglite);
} finally {
  await pglite.close();
}

if (values.postgres) {
  await withBenchPostgres(ADMIN_URL, `bench_cart_${Date.now().toString(36)}`, false, (database) => bench("PostgreSQL", database));
}
// Timers of the services (rate-limit sweeps, mail) must not keep the finished bench alive.
process.exit(0);
