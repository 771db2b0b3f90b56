/**
 * `npm run bench:load` (issue 19): how much one shop instance serves, as a ratio to a bare `node:http` server
 * measured in the same run on the same machine.
 *
 * The shop runs as `npm start` runs it (the server bundled into BUILD_DIR, default `build`, with the node flags
 * package.json gives it; the pages from the production build there, SKIP_BUILD=1), on a
 * fresh data folder with --products products (PGlite; PostgreSQL as well when DATABASE_URL is set, on a
 * database of its own next to it). A second child process is a bare `node:http` server that answers every
 * measured path with the very bytes the shop answered (fetched once before). autocannon drives both at
 * --connections for --seconds per path and server, in --rounds alternating turns, so that both see the same load
 * on a shared machine. Full answers only: no conditional requests, so a 304 never counts as a served answer;
 * every answer that is not a 2xx is reported. API paths are asked without Accept-Encoding; pages with a
 * browser's headers (BROWSER_HEADERS: `gzip, br`, a desktop user agent), and the bare server sends the very
 * compressed bytes the shop sent for them.
 *
 * Prints per path req/s, p50, p99 (the bare server's too, last: on a busy machine its tail shows the scheduler's), the ratio to the bare server, each server's CPU time per answer (user + system,
 * from /proc: on a busy shared machine it moves far less than req/s, which depends on how much of the CPU the
 * servers got) and the load average at that moment, then the shop's peak RSS (VmHWM). Loopback only.
 *
 *   npm run bench:load -- [--products 3000] [--seconds 6] [--rounds 3] [--connections 32] [--paths health,detail]
 *                         [--keep] [--cpu-prof DIR]
 * --keep keeps (and reuses) the seeded data folder / database, named after the product count and BENCH_PORT
 * (two runs at once, on different ports, do not share them).
 * --cpu-prof writes a V8 CPU profile of the shop into DIR (node --cpu-prof).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { get as httpGet, type IncomingHttpHeaders } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { loadavg } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { readCatalogueMarker, seedCatalogue } from "#server/catalogue-generator/seeder.ts";
import { openDatabase, type Database } from "#server/db/client.ts";
import { runMigrations } from "#server/db/migrate.ts";
import { users } from "#server/db/schema/accounts.ts";
import { hashPassword } from "#server/services/auth/passwords.ts";
import { withBenchPostgres } from "./bench-postgres.ts";
import { cpuUsOf, memoryOf, startFlags, stop, waitFor } from "./bench-shop.ts";
import { SERVER_BUNDLE } from "./bundle-server.ts";

const { values } = parseArgs({
  options: {
    products: { type: "string", default: "3000" },
    seconds: { type: "string", default: "6" },
    rounds: { type: "string", default: "3" },
    connections: { type: "string", default: "32" },
    paths: { type: "string" },
    keep: { type: "boolean", default: false },
    "cpu-prof": { type: "string" },
  },
});
const PRODUCTS = Number(values.products);
const SECONDS = Number(values.seconds);
const ROUNDS = Math.max(1, Number(values.rounds));
const CONNECTIONS = Number(values.connections);
const BUILD_DIR = path.resolve(process.env.BUILD_DIR ?? "build");
const SHOP_PORT = Number(process.env.BENCH_PORT ?? 3240);
const BARE_PORT = SHOP_PORT + 1;
const EMAIL = "bench.load@example.ch";
const PASSWORD = "Bench123!";

/**
 * Pages are asked for as a browser asks (issue 28): every browser sends `Accept-Encoding: gzip, br` and a
 * desktop user agent, and a page served fast only to clients that accept no compression measures nobody.
 */
const BROWSER_HEADERS = {
  "accept-encoding": "gzip, br",
  "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
};

type Target = { name: string; path: string; auth?: boolean; browser?: boolean };

/** The next weekday after today, as the availability endpoint takes it (dd/mm/yyyy). */
function nextWeekday(): string {
  const day = new Date();
  do day.setDate(day.getDate() + 1);
  while (day.getDay() === 0 || day.getDay() === 6);
  return `${String(day.getDate()).padStart(2, "0")}/${String(day.getMonth() + 1).padStart(2, "0")}/${day.getFullYear()}`;
}

