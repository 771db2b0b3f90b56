import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { sql } from "drizzle-orm";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mountFrontend } from "#server/http/frontend.ts";
import { pagePolicyWithScripts } from "#server/http/middleware/security-headers.ts";
import { listenThroughNodeFront, type FrontedApp } from "#tests/helpers/node-front.ts";
import { ensureBuild } from "#tests/helpers/server-process.ts";
import type { TestApp } from "#tests/helpers/test-app.ts";

/**
 * Issue 28: anonymous home and product pages go out as bytes compressed once per catalogue change, with a
 * policy naming the hashes of the page's own inline scripts instead of a per-request nonce (decision record
 * 025). Through node:http, composed as server/main.ts composes it; `passedOn` counts what reached the app.
 * On PostgreSQL the change is heard over the listening connection just after the commit, hence the polls.
 */
const pollOptions = { timeout: 2_000, interval: 10 };
const BROWSER = {
  "accept-encoding": "gzip, br",
  "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
};

let front: FrontedApp;
let buildDir: string;
let t: TestApp;
let port: number;
let pharmacode: number;

beforeAll(async () => {
  buildDir = ensureBuild();
  const build = (await import(pathToFileURL(path.join(buildDir, "server/index.js")).href)) as ServerBuild;
  front = await listenThroughNodeFront((app) => mountFrontend(app.app, { build, mode: "production", pages: app.pages }));
  ({ t, port, pharmacode } = front);
}, 300_000);
afterAll(async () => {
  await front?.close();
});

type Raw = { status: number; headers: Record<string, string>; body: Buffer; html: string };

/** One answer as it came over the wire (fetch would decompress it), and its HTML. */
function get(pathname: string, headers: Record<string, string> = BROWSER): Promise<Raw> {
  return new Promise((resolve, reject) => {
    httpRequest({ host: "127.0.0.1", port, path: pathname, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const body = Buffer.concat(chunks);
        const encoding = res.headers["content-encoding"];
        const plain = encoding === "br" ? brotliDecompressSync(body) : encoding === "gzip" ? gunzipSync(body) : body;
        resolve({ status: res.statusCode ?? 0, headers: res.headers as Record<string, string>, body, html: plain.toString("utf8") });
      });
      res.on("error", reject);
    })
      .on("error", reject)
      .end();
  });
}

const scriptSrc = (csp: string) =>
  csp
    .split(";")
    .map((d) => d.trim())
    .find((d) => d.startsWith("script-src "))!
    .split(" ")
    .slice(1);
const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
/** The inline scripts of a document (no src), as the browser hashes them. */
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(([, attrs]) => !/\bsrc=/.test(attrs!)).map(([, , text]) => text!);

