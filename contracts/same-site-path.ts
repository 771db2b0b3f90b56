/**
 * The one rule for following a return address that came from outside (`?redirect=` of the login page, the
 * cookie notice's `returnTo`): every place that sends the browser to such a value takes it through
 * sameSitePath, on the server and in the browser alike.
 *
 * The value is read as the browser's URL parser reads it (WHATWG URL: dot segments and their encodings `%2e`
 * resolved, `/a/..//x` collapsing to `//x`), and only a path of this origin is kept, in that resolved form. A
 * resolved path starting with `//` is refused: written into a Location header or a link it is another host.
 * Refused before parsing: anything not starting with `/`, a backslash (a slash to the parser), any control
 * character (tab, CR and LF are dropped by the parser, so `/\t/x` is `//x`). The value once percent-decoded
 * must pass the same rule, so that a later decoding step (a router, a proxy) cannot turn `/%2F/x` into `//x`.
 */

// Any origin would do: only whether the value stays on it, and its path, query and hash, are read.
const PROBE_ORIGIN = "http://same-site.invalid";
const MAX_LENGTH = 2000;
// Matching control characters is the point of this pattern.
// eslint-disable-next-line no-control-regex
const NEVER_IN_A_RETURN_PATH = /[\u0000-\u001f\u007f\\]/;

function resolveOnSite(value: string): URL | null {
  if (!value.startsWith("/") || NEVER_IN_A_RETURN_PATH.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return null;
  }
  return url.origin === PROBE_ORIGIN && !url.pathname.startsWith("//") ? url : null;
}

/**
 * The same-origin path `value` leads to (resolved and percent-encoded: path, query, hash), or null when it
 * could lead anywhere else or is not a path at all. Callers fall back on their default page.
 */
export function sameSitePath(value: unknown): string | null {
  if (typeof value !== "string" || value.length > MAX_LENGTH) return null;
  const url = resolveOnSite(value);
  if (!url) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return null;
  }
  if (!resolveOnSite(decoded)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