function targets(pharmacode: number): Target[] {
  const all: Target[] = [
    { name: "health", path: "/api/health" },
    { name: "detail", path: `/api/products/${pharmacode}` },
    { name: "search", path: "/api/search?searchTerms=Vitamin&limit=20" },
    { name: "list", path: "/api/getAllProducts?limit=20" },
    { name: "page-product", path: `/product/${pharmacode}`, browser: true },
    { name: "page-home", path: "/", browser: true },
    { name: "cart", path: "/api/cart/getAllItems", auth: true },
    { name: "availability", path: `/api/labor/availability?date=${encodeURIComponent(nextWeekday())}` },
    { name: "lab-tests", path: "/api/lab-tests/getAllLabTests" },
  ];
  const wanted = values.paths?.split(",").map((s) => s.trim());
  return wanted ? all.filter((t) => wanted.includes(t.name)) : all;
}

/** Migrations, the catalogue (unless a kept one of this size is there) and one verified shopper. */
async function prepare(database: Database, label: string) {
  await runMigrations(database);
  const marker = await readCatalogueMarker(database.db);
  if (marker?.products !== PRODUCTS) {
    console.log(`${label}: seeding ${PRODUCTS} products…`);
    const started = performance.now();
    await seedCatalogue(database.db, { products: PRODUCTS });
    console.log(`${label}: seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  }
  await database.db.execute(sql`delete from users where email = ${EMAIL}`);
  await database.db.insert(users).values({
    email: EMAIL, name: "Bench", surname: "Shopper", address: "Marktplatz 1, 4051 Basel", birthday: "1990-01-01",
    passwordHash: await hashPassword(PASSWORD), emailVerifiedAt: new Date(),
  });
}

/**
 * `npm start` on the existing pages: the bundled server with the node flags package.json gives it. With
 * --cpu-prof (which NODE_OPTIONS may not carry) node is started directly, with the same flags.
 */
function startShop(env: Record<string, string>): ChildProcess {
  const full: NodeJS.ProcessEnv = { ...process.env };
  for (const key of ["DATABASE_URL", "REDIS_URL", "SMTP_URL", "TEST_DATABASE_URL"]) delete full[key];
  // Logs go where a production process's go, at its default level; only not to this terminal.
  Object.assign(full, { NODE_ENV: "production", BUILD_DIR, SKIP_BUILD: "1", HOST: "127.0.0.1", PORT: String(SHOP_PORT), PUBLIC_URL: `http://127.0.0.1:${SHOP_PORT}`, JWT_SECRET: "bench-load-secret-bench-load-secret-0123" }, env);
  const stdio: ["ignore", "ignore", "inherit"] = ["ignore", "ignore", "inherit"];
  if (!values["cpu-prof"]) return spawn("npm", ["start", "--silent"], { env: full, stdio });
  const profile = ["--cpu-prof", "--cpu-prof-dir", path.resolve(values["cpu-prof"])];
  return spawn(process.execPath, [...startFlags(), ...profile, path.join(BUILD_DIR, SERVER_BUNDLE)], { env: full, stdio });
}

/** The pid of the server: under npm start (npm, then the node it exec'd through sh), or the child itself. */
function serverPid(npmPid: number): number {
  const parentOf = (pid: string) => Number(readFileSync(`/proc/${pid}/stat`, "utf8").replace(/^.*\) /, "").split(" ")[1]);
  for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      if (!readFileSync(`/proc/${pid}/cmdline`, "utf8").includes(SERVER_BUNDLE)) continue;
      for (let up = Number(pid); up > 1; up = parentOf(String(up))) if (up === npmPid) return Number(pid);
      if (Number(pid) === npmPid) return npmPid;
    } catch {
      // The process ended while we looked.
    }
  }
  throw new Error(`no ${SERVER_BUNDLE} process under npm start (pid ${npmPid})`);
}

/** body: base64 of the bytes as sent (compressed when contentEncoding is set). */
type Answer = { status: number; contentType: string; contentEncoding: string | null; body: string; bytes: number; plainBytes: number };

/** One answer as it came over the wire: fetch would decompress it, and the bare server must send the same bytes. */
function fetchRaw(url: string, headers: Record<string, string>): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    httpGet(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    }).on("error", reject);
  });
}

function plainLength(body: Buffer, encoding: string | null): number {
  if (encoding === "br") return brotliDecompressSync(body).length;
  if (encoding === "gzip") return gunzipSync(body).length;
  return body.length;
}

