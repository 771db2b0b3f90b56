/**
 * `npm run bench:interactive`: how long a page looks ready before it is (issue 41, record 032). For each page and
 * setting, in the system Chromium: the time from the first contentful paint to the moment the page is live (React
 * has hydrated it: the frame's open/closed badge, which only the browser fills, has its text; the e2e suite waits
 * for the same), and on account pages to the moment their data shows (no loading placeholder left in <main>). The
 * first paint itself (from the start of the navigation, first visit) is printed beside them: a change that makes
 * the gap shorter by painting later is no gain.
 *
 * Settings: desktop and phone (Lighthouse's mobile throttling), as `scripts/bench-browser.ts` defines them. Each
 * page is opened BENCH_RUNS times (default 5) in a fresh browser context (first visit, nothing cached) and once more
 * in that context (repeat visit); the median of each is printed.
 *
 * BENCH_URL=http://host:port measures a running shop; an HTTPS front with a certificate of its own (nginx with HTTP/2,
 * as deployed) also needs NODE_TLS_REJECT_UNAUTHORIZED=0 for the script's own requests (the browser accepts it).
 * Without BENCH_URL the script starts the production build
 * (BUILD_DIR, default `build`, built when stale) on a fresh embedded database (SEED_PRODUCTS, default 400) on
 * BENCH_PORT (default 3298). BENCH_PATHS (comma-separated) limits the pages; BENCH_SETTINGS=desktop or phone one
 * setting. Account pages need a shopper: one is signed up and verified through the outbox of the started shop's
 * DATA_DIR, so they are measured only when the script started the shop itself.
 *
 * BENCH_COMPARE=<another build dir> (e.g. `build-before`, built from the parent commit) measures two builds side by
 * side: a second shop on BENCH_COMPARE_PORT (default BENCH_PORT+1), and each run visits both, in alternating order
 * (ABBA); each cell then reads "compared -> BUILD_DIR". On a shared machine whose load moves by the minute, two runs
 * of the script one after the other differ more than two builds do; paired visits see the same load.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { chromium, type Browser } from "playwright-core";
import { launchOptions, median, OBSERVER, seconds, SETTINGS, visit, type Sample, type Setting } from "./bench-browser.ts";
import { buildUnlessSkipped, waitFor } from "./bench-shop.ts";

const PORT = Number(process.env.BENCH_PORT ?? 3298);
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));
const BUILD_DIR = process.env.BUILD_DIR ?? "build";
const COMPARE_DIR = process.env.BENCH_COMPARE;
const dataDirOf = (port: number) => `.test-output/bench-interactive-${port}`;
const PASSWORD = "Sicher123!";

function startShop(buildDir: string, port: number): ChildProcess {
  rmSync(dataDirOf(port), { recursive: true, force: true });
  buildUnlessSkipped(buildDir);
  return spawn(process.execPath, [path.join(buildDir, "server-app/main.js")], {
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      BUILD_DIR: buildDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDirOf(port),
      SEED_PRODUCTS: process.env.SEED_PRODUCTS ?? "400",
      LOG_LEVEL: "warn",
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    },
  });
}

async function json(res: Response) {
  const body = (await res.json()) as { success?: boolean; data?: unknown; error?: string };
  if (!res.ok) throw new Error(`${res.url}: ${res.status} ${body.error ?? ""}`);
  return body.data as Record<string, unknown>;
}

/** A verified shopper with one article in the cart, through the real account calls and the outbox. */
async function shopper(base: string, dataDir: string, pharmacode: number): Promise<string> {
  const email = `bench.${Date.now().toString(36)}@example.ch`;
  const headers = { "content-type": "application/json", "x-forwarded-for": "10.99.0.1" };
  const signup = { name: "Lea", surname: "Keller", email, password: PASSWORD, passwordConfirm: PASSWORD, birthdate: "1988-03-02", address: "Rheingasse 1, 4058 Basel", role: 2 };
  await json(await fetch(`${base}/api/authentication/signup`, { method: "POST", headers, body: JSON.stringify(signup) }));
  let link: string | undefined;
  for (let i = 0; i < 50 && !link; i++) {
    const outbox = path.join(dataDir, "outbox");
    const names = (() => {
      try {
        return readdirSync(outbox, { withFileTypes: true });
      } catch {
        return [];
      }
    })();
    for (const name of names.filter((e) => e.name.endsWith(".json"))) {
      const mail = JSON.parse(readFileSync(path.join(outbox, name.name), "utf8")) as { to: string; text: string };
      if (mail.to === email) link = /https?:\/\/\S*\/verify-email\?\S+/.exec(mail.text)?.[0];
    }
    if (!link) await new Promise((resolve) => setTimeout(resolve, 200));
  }
  if (!link) throw new Error("no verification mail");
  await json(await fetch(`${base}/api/authentication/verify-email${new URL(link).search}`, { method: "POST", headers }));
  const login = await json(await fetch(`${base}/api/authentication/user/login`, { method: "POST", headers, body: JSON.stringify({ email, password: PASSWORD }) }));
  const token = String(login.token);
  await json(
    await fetch(`${base}/api/cart/${pharmacode}/addToCart`, { method: "POST", headers: { ...headers, authorization: `Bearer ${token}` }, body: JSON.stringify({ quantity: 1 }) }),
  );
  return token;
}

