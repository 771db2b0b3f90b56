import { gunzipSync } from "node:zlib";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { listenThroughNodeFront, type FrontedApp } from "#tests/helpers/node-front.ts";
import type { TestApp } from "#tests/helpers/test-app.ts";
import { testDatabaseKind } from "#tests/helpers/test-database.ts";

/**
 * Issue 19: health probes and kept public answers go out from the node-level front, before Hono's adapter
 * builds a fetch Request. Same composition as server/main.ts; `passedOn` counts what reached the app.
 */
let front: FrontedApp;
let t: TestApp;
let base: string;
let pharmacode: number;

beforeAll(async () => {
  front = await listenThroughNodeFront();
  ({ t, base, pharmacode } = front);
});
afterAll(async () => {
  await front?.close();
});

/** Header names of an answer, without those node:http adds to every one. */
const namesOf = (res: Response) =>
  [...res.headers.keys()].filter((n) => !["date", "connection", "keep-alive", "transfer-encoding"].includes(n)).sort();

describe("the node-level front", () => {
  it("answers a health probe without the app once the chain's headers are known, with the same headers and a fresh request id", async () => {
    // HEAD is not answered at the front: this one shows the headers the chain gives the health check.
    const before = front.passedOn;
    const first = await fetch(`${base}/api/health`, { method: "HEAD" });
    expect(first.status).toBe(200);
    expect(front.passedOn).toBe(before + 1);
    const [second, third] = [await fetch(`${base}/api/health`), await fetch(`${base}/api/health`)];
    expect(front.passedOn).toBe(before + 1);
    for (const res of [second, third]) {
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ success: true, data: { status: "ok", database: testDatabaseKind() } });
      expect(res.headers.get("cache-control")).toBe("no-store");
    }
    // HEAD's answer carries no length; otherwise the very headers the chain gives.
    expect(namesOf(second)).toEqual([...namesOf(first), "content-length"].sort());
    expect(second.headers.get("x-content-type-options")).toBe("nosniff");
    expect(second.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(second.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers.get("x-request-id")).not.toBe(third.headers.get("x-request-id"));
  });

  it("passes a failing health check on to the app, which asks once more and answers with the error envelope", async () => {
    const check = vi.spyOn(t.deps.services.health, "check").mockRejectedValue(new Error("database down"));
    try {
      const before = front.passedOn;
      const res = await fetch(`${base}/api/health`);
      expect(res.status).toBe(500);
      expect(await res.json()).toMatchObject({ success: false });
      expect(front.passedOn).toBe(before + 1);
      // Once at the node front, once by the route: the app's own front does not ask a second time.
      expect(check).toHaveBeenCalledTimes(2);
    } finally {
      check.mockRestore();
    }
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
  });

  it("sends a kept public answer with its ETag, gzip bytes and 304, and passes the first visitor and HEAD on", async () => {
    const url = `${base}/api/products/${pharmacode}`;
    const built = await fetch(url, { headers: { "accept-encoding": "identity" } });
    const before = front.passedOn;
    const kept = await fetch(url, { headers: { "accept-encoding": "identity" } });
    expect(front.passedOn).toBe(before);
    expect(kept.status).toBe(200);
    expect(kept.headers.get("etag")).toBe(built.headers.get("etag"));
    expect(namesOf(kept)).toEqual(namesOf(built));
    const body = await kept.text();
    expect(body).toBe(await built.text());

    const zipped = await new Promise<Buffer>((resolve, reject) => {
      // fetch would unzip it: the bytes are checked as they travel.
      import("node:http").then(({ get }) =>
        get(url, { headers: { "accept-encoding": "gzip" } }, (res) => {
          expect(res.headers["content-encoding"]).toBe("gzip");
          const chunks: Buffer[] = [];
          res
            .on("data", (c: Buffer) => chunks.push(c))
            .on("end", () => resolve(Buffer.concat(chunks)))
            .on("error", reject);
        }),
      );
    });
    expect(gunzipSync(zipped).toString()).toBe(body);

    const notModified = await fetch(url, { headers: { "if-none-match": kept.headers.get("etag")! } });
    expect(notModified.status).toBe(304);
    expect(front.passedOn).toBe(before);

    const head = await fetch(url, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(front.passedOn).toBe(before + 1);
  });

  it("passes a kept answer on once the catalogue changed, and the visitor sees the new price", async () => {
    const url = `${base}/api/products/${pharmacode}`;
    await fetch(url);
    await t.deps.database.db.execute(sql`update articles set price_cents = 4321, original_price_cents = null where pharmacode = ${pharmacode}`);
    await vi.waitFor(
      async () => {
        const before = front.passedOn;
        const res = (await (await fetch(url)).json()) as { data: { product: { articles: { price: { currentPrice: number } }[] } } };
        expect(front.passedOn).toBe(before + 1);
        expect(res.data.product.articles[0]!.price.currentPrice).toBe(43.21);
      },
      { timeout: 2_000, interval: 10 },
    );
  });
});
