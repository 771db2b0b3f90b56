/**
 * `npm run bench:pages`: Lighthouse 12 (mobile profile, simulated throttling) on the home page, /products and
 * one product page, with the system Chromium. Prints the category scores and LCP, CLS and TBT per page, and
 * Lighthouse's benchmark index of the machine (`cpu`: scores of one build are comparable only at a like index).
 *
 * BENCH_URL=http://host:port measures a running shop; without it the script starts the production build
 * (BUILD_DIR, default `build`) on a fresh embedded database with SEED_PRODUCTS products (default 400).
 * BENCH_RUNS (default 5) repeats each page and reports the median performance run, as Lighthouse's guidance on
 * variability advises (single runs of the same build spread over about 5 points here), with the lowest and
 * highest score beside it. BENCH_PATHS (comma-separated,
 * e.g. `/products`) measures only those paths instead of the three pages.
 * `--details` also prints, for that median run, what Lighthouse blames for a slow first paint: the LCP element
 * and its phases, render-blocking resources, the network requests, the script boot-up time and any layout shifts.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { waitFor } from "./bench-shop.ts";

const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));
const PORT = Number(process.env.BENCH_PORT ?? 3299);
const DETAILS = process.argv.includes("--details");

async function startShop(): Promise<{ base: string; server: ChildProcess }> {
  const dataDir = `.test-output/bench-data-${PORT}`;
  rmSync(dataDir, { recursive: true, force: true });
  const server = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      SEED_PRODUCTS: process.env.SEED_PRODUCTS ?? "400",
      LOG_LEVEL: "warn",
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
    },
  });
  const base = `http://127.0.0.1:${PORT}`;
  await waitFor(`${base}/api/health`, server, 180_000);
  return { base, server };
}

async function productPath(base: string): Promise<string> {
  const body = (await (await fetch(`${base}/api/getAllProductsFromBestSeller?limit=1`)).json()) as { data?: { products?: { pharmacode: number }[] } };
  const pharmacode = body.data?.products?.[0]?.pharmacode;
  if (!pharmacode) throw new Error("the catalogue is empty: no product page to measure");
  return `/product/${pharmacode}`;
}

type Row = { page: string; performance: number; range?: string; accessibility: number; bestPractices: number; seo: number; lcpMs: number; cls: number; tbtMs: number; cpu: number };
type Audits = Record<string, { numericValue?: number; displayValue?: string; details?: unknown; score?: number | null }>;
type Measured = { row: Row; audits: Audits };
type DetailItems = { items?: Record<string, unknown>[] };

const kb = (bytes: unknown) => (typeof bytes === "number" ? `${(bytes / 1024).toFixed(1)} kB` : "");
const ms = (value: unknown) => (typeof value === "number" ? `${Math.round(value)} ms` : "");
const items = (audits: Audits, key: string) => ((audits[key]?.details ?? {}) as DetailItems).items ?? [];

/** What a slow first paint comes from, in the words of the audits that explain it. */
function printDetails(page: string, audits: Audits) {
  console.log(`\n=== ${page}: FCP ${ms(audits["first-contentful-paint"]?.numericValue)}, LCP ${ms(audits["largest-contentful-paint"]?.numericValue)}, TBT ${ms(audits["total-blocking-time"]?.numericValue)}`);
  // The simulation counts every high-priority request that had finished before the unthrottled paint.
  const observed = items(audits, "metrics")[0] ?? {};
  console.log(`unthrottled: FCP ${ms(observed.observedFirstContentfulPaint)}, LCP ${ms(observed.observedLargestContentfulPaint)}, load ${ms(observed.observedLoad)}`);
  const lcpDetails = (audits["largest-contentful-paint-element"]?.details ?? {}) as { items?: { items?: Record<string, unknown>[] }[] };
  const [element, phases] = lcpDetails.items ?? [];
  const node = element?.items?.[0]?.node as { snippet?: string; nodeLabel?: string } | undefined;
  if (node) console.log(`LCP element: ${node.snippet ?? ""} (${(node.nodeLabel ?? "").slice(0, 60)})`);
  for (const phase of phases?.items ?? []) console.log(`  ${String(phase.phase)}: ${ms(phase.timing)}`);
  console.log("render-blocking resources:");
  for (const item of items(audits, "render-blocking-resources")) console.log(`  ${String(item.url)} ${kb(item.totalBytes)} wasted ${ms(item.wastedMs)}`);
  console.log("network requests (start..end, transferred):");
  for (const item of items(audits, "network-requests")) {
    const url = String(item.url).replace(/^https?:\/\/[^/]+/, "");
    console.log(`  ${ms(item.networkRequestTime).padStart(8)} .. ${ms(item.networkEndTime).padStart(8)} ${kb(item.transferSize).padStart(9)} ${String(item.resourceType ?? "").padEnd(10)} ${String(item.priority ?? "").padEnd(8)} ${url}`);
  }
  console.log("script boot-up (total, scripting):");
  for (const item of items(audits, "bootup-time")) console.log(`  ${ms(item.total).padStart(8)} ${ms(item.scripting).padStart(8)} ${String(item.url)}`);
  // Shifts that round to nothing (the typing cursor) are left out.
  const shifts = items(audits, "layout-shifts").filter((item) => Number(item.score ?? 0) >= 0.0005);
  if (shifts.length) console.log("layout shifts (score, element):");
  for (const item of shifts) {
    const node = item.node as { snippet?: string } | undefined;
    console.log(`  ${Number(item.score ?? 0).toFixed(4)} ${(node?.snippet ?? "").slice(0, 160)}`);
  }
  // Main-thread time by kind (simulated, so 4x the observed): what the first paint and the blocking time are made of.
  const work = items(audits, "mainthread-work-breakdown");
  if (work.length) console.log(`main thread: ${work.map((item) => `${String(item.groupLabel ?? item.group)} ${ms(item.duration)}`).join(", ")}`);
  // The tasks the blocking time is made of (simulated): what ran at once for longer than 50 ms, and where.
  const longTasks = items(audits, "long-tasks");
  if (longTasks.length) console.log("long tasks (start, duration):");
  for (const item of longTasks) console.log(`  ${ms(item.startTime).padStart(8)} ${ms(item.duration).padStart(8)} ${String(item.url)}`);
  const unused = items(audits, "unused-javascript");
  if (unused.length) console.log("unused JavaScript:");
  for (const item of unused) console.log(`  ${kb(item.wastedBytes).padStart(9)} of ${kb(item.totalBytes)} ${String(item.url)}`);
}