type Shop = { build: string; base: string; token: string | null; pharmacode: number; server?: ChildProcess };
type Samples = { first: Sample[]; repeat: Sample[] };

/** BENCH_RUNS fresh contexts per shop, each with a first and a repeat visit; with two shops, paired runs (ABBA). */
async function measure(browser: Browser, setting: Setting, shops: Shop[], pathOf: (shop: Shop) => string, account: boolean): Promise<Samples[]> {
  const samples = shops.map((): Samples => ({ first: [], repeat: [] }));
  for (let run = 0; run < RUNS; run++) {
    const order = run % 2 === 0 ? shops.map((_, i) => i) : shops.map((_, i) => i).reverse();
    for (const i of order) {
      const shop = shops[i]!;
      const url = `${shop.base}${pathOf(shop)}`;
      // BENCH_URL may be an HTTPS front with a certificate of its own (nginx with HTTP/2, as deployed): measured as is.
      const context = await browser.newContext({ viewport: setting.viewport, locale: "de-CH", timezoneId: "Europe/Zurich", ignoreHTTPSErrors: true });
      await context.addCookies([{ name: "cookieConsent", value: "accepted", url }]);
      await context.addInitScript({ content: OBSERVER });
      if (account) await context.addInitScript((value) => window.localStorage.setItem("token", value), shop.token!);
      samples[i]!.first.push(await visit(context, setting, url, account));
      samples[i]!.repeat.push(await visit(context, setting, url, account));
      await context.close();
    }
  }
  return samples;
}

async function openShop(build: string, port: number): Promise<Shop> {
  const external = process.env.BENCH_URL?.replace(/\/$/, "");
  const server = external ? undefined : startShop(build, port);
  const base = external ?? `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${base}/api/health`, server, 600_000);
    const best = await json(await fetch(`${base}/api/getAllProductsFromBestSeller?limit=1`));
    const pharmacode = (best.products as { pharmacode: number }[])[0]!.pharmacode;
    const token = server ? await shopper(base, dataDirOf(port), pharmacode) : null;
    return { build: external ? base : build, base, token, pharmacode, server };
  } catch (error) {
    server?.kill("SIGTERM");
    throw error;
  }
}

async function main() {
  if (COMPARE_DIR && process.env.BENCH_URL) throw new Error("BENCH_COMPARE starts both shops itself: leave BENCH_URL unset");
  const shops: Shop[] = [];
  try {
    // The build compared against first: its column comes first, as "before".
    if (COMPARE_DIR) shops.push(await openShop(COMPARE_DIR, Number(process.env.BENCH_COMPARE_PORT ?? PORT + 1)));
    shops.push(await openShop(BUILD_DIR, PORT));
    const pages: { path: (shop: Shop) => string; account: boolean }[] = [
      { path: () => "/", account: false },
      { path: () => "/products", account: false },
      { path: (shop) => `/product/${shop.pharmacode}`, account: false },
      { path: () => "/vacinationspage", account: false },
      { path: () => "/cartpage", account: true },
      { path: () => "/orders", account: true },
      { path: () => "/prescriptions", account: true },
    ];
    const wanted = process.env.BENCH_PATHS?.split(",").map((p) => p.trim());
    const settings = SETTINGS.filter((s) => !process.env.BENCH_SETTINGS || s.name === process.env.BENCH_SETTINGS);
    const browser = await chromium.launch(launchOptions());
    const builds = shops.map((shop) => shop.build).join(" | ");
    console.log(`first paint -> live (-> data on account pages), median of ${RUNS}; ${shops.length > 1 ? `builds ${builds}, each cell before -> after` : `build ${builds}`}`);
    console.log("| setting | page | live, first visit | live, repeat | data, first visit | data, repeat | first paint, first visit |");
    console.log("|---|---|---|---|---|---|---|");
    for (const setting of settings) {
      for (const { path: pathOf, account } of pages) {
        const pagePath = pathOf(shops[0]!);
        if (wanted && !wanted.some((w) => pagePath === w || (w === "/product" && pagePath.startsWith("/product/")))) continue;
        if (account && shops.some((shop) => !shop.token)) continue;
        const samples = await measure(browser, setting, shops, pathOf, account);
        const cell = (pick: (s: Samples) => Sample[], value: (s: Sample) => number) => samples.map((s) => seconds(median(pick(s).map(value)))).join(" -> ");
        const live = (s: Sample) => s.live;
        const data = (s: Sample) => s.data;
        const paint = (s: Sample) => s.fcp;
        console.log(
          `| ${setting.name} | ${pagePath} | ${cell((s) => s.first, live)} | ${cell((s) => s.repeat, live)} | ${account ? cell((s) => s.first, data) : ""} | ${account ? cell((s) => s.repeat, data) : ""} | ${cell((s) => s.first, paint)} |`,
        );
      }
    }
    await browser.close();
  } finally {
    for (const shop of shops) shop.server?.kill("SIGTERM");
  }
}

await main();