describe("anonymous pages from compressed bytes", () => {
  it("sends a browser the same brotli bytes every time, from the node front once known, gzip and plain bytes of the same page to others", async () => {
    const first = await get(`/product/${pharmacode}`);
    expect(first.status).toBe(200);
    expect(first.headers["content-encoding"]).toBe("br");
    expect(first.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(first.headers.vary).toBe("Accept-Encoding");
    expect(Number(first.headers["content-length"])).toBe(first.body.length);
    const before = front.passedOn;
    const second = await get(`/product/${pharmacode}`);
    const third = await get(`/product/${pharmacode}`);
    expect(front.passedOn).toBe(before);
    expect(second.body.equals(first.body)).toBe(true);
    expect(third.body.equals(first.body)).toBe(true);
    expect(second.headers["x-request-id"]).not.toBe(third.headers["x-request-id"]);
    expect(second.headers["content-security-policy"]).toBe(first.headers["content-security-policy"]);
    // The front sends the security headers the chain gave the first one.
    for (const name of [
      "x-frame-options",
      "x-content-type-options",
      "referrer-policy",
      "permissions-policy",
      "cross-origin-opener-policy",
      "etag",
      "cache-control",
    ]) {
      expect(second.headers[name], name).toBe(first.headers[name]);
    }
    const gz = await get(`/product/${pharmacode}`, { "accept-encoding": "gzip", "user-agent": BROWSER["user-agent"] });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    const plain = await get(`/product/${pharmacode}`, { "user-agent": BROWSER["user-agent"] });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(gz.html).toBe(first.html);
    expect(plain.html).toBe(first.html);
    const refused = await get(`/product/${pharmacode}`, { "accept-encoding": "br;q=0, gzip", "user-agent": BROWSER["user-agent"] });
    expect(refused.headers["content-encoding"]).toBe("gzip");
  });

  it("names exactly the hashes of the page's inline scripts, no nonce, no unsafe-inline, no wildcard; an injected script matches none", async () => {
    for (const pathname of ["/", `/product/${pharmacode}`]) {
      const page = await get(pathname);
      const csp = page.headers["content-security-policy"]!;
      const sources = scriptSrc(csp);
      expect(sources[0]).toBe("'self'");
      for (const source of sources.slice(1)) expect(source).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
      expect(csp).not.toContain("nonce-");
      expect(sources).not.toContain("'unsafe-inline'");
      expect(sources).not.toContain("'unsafe-eval'");
      expect(sources.some((s) => s.includes("*") || s === "data:" || s === "https:" || s === "http:")).toBe(false);
      const scripts = inlineScripts(page.html);
      expect(scripts.length).toBeGreaterThan(2);
      expect(page.html).not.toContain("nonce=");
      expect(new Set(sources.slice(1))).toEqual(new Set(scripts.map(sha256)));
      // What an attacker would add to the markup is not among them, even one changed by a single character.
      expect(sources).not.toContain(sha256('alert("injected")'));
      expect(sources).not.toContain(sha256(`${scripts[scripts.length - 1]} `));
      // Otherwise the very policy a rendered page gets with its nonce.
      expect(csp).toBe(pagePolicyWithScripts(sources.slice(1).join(" ")));
    }
  });

  it("runs its scripts after the first paint, which waits for the whole page, and fetches them at low priority (records 025, 032)", async () => {
    for (const pathname of ["/", `/product/${pharmacode}`]) {
      const { html } = await get(pathname);
      // The chunks are fetched at low priority, so the stylesheet goes first; they run once the page is painted.
      const preloads = html.match(/<link rel="modulepreload"[^>]*>/g) ?? [];
      expect(preloads.length).toBeGreaterThan(0);
      for (const link of preloads) expect(link).toContain('fetchpriority="low"');
      const module = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)![1]!;
      expect(module.startsWith("await new Promise((go) =>")).toBe(true);
      expect(module).not.toMatch(/^import\s+(?!\()/m);
      expect(module).toMatch(/^import\("\/assets\/entry\.client-[^"]+\.js"\);$/m);
      // The paint waits until the parser reaches the end of the page's content, which comes before the scripts.
      expect(html).toContain('<link rel="expect" href="#page-end" blocking="render"/>');
      expect(html.indexOf('<span id="page-end" hidden="">')).toBeGreaterThan(html.indexOf("</footer>"));
      expect(html.indexOf('<span id="page-end" hidden="">')).toBeLessThan(html.indexOf('<script type="module"'));
    }
  });

  it("leaves zod out of a first visit's scripts: only forms and queries load it (record 032)", async () => {
    for (const pathname of ["/", "/products", `/product/${pharmacode}`, "/cartpage", "/vacinationspage"]) {
      const { html } = await get(pathname);
      const chunks = (html.match(/<link rel="modulepreload"[^>]*>/g) ?? []).map((link) => /href="(\/assets\/[^"]+\.js)"/.exec(link)![1]!);
      expect(chunks.length, pathname).toBeGreaterThan(2);
      // zod's classes carry their names into the minified bytes ($ZodType, $ZodError): 53 of the frame's 85 kB.
      for (const href of chunks) expect(readFileSync(path.join(buildDir, "client", href), "utf8"), `${pathname}: ${href}`).not.toContain("$ZodType");
    }
  });

  it("is the nonce policy of a rendered page but for that source", async () => {
    // A visitor with a session cookie gets a page rendered for them alone, with the nonce.
    const own = await get(`/product/${pharmacode}`, { ...BROWSER, cookie: "cookieConsent=accepted; other=1" });
    const csp = own.headers["content-security-policy"]!;
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp.replace(`'nonce-${nonce}'`, "HASHES")).toBe(pagePolicyWithScripts("HASHES"));
    expect(own.headers.etag).toBeUndefined();
    expect(new Set([...own.html.matchAll(/<script[^>]*nonce="([^"]+)"/g)].map((m) => m[1]))).toEqual(new Set([nonce]));
  });

  it("never sends the shared bytes to a visitor with a cookie or credentials, and keeps one page per consent choice", async () => {
    const anonymous = await get(`/product/${pharmacode}`);
    expect(anonymous.html).toContain('aria-label="Cookie-Hinweis"');
    const personal: Record<string, string>[] = [
      { cookie: "token=abc" },
      { cookie: "cookieConsent=accepted; session=abc" },
      { authorization: "Bearer abc" },
    ];
    for (const headers of personal) {
      const before = front.passedOn;
      const own = await get(`/product/${pharmacode}`, { ...BROWSER, ...headers });
      expect(front.passedOn, JSON.stringify(headers)).toBe(before + 1);
      expect(own.status).toBe(200);
      expect(own.headers["content-security-policy"]).toMatch(/'nonce-/);
    }
    const chosen = await get(`/product/${pharmacode}`, { ...BROWSER, cookie: "cookieConsent=accepted" });
    expect(chosen.html).not.toContain('aria-label="Cookie-Hinweis"');
    expect(chosen.headers["content-security-policy"]).not.toMatch(/'nonce-/);
    expect((await get(`/product/${pharmacode}`)).body.equals(anonymous.body)).toBe(true);
  });

  it("renders an unknown product's 404 page for each request, with its hashes, gzipped on the way like any page, never kept", async () => {
    for (let visit = 0; visit < 2; visit++) {
      const before = front.passedOn;
      const missing = await get("/product/99999999");
      expect(front.passedOn).toBe(before + 1);
      expect(missing.status).toBe(404);
      expect(missing.headers["content-encoding"]).toBe("gzip");
      expect(missing.headers.etag).toBeUndefined();
      const sources = scriptSrc(missing.headers["content-security-policy"]!).slice(1);
      expect(new Set(sources)).toEqual(new Set(inlineScripts(missing.html).map(sha256)));
    }
  });

  it("answers 304 to a browser that holds the page's ETag, until the catalogue changes", async () => {
    const page = await get("/");
    const etag = page.headers.etag!;
    expect(etag).toMatch(/^W\/"/);
    expect(page.headers["cache-control"]).toBe("no-cache");
    const again = await get("/", { ...BROWSER, "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it("drops the kept bytes when the catalogue changes: the next visitor gets the new name, new bytes and a new ETag", async () => {
    const before = await get(`/product/${pharmacode}`);
    expect((await get(`/product/${pharmacode}`)).body.equals(before.body)).toBe(true);
    await t.deps.database.db.execute(
      sql`update articles set description = 'Bytetest Lutschtabletten', price_cents = 1234, original_price_cents = null where pharmacode = ${pharmacode}`,
    );
    await expect.poll(async () => (await get(`/product/${pharmacode}`)).html.includes("Bytetest Lutschtabletten"), pollOptions).toBe(true);
    const after = await get(`/product/${pharmacode}`);
    expect(after.html).toContain("12.34");
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.body.equals(before.body)).toBe(false);
    // The browser holding the old ETag gets the new page, not 304.
    expect((await get(`/product/${pharmacode}`, { ...BROWSER, "if-none-match": before.headers.etag! })).status).toBe(200);
    // And the home page, whose bestsellers show the product, is rendered anew as well.
    await expect.poll(async () => (await get("/")).html.includes("Bytetest Lutschtabletten"), pollOptions).toBe(true);
  });
});
