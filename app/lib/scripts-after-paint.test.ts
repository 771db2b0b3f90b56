import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { scriptsAfterFirstPaint, scriptsAfterFirstPaintStream } from "./scripts-after-paint.ts";

// React Router's output for the home page, as the production build writes it (shortened to two chunks).
const HEAD =
  '<!DOCTYPE html><html lang="de-CH"><head><link rel="stylesheet" href="/assets/app-1.css" data-precedence="default"/>' +
  '<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-1.js"/>' +
  '<link rel="modulepreload" href="/assets/root-1.js" nonce="n0nce"/><link rel="icon" href="/favicon.svg"/></head>';
const MODULE_SCRIPT =
  '<script nonce="n0nce" type="module" async="">import "/assets/manifest-1.js";\nimport * as route0 from "/assets/root-1.js";\n' +
  'import * as route1 from "/assets/home-1.js";\n  \n  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};\n\n' +
  'import("/assets/entry.client-1.js");</script>';
const PAGE = `${HEAD}<body><main>Hallo</main><script>window.__ctx = 1;</script>${MODULE_SCRIPT}<script>stream("a")</script></body></html>`;

describe("scriptsAfterFirstPaint", () => {
  const out = scriptsAfterFirstPaint(PAGE)!;

  it("asks for the chunks at low priority and keeps every other link (record 032)", () => {
    expect(out).toContain('<link rel="modulepreload" fetchpriority="low" href="/assets/manifest-1.js"/>');
    expect(out).toContain('<link rel="modulepreload" fetchpriority="low" href="/assets/root-1.js" nonce="n0nce"/>');
    expect(out.match(/rel="modulepreload"/g)).toHaveLength(3);
    expect(out.match(/fetchpriority="low"/g)).toHaveLength(3);
    expect(out).toContain('<link rel="stylesheet" href="/assets/app-1.css" data-precedence="default"/>');
    expect(out).toContain('<link rel="icon" href="/favicon.svg"/>');
  });

  it("makes the module script wait for the first paint, then import the chunks in order", () => {
    const script = /<script nonce="n0nce" type="module" async="">([\s\S]*?)<\/script>/.exec(out)![1]!;
    const lines = script.split("\n").filter((line) => line.trim());
    expect(lines[0]).toContain("requestAnimationFrame");
    expect(lines.slice(1)).toEqual([
      'await import("/assets/manifest-1.js");',
      'const route0 = await import("/assets/root-1.js");',
      'const route1 = await import("/assets/home-1.js");',
      '  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};',
      'import("/assets/entry.client-1.js");',
    ]);
  });

  it("leaves the rest of the document as it was", () => {
    expect(out.endsWith('<script>stream("a")</script></body></html>')).toBe(true);
    expect(out).toContain("<main>Hallo</main><script>window.__ctx = 1;</script>");
  });

  it("leaves a document it does not recognise unchanged (null)", () => {
    expect(scriptsAfterFirstPaint("<html><body>no scripts</body></html>")).toBeNull();
    // A named import is a form the rewrite does not know: the page keeps React Router's own loading.
    const named = PAGE.replace('import * as route1 from "/assets/home-1.js";', 'import { a } from "/assets/home-1.js";');
    expect(scriptsAfterFirstPaint(named)).toBeNull();
  });
});

describe("scriptsAfterFirstPaintStream", () => {
  it("gives the same bytes as the function however the document is cut, umlauts included", async () => {
    const page = PAGE.replace("Hallo", "Grüezi Öffnungszeiten");
    const bytes = Buffer.from(page);
    for (const size of [1, 7, 64, bytes.length]) {
      const chunks: Buffer[] = [];
      for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size));
      const out = await text(Readable.from(chunks).pipe(scriptsAfterFirstPaintStream()));
      expect(out).toBe(scriptsAfterFirstPaint(page));
    }
  });

  it("passes a document without React Router's module script through whole", async () => {
    const page = "<html><body>Fehler</body></html>";
    expect(await text(Readable.from([Buffer.from(page)]).pipe(scriptsAfterFirstPaintStream()))).toBe(page);
  });
});
