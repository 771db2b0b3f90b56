/**
 * `npm run bench:islands`: the floor under a page built as islands (issue 41, record 032). A phone's first visit is
 * live 1.1-1.3 s after its first paint, against a target of 0.6 s; the record concludes that only server HTML with
 * small islands of script can meet it, and this bench measures what each runtime costs such a page before any of its
 * own code: the shop's product page as it is, and the same document with React Router's scripts taken out and one
 * island put in, which fills the frame's open/closed badge from an effect (the moment bench:interactive calls live):
 *
 * - "app": the page as the shop sends it (React, React Router, the frame and the page's chunks);
 * - "React island": React DOM hydrating the badge (`hydrateRoot`), nothing else;
 * - "Preact island": Preact hydrating the badge (`hydrate`), nothing else;
 * - "no framework": one line of script writing the badge.
 *
 * A real island page adds its controls' code to its runtime's floor: a runtime whose floor is at the target already
 * cannot meet it. Every variant is served through the same local proxy (the islands' documents from memory, all else
 * from the shop), brotli as the shop serves it, the island's script announced as the shop announces its chunks (a
 * low-priority modulepreload, imported after the first frame). Settings, observer and medians as bench:interactive:
 * BENCH_RUNS (default 7) fresh contexts per variant in rotating order, each with a first and a repeat visit;
 * BENCH_SETTINGS=desktop or phone for one setting.
 *
 * Needs a running shop: BENCH_URL (default http://127.0.0.1:3000, where `npm start` serves it).
 */
import { createServer, get, request, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliCompressSync, constants } from "node:zlib";
import { build } from "esbuild";
import { chromium } from "playwright-core";
import { launchOptions, median, OBSERVER, seconds, SETTINGS, visit, type Sample } from "./bench-browser.ts";

const SHOP = (process.env.BENCH_URL ?? "http://127.0.0.1:3000").replace(/\/$/, "");
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 7));
const BADGE = `document.querySelector('[data-testid="open-status"]')`;

// Each island renders the badge empty, as the server did, and fills it once mounted: hydration, then an effect.
const ISLANDS: Record<string, { source: string; jsxImportSource?: string }> = {
  "React island": {
    source: `import { useEffect, useState } from "react";
import { hydrateRoot } from "react-dom/client";
function OpenStatus() {
  const [text, setText] = useState("");
  useEffect(() => setText("Geöffnet"), []);
  return <>{text}</>;
}
hydrateRoot(${BADGE}, <OpenStatus />);`,
  },
  "Preact island": {
    jsxImportSource: "preact",
    source: `import { hydrate } from "preact";
import { useEffect, useState } from "preact/hooks";
function OpenStatus() {
  const [text, setText] = useState("");
  useEffect(() => setText("Geöffnet"), []);
  return <>{text}</>;
}
hydrate(<OpenStatus />, ${BADGE});`,
  },
  "no framework": { source: `${BADGE}.textContent = "Geöffnet";` },
};

const brotli = (bytes: Uint8Array) => brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });

async function bundle(source: string, jsxImportSource?: string): Promise<Buffer> {
  const out = await build({
    stdin: { contents: source, loader: "tsx", resolveDir: process.cwd() },
    bundle: true,
    minify: true,
    format: "esm",
    jsx: "automatic",
    ...(jsxImportSource ? { jsxImportSource } : {}),
    define: { "process.env.NODE_ENV": '"production"' },
    write: false,
    logLevel: "error",
  });
  return brotli(out.outputFiles[0]!.contents);
}

// React Router's scripts at the end of <body>: the scroll restoration, its context and stream, the module script.
const ROUTER_SCRIPT = /<script\b[^>]*>([\s\S]*?)<\/script>/g;
const isRouterScript = (tag: string, body: string) => /type="module"/.test(tag) || /__reactRouterContext|storageKey/.test(body);

/** The product page's document with React Router's scripts replaced by the island at `src`, announced as the shop announces its chunks. */
function islandDocument(page: string, src: string): string {
  let removed = 0;
  let html = page
    .replace(/<link rel="modulepreload"[^>]*\/?>/g, () => (removed++, ""))
    .replace(ROUTER_SCRIPT, (tag, body: string) => (isRouterScript(tag, body) ? (removed++, "") : tag));
  if (removed < 3) throw new Error("the product page is not of the shape this bench knows (React Router's modulepreload links and scripts)");
  const afterFirstFrame = `await new Promise((go) => (document.visibilityState === "hidden" ? go() : requestAnimationFrame(() => setTimeout(go))));`;
  html = html
    .replace("</head>", `<link rel="modulepreload" fetchpriority="low" href="${src}"/></head>`)
    .replace("</body>", `<script type="module" async="">${afterFirstFrame}await import("${src}");</script></body>`);
  return html;
}