/** A bare node:http server answering each path with the given bytes and content type; nothing else. */
function startBare(answers: Record<string, Answer>): ChildProcess {
  const source = `
    const http = require("node:http");
    let input = "";
    process.stdin.on("data", (chunk) => (input += chunk));
    process.stdin.on("end", () => {
    const answers = new Map(Object.entries(JSON.parse(input)).map(([p, a]) => [p, { ...a, body: Buffer.from(a.body, "base64") }]));
    http.createServer((req, res) => {
      const a = answers.get(req.url);
      if (!a) { res.statusCode = 404; res.end(); return; }
      const headers = { "content-type": a.contentType, "content-length": a.body.length };
      if (a.contentEncoding) { headers["content-encoding"] = a.contentEncoding; headers.vary = "Accept-Encoding"; }
      res.writeHead(a.status, headers);
      res.end(a.body);
    }).listen(${BARE_PORT}, "127.0.0.1");
    });`;
  // The answers travel on stdin: a product page is too long for an environment variable.
  const child = spawn(process.execPath, ["-e", source], { stdio: ["pipe", "ignore", "inherit"] });
  child.stdin!.end(JSON.stringify(answers));
  return child;
}

type Row = { name: string; rps: number; p50: number; p99: number; failed: number; load: string; cpuUs: number };

type Round = { requests: number; seconds: number; p50: number; p99: number; failed: number; cpuUs: number };

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/**
 * Both servers on one path, in ROUNDS alternating turns of SECONDS / ROUNDS each: this machine's speed
 * swings by a factor of two within seconds (neighbours, other work), and a bare turn followed by one long
 * shop turn could land in different weather. req/s = all requests / all seconds; p50 the median of the
 * turns, p99 the worst turn's (conservative: a percentile cannot be merged from percentiles).
 */
async function drive(name: string, urls: { bare: string; shop: string }, pids: { bare: number; shop: number }, headers: Record<string, string>): Promise<{ bare: Row; shop: Row }> {
  // A second's warm-up each, not counted: the first requests of a path pay for compiling its code.
  for (const url of [urls.bare, urls.shop]) await autocannon({ url, connections: CONNECTIONS, duration: 1, headers });
  const turns: Record<"bare" | "shop", Round[]> = { bare: [], shop: [] };
  for (let round = 0; round < ROUNDS; round++) {
    for (const which of ["bare", "shop"] as const) {
      const cpuBefore = cpuUsOf(pids[which]);
      const r = await autocannon({ url: urls[which], connections: CONNECTIONS, duration: SECONDS / ROUNDS, headers });
      const cpuUs = cpuUsOf(pids[which]) - cpuBefore;
      turns[which].push({ requests: r.requests.total, seconds: r.duration, p50: r.latency.p50, p99: r.latency.p99, failed: r.non2xx + r.errors + r.timeouts, cpuUs });
    }
  }
  const load = loadavg().map((l) => l.toFixed(2)).join(" ");
  const row = (rs: Round[]): Row => ({
    name,
    rps: rs.reduce((sum, r) => sum + r.requests, 0) / rs.reduce((sum, r) => sum + r.seconds, 0),
    p50: median(rs.map((r) => r.p50)),
    p99: Math.max(...rs.map((r) => r.p99)),
    failed: rs.reduce((sum, r) => sum + r.failed, 0),
    load,
    cpuUs: rs.reduce((sum, r) => sum + r.cpuUs, 0) / rs.reduce((sum, r) => sum + r.requests, 0),
  });
  return { bare: row(turns.bare), shop: row(turns.shop) };
}

