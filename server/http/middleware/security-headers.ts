import type { MiddlewareHandler } from "hono";
import { NONCE, secureHeaders } from "hono/secure-headers";
import type { AppEnv } from "../types.ts";

/**
 * Security headers on every response. Scripts run only from our origin or with the per-request nonce
 * the page renderer stamps on its own inline scripts, so injected markup cannot execute.
 * The map on the home page is an OpenStreetMap embed, the only third-party frame.
 */
export function securityHeaders({ dev }: { dev: boolean }): MiddlewareHandler<AppEnv> {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      // Vite's dev server injects inline module scripts and talks over a WebSocket; production never does.
      scriptSrc: dev ? ["'self'", "'unsafe-inline'"] : ["'self'", NONCE],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:"],
      fontSrc: ["'self'"],
      connectSrc: dev ? ["'self'", "ws:", "wss:"] : ["'self'"],
      frameSrc: ["https://www.openstreetmap.org"],
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
    },
    xFrameOptions: "DENY",
    referrerPolicy: "strict-origin-when-cross-origin",
    xContentTypeOptions: "nosniff",
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: "same-origin",
    crossOriginOpenerPolicy: "same-origin",
    permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
  });
}
