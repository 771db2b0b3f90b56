import type { MiddlewareHandler } from "hono";
import type { Logger } from "pino";
import type { AppDeps } from "./deps.ts";

export type AppEnv = {
  Variables: {
    requestId: string;
    /** Per-request CSP nonce; the page renderer puts it on every inline script it emits. */
    secureHeadersNonce?: string;
    /**
     * Set for a page served from kept bytes (page-cache.ts), rendered without a nonce: the CSP sources of its
     * inline scripts (`'sha256-…' …`), which take the nonce's place in its policy.
     */
    scriptHashes?: string;
    log: Logger;
    deps: AppDeps;
    /** The public cache's build (public-cache.ts), which a route's `kept` runs; set by the app for every request. */
    keepAnswer?: MiddlewareHandler<AppEnv>;
    /** Set by the public cache's build: this answer's route declared it kept (the front learns the chain's headers from it). */
    kept?: true;
    /** Set by a kept route whose answer shows one product only (its detail): the answer outlives changes to others. */
    keptProduct?: number;
    /** The page route's pattern (`/product/:pharmacode`), set by the page renderer for the request metrics. */
    routePattern?: string;
  };
};
