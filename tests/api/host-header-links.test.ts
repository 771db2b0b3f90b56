import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mountFrontend } from "#server/http/frontend.ts";
import { seedTestCatalogue } from "#tests/helpers/catalogue.ts";
import { ensureBuild } from "#tests/helpers/server-process.ts";
import { createTestApp, type TestApp } from "#tests/helpers/test-app.ts";

/**
 * Issue 27, point 6: with `Host: evil.example`, product pages' canonical and og:image pointed to
 * http://evil.example/…. Absolute links come from PUBLIC_URL only, whatever Host the request names; and a page
 * kept by the page cache after such a request must not carry it either.
 */
let t: TestApp;
let pharmacode: number;
beforeAll(async () => {
  const buildDir = ensureBuild();
  t = await createTestApp({ PUBLIC_URL: "https://www.rheinbogen-apotheke.ch" });
  await seedTestCatalogue(t, 30);
  const build = (await import(pathToFileURL(path.join(buildDir, "server/index.js")).href)) as ServerBuild;
  mountFrontend(t.app, { build, mode: "production", pages: t.pages });
  const best = await t.call("GET", "/api/getAllProductsFromBestSeller?limit=1");
  pharmacode = best.body.data.products[0].pharmacode as number;
}, 600_000);
afterAll(async () => {
  await t?.close();
});

const fromEvil = async (pathname: string) => {
  const res = await t.app.request(`http://evil.example${pathname}`, { headers: { host: "evil.example", "x-forwarded-host": "evil.example" } });
  return { status: res.status, text: await res.text() };
};

describe("absolute links with a forged Host", () => {
  it("product page: canonical, og:image and JSON-LD from PUBLIC_URL; a second visitor gets no forged link either", async () => {
    for (let visit = 0; visit < 2; visit++) {
      const page = await fromEvil(`/product/${pharmacode}`);
      expect(page.status).toBe(200);
      expect(page.text).not.toContain("evil.example");
      expect(page.text).toContain(`<link rel="canonical" href="https://www.rheinbogen-apotheke.ch/product/${pharmacode}"/>`);
      expect(page.text).toMatch(/<meta property="og:image" content="https:\/\/www\.rheinbogen-apotheke\.ch\/[^"]+"\/>/);
    }
  });

  it.each(["/", "/categories", "/products", "/vacinationspage", "/sitemap.xml", "/robots.txt"])("%s names no forged host", async (pathname) => {
    const page = await fromEvil(pathname);
    expect(page.status).toBe(200);
    expect(page.text).not.toContain("evil.example");
    expect(page.text).toContain("https://www.rheinbogen-apotheke.ch/");
  });
});