async function run(label: string, shopEnv: Record<string, string>) {
  const shop = startShop(shopEnv);
  let bare: ChildProcess | undefined;
  try {
    const base = `http://127.0.0.1:${SHOP_PORT}`;
    await waitFor(`${base}/api/health`, shop, 300_000);
    const login = (await (await fetch(`${base}/api/authentication/user/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
    })).json()) as { data?: { token?: string } };
    const token = login.data?.token;
    if (!token) throw new Error(`login failed: ${JSON.stringify(login)}`);
    const bearer = { authorization: `Bearer ${token}` };
    const best = z.object({ data: z.object({ products: z.array(z.object({ pharmacode: z.number() })) }) })
      .parse(await (await fetch(`${base}/api/getAllProductsFromBestSeller?limit=1`)).json());
    const pharmacode = best.data.products[0]!.pharmacode;
    await fetch(`${base}/api/cart/${pharmacode}/addToCart`, { method: "POST", headers: { ...bearer, "content-type": "application/json" }, body: JSON.stringify({ quantity: 1 }) });

    const list = targets(pharmacode);
    const answers: Record<string, Answer> = {};
    for (const t of list) {
      const res = await fetchRaw(`${base}${t.path}`, { ...(t.auth ? bearer : {}), ...(t.browser ? BROWSER_HEADERS : { "accept-encoding": "identity" }) });
      if (res.status !== 200) throw new Error(`${t.path}: ${res.status} ${res.body.toString("utf8", 0, 200)}`);
      const encoding = (res.headers["content-encoding"] as string | undefined) ?? null;
      answers[t.path] = {
        status: res.status,
        contentType: (res.headers["content-type"] as string | undefined) ?? "",
        contentEncoding: encoding,
        body: res.body.toString("base64"),
        bytes: res.body.length,
        plainBytes: plainLength(res.body, encoding),
      };
    }
    bare = startBare(answers);
    await waitFor(`http://127.0.0.1:${BARE_PORT}${list[0]!.path}`, bare, 10_000);

    console.log(`\n${label}: ${PRODUCTS} products, ${CONNECTIONS} connections, ${SECONDS} s per path and server in ${ROUNDS} alternating turns, pharmacode ${pharmacode}`);
    console.log("| Path | bytes (sent, encoding) | bare req/s | shop req/s | ratio | shop p50 | shop p99 | non-2xx | CPU µs/answer bare / shop | load avg (1/5/15 min) | bare p50 / p99 |");
    console.log("|---|---|---|---|---|---|---|---|---|---|---|");
    const pids = { bare: bare.pid!, shop: serverPid(shop.pid!) };
    for (const t of list) {
      const headers = { ...(t.auth ? bearer : {}), ...(t.browser ? BROWSER_HEADERS : {}) };
      const { bare: b, shop: s } = await drive(t.name, { bare: `http://127.0.0.1:${BARE_PORT}${t.path}`, shop: `${base}${t.path}` }, pids, headers);
      const a = answers[t.path]!;
      const bytes = a.contentEncoding ? `${a.plainBytes} (${a.bytes} ${a.contentEncoding})` : String(a.bytes);
      console.log(
        `| ${t.name} \`${t.path}\` | ${bytes} | ${Math.round(b.rps)} | ${Math.round(s.rps)} | ${(s.rps / b.rps).toFixed(3)} | ${s.p50} ms | ${s.p99} ms | ${s.failed} | ${b.cpuUs.toFixed(1)} / ${s.cpuUs.toFixed(1)} | ${s.load} | ${b.p50} / ${b.p99} ms |`,
      );
    }
    const rss = memoryOf(pids.shop);
    console.log(`${label}: shop peak RSS ${rss.peakMb.toFixed(0)} MB (now ${rss.nowMb.toFixed(0)} MB)`);
  } finally {
    if (bare) await stop(bare);
    await stop(shop);
  }
}

if (!existsSync(path.join(BUILD_DIR, "server/index.js"))) {
  console.error(`No production build in ${BUILD_DIR}: run BUILD_DIR=${path.relative(process.cwd(), BUILD_DIR) || "."} npx react-router build first.`);
  process.exit(1);
}

const dataDir = path.resolve(`.test-output/bench-load-${PRODUCTS}-${SHOP_PORT}`);
if (!values.keep) rmSync(dataDir, { recursive: true, force: true });
const pglite = await openDatabase({ kind: "pglite", dataDir });
try {
  await prepare(pglite, "PGlite");
} finally {
  await pglite.close();
}
await run("PGlite", { DATA_DIR: dataDir });
if (!values.keep) rmSync(dataDir, { recursive: true, force: true });

if (process.env.DATABASE_URL) {
  const name = `bench_load_${PRODUCTS}_${SHOP_PORT}`;
  await withBenchPostgres(process.env.DATABASE_URL, name, values.keep, async (database) => {
    await prepare(database, "PostgreSQL");
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${name}`;
    await run("PostgreSQL", { DATA_DIR: `${dataDir}-pg`, DATABASE_URL: url.toString() });
  });
}