async function measure(url: string, port: number): Promise<Measured | undefined> {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits } = result.lhr;
  // A run Lighthouse could not complete (no paint seen, a protocol timeout on a busy machine) has no score. It
  // is reported and left out of the median instead of counting as 0.
  if (categories.performance?.score == null) {
    const reason = result.lhr.runtimeError?.message ?? (result.lhr.runWarnings.join("; ") || "no performance score");
    console.warn(`${new URL(url).pathname}: Lighthouse run failed: ${reason}`);
    return undefined;
  }
  const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
  const row = {
    page: new URL(url).pathname,
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: Math.round(audits["largest-contentful-paint"]?.numericValue ?? NaN),
    cls: Number((audits["cumulative-layout-shift"]?.numericValue ?? NaN).toFixed(3)),
    tbtMs: Math.round(audits["total-blocking-time"]?.numericValue ?? NaN),
    // Lighthouse's measure of this machine's CPU: its simulation multiplies the tasks it observed here by 4, so the
    // same build scores lower on a slower machine (2026-11-28: 161b727 gave 98 / 96 / 99 on one machine, 85 / 84 / 90
    // on another). Compare scores only at a like index.
    cpu: Math.round(result.lhr.environment.benchmarkIndex),
  };
  return { row, audits: audits as Audits };
}

async function main() {
  let server: ChildProcess | undefined;
  let base = process.env.BENCH_URL?.replace(/\/$/, "");
  if (!base) ({ base, server } = await startShop());
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  try {
    const paths = process.env.BENCH_PATHS?.split(",") ?? ["/", "/products", await productPath(base)];
    // One untimed visit per page warms the server's caches, as a real shop's would be.
    for (const path of paths) await fetch(base + path);
    const rows: Row[] = [];
    for (const path of paths) {
      const runs: Measured[] = [];
      for (let attempt = 0; runs.length < RUNS && attempt < RUNS * 2; attempt += 1) {
        const measured = await measure(base + path, chrome.port);
        if (measured) runs.push(measured);
      }
      if (runs.length === 0) throw new Error(`every Lighthouse run of ${path} failed`);
      runs.sort((a, b) => a.row.performance - b.row.performance);
      const median = runs[Math.floor(runs.length / 2)];
      const { page, performance, ...rest } = median.row;
      rows.push({ page, performance, range: `${runs[0].row.performance}–${runs[runs.length - 1].row.performance}`, ...rest });
      if (DETAILS) printDetails(median.row.page, median.audits);
    }
    console.table(rows);
  } finally {
    chrome.kill();
    server?.kill("SIGTERM");
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
