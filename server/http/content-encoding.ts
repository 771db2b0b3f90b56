/**
 * The one Accept-Encoding negotiation for answers kept as bytes (page-cache.ts: brotli, gzip and plain;
 * public-cache.ts: gzip and plain). The compress middleware negotiates for itself, by the same rules.
 *
 * RFC 9110 §12.5.3: each coding may carry a weight; q=0 refuses it; `*` stands for every coding not named;
 * names are case-insensitive. A weight that is not a number refuses its coding (the plain bytes are always
 * acceptable). Of the acceptable codings the server's order decides (brotli is smaller than gzip whatever the
 * client's weights), and identity is the answer when none is.
 */

export type ContentEncoding = "br" | "gzip" | "identity";
type Coding = Exclude<ContentEncoding, "identity">;

const SERVER_ORDER: readonly Coding[] = ["br", "gzip"];

/** Each named coding's weight, lower-cased; a broken weight counts as 0. */
function weights(acceptEncoding: string): Map<string, number> {
  const byName = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [name = "", ...params] = part.split(";").map((piece) => piece.trim());
    if (name === "") continue;
    let q = 1;
    for (const param of params) {
      const match = /^q\s*=\s*(.*)$/i.exec(param);
      if (match) q = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/.test(match[1]!) ? Number(match[1]) : 0;
    }
    byName.set(name.toLowerCase(), q);
  }
  return byName;
}

/** The coding to send of those `offered` (default: brotli and gzip): see the module's comment. */
export function chooseEncoding(acceptEncoding: string | undefined, offered: readonly Coding[] = SERVER_ORDER): ContentEncoding {
  if (!acceptEncoding) return "identity";
  const byName = weights(acceptEncoding);
  const wildcard = byName.get("*") ?? 0;
  for (const coding of SERVER_ORDER) {
    if (offered.includes(coding) && (byName.get(coding) ?? wildcard) > 0) return coding;
  }
  return "identity";
}
