import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

// Loopback and private ranges: a peer there is our own load balancer or proxy, not a shopper.
const PRIVATE = /^(127\.|10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|::1$|fc|fd|::ffff:(127|10|192\.168)\.)/i;

/**
 * The address a rate limit counts. X-Forwarded-For is trusted only when the socket peer is a private
 * address (our own proxy), and then only its last entry, the one that proxy appended itself: a client
 * cannot dodge the per-IP limits by sending a made-up header.
 */
export function clientIp(c: Context): string {
  let peer: string | undefined;
  try {
    peer = getConnInfo(c).remote.address;
  } catch {
    // app.request() in tests has no socket: then the forwarded header stands in for the proxy's.
    peer = undefined;
  }
  const forwarded = c.req.header("x-forwarded-for");
  if (forwarded && (peer === undefined || PRIVATE.test(peer))) {
    const last = forwarded.split(",").map((s) => s.trim()).filter(Boolean).at(-1);
    if (last) return last;
  }
  return peer ?? "unknown";
}
