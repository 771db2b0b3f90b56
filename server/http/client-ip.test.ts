import { describe, expect, it } from "vitest";
import { rateLimitNetwork, resolveClientIp } from "./client-ip.ts";
import { parseTrustedProxies } from "./trusted-proxies.ts";

const loopback = parseTrustedProxies("loopback");

describe("TRUST_PROXY", () => {
  it("trusts loopback by default, IPv4, IPv6 and IPv4-mapped", () => {
    for (const address of ["127.0.0.1", "127.8.9.10", "::1", "::ffff:127.0.0.1", "::ffff:7f00:1"]) expect(loopback.trusts(address), address).toBe(true);
    for (const address of ["172.17.0.1", "10.0.0.2", "192.168.1.1", "fd00::1", "::ffff:10.0.0.2", "2001:db8::1"]) expect(loopback.trusts(address), address).toBe(false);
  });

  it("reads a list of addresses and CIDR ranges, with loopback as a name", () => {
    const trusted = parseTrustedProxies(" 10.0.0.0/8, 2001:db8::/32 ,192.0.2.7,loopback");
    expect(trusted.trusts("10.200.3.4")).toBe(true);
    expect(trusted.trusts("::ffff:10.1.2.3")).toBe(true);
    expect(trusted.trusts("2001:db8:1::5")).toBe(true);
    expect(trusted.trusts("192.0.2.7")).toBe(true);
    expect(trusted.trusts("192.0.2.8")).toBe(false);
    expect(trusted.trusts("127.0.0.1")).toBe(true);
    expect(trusted.trusts("11.0.0.1")).toBe(false);
    expect(trusted.trusts("not-an-ip")).toBe(false);
  });

  it("refuses what is not an address or range, naming it", () => {
    expect(() => parseTrustedProxies("10.0.0.0/33")).toThrow(/"10.0.0.0\/33"/);
    expect(() => parseTrustedProxies("private")).toThrow(/"private" is not an IP address/);
    expect(() => parseTrustedProxies("1.2.3.4/8/9")).toThrow();
    expect(() => parseTrustedProxies("::1/129")).toThrow();
  });
});

describe("the client address", () => {
  const list = parseTrustedProxies("10.0.0.0/8");

  it("ignores X-Forwarded-For from a peer that is not a trusted proxy (Docker's gateway, no proxy)", () => {
    expect(resolveClientIp("172.17.0.1", "1.2.3.4", loopback)).toBe("172.17.0.1");
    expect(resolveClientIp("203.0.113.9", "127.0.0.1", loopback)).toBe("203.0.113.9");
  });

  it("takes the right-most address that is not one of our proxies", () => {
    expect(resolveClientIp("127.0.0.1", "198.51.100.1", loopback)).toBe("198.51.100.1");
    // The client made up the first entry; our proxy appended the real one.
    expect(resolveClientIp("127.0.0.1", "9.9.9.9, 198.51.100.1", loopback)).toBe("198.51.100.1");
    // Two of our proxies in a row: both are skipped.
    expect(resolveClientIp("10.0.0.5", "6.6.6.6, 198.51.100.2, 10.0.0.9", list)).toBe("198.51.100.2");
    expect(resolveClientIp("::ffff:10.0.0.5", "198.51.100.3,::ffff:10.1.1.1", list)).toBe("198.51.100.3");
  });

  it("uses the peer without a header, and the left-most entry when every entry is ours", () => {
    expect(resolveClientIp("::ffff:203.0.113.4", undefined, loopback)).toBe("203.0.113.4");
    expect(resolveClientIp("10.0.0.5", "10.0.0.7, 10.0.0.6", list)).toBe("10.0.0.7");
  });

  it("never reads the header when the setting is off", () => {
    const off = parseTrustedProxies("off");
    expect(resolveClientIp("127.0.0.1", "198.51.100.1", off)).toBe("127.0.0.1");
  });

  it("treats an in-process request (no socket) as coming from a trusted proxy", () => {
    expect(resolveClientIp(undefined, "1.1.1.1, 198.51.100.7", loopback)).toBe("198.51.100.7");
    expect(resolveClientIp(undefined, undefined, loopback)).toBe("unknown");
  });
});

describe("what a per-IP limit counts", () => {
  it("is the address for IPv4 and the /64 network for IPv6", () => {
    expect(rateLimitNetwork("203.0.113.5")).toBe("203.0.113.5");
    expect(rateLimitNetwork("2001:db8:aa:bb:1:2:3:4")).toBe("2001:db8:aa:bb::/64");
    expect(rateLimitNetwork("2001:0db8:00aa:00bb::ffff")).toBe("2001:db8:aa:bb::/64");
    expect(rateLimitNetwork("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(rateLimitNetwork("::1")).toBe("0:0:0:0::/64");
    expect(rateLimitNetwork("unknown")).toBe("unknown");
  });
});
