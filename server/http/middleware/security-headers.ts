import { createHash } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { SESSION_MARK_SCRIPT } from "#contracts/session-mark.ts";
import { NONCE, secureHeaders } from "hono/secure-headers";
import type { AppEnv } from "../types.ts";

/**
 * Security headers on every response. Pages, images and scripts: scripts run only from our origin or with the
 * per-request nonce the page renderer stamps on its own inline scripts, so injected markup cannot execute.
 * The map on the home page is an OpenStreetMap embed, the only third-party frame.
 * API answers (JSON, the calendar feed) are never documents: they get the short set OWASP's REST Security
 * Cheat Sheet names, with a policy that lets nothing load should a browser ever render one. The document-only
 * headers (a nonce, permissions, opener and XSS-filter settings) would only add 700 bytes to every answer.
 */
export function securityHeaders({ dev }: { dev: boolean }): MiddlewareHandler<AppEnv> {
  const pages = pageHeaders(dev);
  return (c, next) => (c.req.path.startsWith("/api/") ? apiHeaders(c, next) : pages(c, next));
}

const apiHeaders = secureHeaders({
  contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  xFrameOptions: "DENY",
  xContentTypeOptions: "nosniff",
  // Keeps other sites' pages from loading an answer as a no-cors subresource.
  crossOriginResourcePolicy: "same-origin",
  referrerPolicy: false,
  strictTransportSecurity: false,
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
  permissionsPolicy: {},
});

// The pre-paint session mark (contracts/session-mark.ts), allowed by its hash: this text and nothing else.
const SESSION_MARK_HASH = `'sha256-${createHash("sha256").update(SESSION_MARK_SCRIPT).digest("base64")}'`;

function pageHeaders(dev: boolean): MiddlewareHandler<AppEnv> {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      // Vite's dev server injects inline module scripts and talks over a WebSocket; production never does.
      scriptSrc: dev ? ["'self'", "'unsafe-inline'"] : ["'self'", NONCE, SESSION_MARK_HASH],
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