/** Bytes of the app's scripts on the page as served (brotli), from its modulepreload links. */
async function appScriptBytes(page: string): Promise<number> {
  const hrefs = [...page.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]!);
  // node:http, not fetch: fetch hands back the bytes decompressed.
  const servedBytes = (href: string) =>
    new Promise<number>((resolve, reject) => {
      get(`${SHOP}${href}`, { headers: { "accept-encoding": "br" } }, (answer) => {
        let bytes = 0;
        answer.on("data", (chunk: Buffer) => (bytes += chunk.byteLength)).on("end", () => resolve(bytes));
      }).on("error", reject);
    });
  return (await Promise.all(hrefs.map(servedBytes))).reduce((a, b) => a + b, 0);
}

function proxy(req: IncomingMessage, res: ServerResponse) {
  const upstream = request(`${SHOP}${req.url}`, { method: req.method, headers: { ...req.headers, host: new URL(SHOP).host } }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(res);
  });
  upstream.on("error", () => res.writeHead(502).end());
  req.pipe(upstream);
}

async function main() {
  const best = (await (await fetch(`${SHOP}/api/getAllProductsFromBestSeller?limit=1`)).json()) as { data: { products: { pharmacode: number }[] } };
  const productPath = `/product/${best.data.products[0]!.pharmacode}`;
  const page = await (await fetch(`${SHOP}${productPath}`)).text();

  const served = new Map<string, { type: string; body: Buffer }>();
  const variants: { name: string; path: string; scriptBytes: number }[] = [{ name: "app", path: productPath, scriptBytes: await appScriptBytes(page) }];
  for (const [index, [name, island]] of Object.entries(ISLANDS).entries()) {
    const script = await bundle(island.source, island.jsxImportSource);
    served.set(`/__islands/${index}.js`, { type: "text/javascript", body: script });
    served.set(`/__islands/${index}`, { type: "text/html; charset=utf-8", body: brotli(Buffer.from(islandDocument(page, `/__islands/${index}.js`))) });
    variants.push({ name, path: `/__islands/${index}`, scriptBytes: script.byteLength });
  }
  const server = createServer((req, res) => {
    const own = served.get(req.url ?? "");
    if (!own) return proxy(req, res);
    res.writeHead(200, { "content-type": own.type, "content-encoding": "br", "cache-control": own.type.startsWith("text/html") ? "no-store" : "public, max-age=31536000, immutable" });
    res.end(own.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const browser = await chromium.launch(launchOptions());
  try {
    console.log(`the product page ${productPath} of ${SHOP} as each variant, median of ${RUNS}; first paint from the navigation's start, live from the first paint`);
    console.log("| setting | variant | scripts (brotli) | first paint, first visit | live, first visit | live, repeat |");
    console.log("|---|---|---|---|---|---|");
    for (const setting of SETTINGS.filter((s) => !process.env.BENCH_SETTINGS || s.name === process.env.BENCH_SETTINGS)) {
      const samples = variants.map(() => ({ first: [] as Sample[], repeat: [] as Sample[] }));
      for (let run = 0; run < RUNS; run++) {
        // A different variant goes first in each run: the machine's load moves by the minute.
        for (let k = 0; k < variants.length; k++) {
          const i = (run + k) % variants.length;
          const url = `${base}${variants[i]!.path}`;
          const context = await browser.newContext({ viewport: setting.viewport, locale: "de-CH", timezoneId: "Europe/Zurich" });
          await context.addCookies([{ name: "cookieConsent", value: "accepted", url }]);
          await context.addInitScript({ content: OBSERVER });
          samples[i]!.first.push(await visit(context, setting, url, false));
          samples[i]!.repeat.push(await visit(context, setting, url, false));
          await context.close();
        }
      }
      variants.forEach((variant, i) => {
        const s = samples[i]!;
        const cell = (list: Sample[], pick: (x: Sample) => number) => seconds(median(list.map(pick)));
        const kb = `${(variant.scriptBytes / 1000).toFixed(1)} kB`;
        console.log(`| ${setting.name} | ${variant.name} | ${kb} | ${cell(s.first, (x) => x.fcp)} | ${cell(s.first, (x) => x.live)} | ${cell(s.repeat, (x) => x.live)} |`);
      });
    }
  } finally {
    await browser.close();
    server.close();
  }
}

await main();
