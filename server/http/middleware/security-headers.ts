import { createHash } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { HEAD_SCRIPT } from "#contracts/session-mark.ts";
import { NONCE, secureHeaders } from "hono/secure-headers";
import type { AppEnv } from "../types.ts";

/**
 * Security headers on every response. Pages, images and scripts: scripts run only from our origin or with the
 * per-request nonce the page renderer stamps on its own inline scripts, so injected markup cannot execute.
 * The map on the home page is an OpenStreetMap embed, the only third-party frame.
 * API answers (JSON, the calendar feed) are never documents: they get the short set OWASP's REST Security
 * Cheat Sheet names, with a policy that lets nothing load should a browser ever render one. The document-only
 * headers (a nonce, permissions, opener and XSS-filter settings) would only add 700 bytes to every answer.
 * A header an API route set itself wins over this set (a prescription download's sandboxing policy): the route
 * knows what it sends, the set is the default for the rest.
 */
export function securityHeaders({ dev }: { dev: boolean }): MiddlewareHandler<AppEnv> {
  const pages = pageHeaders(dev);
  return async (c, next) => {
    if (c.req.path.startsWith("/api/")) return apiHeaders(c, next);
    await pages(c, next);
    // A page kept as bytes for every anonymous visitor (page-cache.ts) was rendered without a nonce: its own
    // inline scripts are allowed by their hashes instead, the policy otherwise the same.
    const scriptHashes = c.get("scriptHashes");
    if (scriptHashes !== undefined && !dev) c.res.headers.set("Content-Security-Policy", pagePolicyWithScripts(scriptHashes));
  };
}

const apiHeaders = secureHeaders({
  overwrite: false,
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

// The head script (session mark and first-second recorder, contracts/session-mark.ts), allowed by its hash: this text and nothing else.
const HEAD_SCRIPT_HASH = `'sha256-${createHash("sha256").update(HEAD_SCRIPT).digest("base64")}'`;

/**
 * The production page policy. script-src: our origin, the session mark's hash, and `inline` (this answer's nonce,
 * or the hashes of the inline scripts of a kept page). Styles may be inline: components set style attributes, and
 * no style can run script.
 */
function pageDirectives(inline: string | typeof NONCE) {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", inline, HEAD_SCRIPT_HASH],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", "data:", "blob:"],
    fontSrc: ["'self'"],
    connectSrc: ["'self'"],
    frameSrc: ["https://www.openstreetmap.org"],
    frameAncestors: ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
  };
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * The page policy as secureHeaders writes it, with `scriptHashes` (`'sha256-…' 'sha256-…'`, may be empty) in the
 * nonce's place: the header of a page served from kept bytes (page-cache.ts). tests/api/page-bytes.test.ts checks
 * that it equals the nonce policy but for that one source.
 */
export function pagePolicyWithScripts(scriptHashes: string): string {
  // The session mark is one of the page's inline scripts, and named once already.
  const others = scriptHashes.split(" ").filter((source) => source !== "" && source !== HEAD_SCRIPT_HASH).join(" ");
  return Object.entries(pageDirectives(others))
    .map(([name, values]) => [kebab(name), ...values.filter((value) => value !== "")].join(" "))
    .join("; ");
}

function pageHeaders(dev: boolean): MiddlewareHandler<AppEnv> {
  // Vite's dev server injects inline module scripts and talks over a WebSocket; production never does.
  const devDirectives = { ...pageDirectives(NONCE), scriptSrc: ["'self'", "'unsafe-inline'"], connectSrc: ["'self'", "ws:", "wss:"] };
  return secureHeaders({
    contentSecurityPolicy: dev ? devDirectives : pageDirectives(NONCE),
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
