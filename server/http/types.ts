import type { Logger } from "pino";
import type { AppDeps } from "./deps.ts";

export type AppEnv = {
  Variables: {
    requestId: string;
    /** Per-request CSP nonce; the page renderer puts it on every inline script it emits. */
    secureHeadersNonce?: string;
    log: Logger;
    deps: AppDeps;
    /** The page route's pattern (`/product/:pharmacode`), set by the page renderer for the request metrics. */
    routePattern?: string;
  };
};
