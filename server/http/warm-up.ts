import type { Logger } from "pino";
import type { App } from "./app.ts";

/**
 * Reads that a fresh process answers slowly the first time: the database's catalog and plan caches and the
 * JavaScript of the read paths are cold. On PGlite the first search of a new process took 130 ms instead of
 * 20 ms (docs/decisions/005-search.md). The home page's bestseller list touches the product tables the
 * search pages read; the search for a word no product holds runs the search path without reading any
 * shopper's query, so no count of a real search is cached here.
 */
const WARM_UP_PATHS = [
  "/api/getAllProductsFromBestSeller?limit=20",
  "/api/search?searchTerms=zzzqx&limit=5",
  "/api/search?searchTerms=zzzqx&limit=20&page=1",
];

/**
 * One round warms the database; the JavaScript of the read paths needs a few before it is compiled. With one
 * round, the bench's first searches (Ibuprofen, Magnesium) took 44–52 ms on PGlite; with five, under 35 ms.
 */
const WARM_UP_ROUNDS = 5;

/** Sends the warm-up reads through the app before it takes traffic. Never fails the start: it is only speed. */
export async function warmUp(app: App, logger?: Logger): Promise<void> {
  const started = performance.now();
  for (let round = 0; round < WARM_UP_ROUNDS; round += 1) {
    let failed = false;
    for (const path of WARM_UP_PATHS) {
      try {
        const res = await app.request(path);
        await res.arrayBuffer();
        if (!res.ok) {
          failed = true;
          logger?.warn({ path, status: res.status }, "warm-up read failed");
        }
      } catch (error) {
        failed = true;
        logger?.warn({ path, err: error }, "warm-up read failed");
      }
    }
    // A database that fails now will not be warmed by asking again; the start goes on.
    if (failed) break;
  }
  logger?.info({ ms: Math.round(performance.now() - started) }, "warmed up");
}
