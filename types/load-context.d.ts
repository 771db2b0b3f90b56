import type { Logger } from "pino";
import type { Services } from "../server/services/container.ts";

declare module "react-router" {
  /** What the Hono server hands every loader and action (server/http/frontend.ts). */
  interface AppLoadContext {
    nonce?: string;
    services: Services;
    requestId: string;
    /** The request's logger (pino, tagged with the request id): loaders log their failures here. */
    log: Logger;
    /**
     * PUBLIC_URL, without a trailing slash: the origin of every absolute link a page writes (canonical, og:image,
     * sitemap, JSON-LD). Never the request's Host, which the client chooses (issue 27).
     */
    publicUrl: string;
    /**
     * One call of this server's own API, in process, as the browser's request would have made it (its client
     * address and language): a page's form action for a browser whose scripts have not run (record 026), so the
     * call keeps the API's rate limits, checks and texts.
     */
    callApi: (path: string, init: { method: "GET" | "POST"; body?: unknown; query?: Record<string, string> }) => Promise<Response>;
  }
}

export {};
