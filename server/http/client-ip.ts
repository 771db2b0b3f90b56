import { isIP } from "node:net";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import type { AppEnv } from "./types.ts";
import { normalizeAddress, type TrustedProxies } from "./trusted-proxies.ts";

/**
 * The client behind a chain of proxies: X-Forwarded-For is read only when the socket peer is a trusted proxy,
 * and then from the right, skipping our own proxies: the first address no proxy of ours vouches for is the
 * client. Entries left of it were written by the client and prove nothing, so a made-up header cannot move a
 * shopper into a fresh per-IP budget.
 * `peer` is undefined for in-process requests (app.request in tests): those come from our own code and
 * stand for a trusted proxy.
 */
export function resolveClientIp(peer: string | undefined, forwarded: string | undefined, trusted: TrustedProxies): string {
  const self = peer === undefined ? undefined : normalizeAddress(peer);
  if (forwarded && trusted.setting !== "off" && (self === undefined || trusted.trusts(self))) {
    const hops = forwarded.split(",").map((s) => s.trim()).filter(Boolean);
    for (let i = hops.length - 1; i >= 0; i--) {
      const hop = normalizeAddress(hops[i]);
      // Cut to a plausible length: a proxy passes on whatever the client wrote left of its own entry.
      if (!trusted.trusts(hop) || i === 0) return hop.slice(0, 64);
    }
  }
  return self ?? "unknown";
}

/** The address a per-IP rate limit counts (TRUST_PROXY decides whose X-Forwarded-For counts). */
export function clientIp(c: Context<AppEnv>): string {
  let peer: string | undefined;
  try {
    peer = getConnInfo(c).remote.address;
  } catch {
    peer = undefined;
  }
  return resolveClientIp(peer, c.req.header("x-forwarded-for"), c.get("deps").env.trustProxy);
}

/**
 * What a per-IP limit counts: the address itself for IPv4, the /64 network for IPv6. One household or one
 * rented server holds a whole /64 and could otherwise step through fresh addresses for fresh budgets.
 */
export function rateLimitNetwork(address: string): string {
  if (isIP(address) !== 6 || address.includes(".")) return address;
  const [head, tail] = address.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill("0"), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(":")}::/64`;
}
