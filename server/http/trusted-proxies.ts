import { BlockList, isIP } from "node:net";

/**
 * TRUST_PROXY: which socket peers are our own reverse proxies, whose X-Forwarded-For is believed.
 * `loopback` (the default: a proxy on the same host), `off` (the header is never read), or a comma-separated
 * list of addresses and CIDR ranges, IPv4 or IPv6, where `loopback` may stand for 127.0.0.0/8 and ::1.
 * Private ranges are not trusted by default: behind Docker's published port every client arrives from the
 * bridge's gateway (172.17.0.1) with no proxy in between and could name its own address.
 */
export type TrustedProxies = {
  /** The setting as written, for logs and tests. */
  readonly setting: string;
  /** Whether an address (IPv4, IPv6 or IPv4-mapped IPv6) is one of our proxies. */
  trusts: (address: string) => boolean;
};

const LOOPBACK: [string, number, "ipv4" | "ipv6"][] = [
  ["127.0.0.0", 8, "ipv4"],
  ["::1", 128, "ipv6"],
];

/** `::ffff:10.0.0.1` and `10.0.0.1` are one peer; a zone id (`fe80::1%eth0`) names no other host. */
export function normalizeAddress(address: string): string {
  const plain = address.trim().replace(/%.*$/, "");
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(plain);
  return mapped ? mapped[1] : plain;
}

/** Parses the setting; throws with a readable message naming the first entry that is not an address or range. */
export function parseTrustedProxies(setting: string): TrustedProxies {
  const list = new BlockList();
  const value = setting.trim().toLowerCase();
  if (value === "off") return { setting: "off", trusts: () => false };
  for (const raw of value.split(",").map((s) => s.trim()).filter(Boolean)) {
    if (raw === "loopback") {
      for (const [net, prefix, type] of LOOPBACK) list.addSubnet(net, prefix, type);
      continue;
    }
    const [address, prefixText, extra] = raw.split("/");
    const ip = normalizeAddress(address);
    const version = isIP(ip);
    const max = version === 4 ? 32 : 128;
    const prefix = prefixText === undefined ? max : Number(prefixText);
    if (version === 0 || extra !== undefined || !/^\d{1,3}$/.test(prefixText ?? String(max)) || prefix > max) {
      throw new Error(`"${raw}" is not an IP address or CIDR range (use loopback, off, or a list such as 10.0.0.0/8, ::1)`);
    }
    list.addSubnet(ip, prefix, version === 4 ? "ipv4" : "ipv6");
  }
  return {
    setting: value || "loopback",
    trusts(address) {
      const ip = normalizeAddress(address);
      const version = isIP(ip);
      return version !== 0 && list.check(ip, version === 4 ? "ipv4" : "ipv6");
    },
  };
}
