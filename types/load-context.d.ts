import type { Services } from "../server/services/container.ts";

declare module "react-router" {
  /** What the Hono server hands every loader and action (server/http/frontend.ts). */
  interface AppLoadContext {
    nonce?: string;
    services: Services;
    requestId: string;
  }
}

export {};
