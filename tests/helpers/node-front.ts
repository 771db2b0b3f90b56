import type { Server } from "node:http";
import { getRequestListener } from "@hono/node-server";
import { boundPort, listen } from "#server/http/serve.ts";
import { seedTestCatalogue } from "./catalogue.ts";
import { createTestApp, type TestApp } from "./test-app.ts";

export type FrontedApp = {
  t: TestApp;
  port: number;
  /** http://127.0.0.1:<port> */
  base: string;
  /** How many requests the node-level front has passed on to the app so far. */
  readonly passedOn: number;
  /** A bestseller of the seeded catalogue, for the product pages and answers the tests ask for. */
  pharmacode: number;
  close: () => Promise<void>;
};

/**
 * A test app with a small seeded catalogue, listening on a free port through its node-level front as
 * server/main.ts composes them, counting what the front passes on to the app. `beforeListen` mounts what else
 * the app should serve (the frontend for the page tests).
 */
export async function listenThroughNodeFront(beforeListen?: (t: TestApp) => void | Promise<void>): Promise<FrontedApp> {
  const t = await createTestApp();
  let server: Server | undefined;
  let passedOn = 0;
  try {
    await seedTestCatalogue(t, 60);
    await beforeListen?.(t);
    const listener = getRequestListener(t.app.fetch);
    server = await listen(
      (req, res) =>
        t.nodeFront(req, res, () => {
          passedOn++;
          void listener(req, res);
        }),
      { port: 0, host: "127.0.0.1" },
    );
    const port = boundPort(server);
    const best = await t.call("GET", "/api/getAllProductsFromBestSeller?limit=1");
    const opened = server;
    return {
      t,
      port,
      base: `http://127.0.0.1:${port}`,
      get passedOn() {
        return passedOn;
      },
      pharmacode: best.body.data.products[0].pharmacode,
      close: async () => {
        await new Promise((resolve) => opened.close(resolve));
        await t.close();
      },
    };
  } catch (error) {
    await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
    await t.close();
    throw error;
  }
}
