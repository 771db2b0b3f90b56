import { isbot } from "isbot";
import type { ChangeFeed } from "#server/db/change-feed.ts";

/**
 * Pages whose render is the same for every anonymous visitor until the catalogue changes: the home page and
 * the product pages. Their loaders read the catalogue, the address (origin and path) and, in the root
 * loader, only whether a consent choice was made (the cookie notice).
 */
const CACHED_PAGES = /^\/(?:product\/\d+)?$/;
const CONSENT_COOKIE = "cookieConsent";
const MAX_KEY_LENGTH = 1024;

type Entry = { generation: number; keptAt: number; status: number; headers: [string, string][]; parts: string[] };

/**
 * A loader that met a failing database renders a page without that part (and status 200); such a page is
 * served at most this long, not until the next change.
 */
const MAX_AGE_MS = 60_000;
/** React's mark of a boundary left to the browser because its server render failed or timed out. */
const CLIENT_RENDERED = "<!--$!";

/**
 * The part of the request a cached page may depend on, or null when it must be rendered for this request
 * alone: any cookie but the consent choice, or credentials, might personalise it.
 */
function pageKey(request: Request, url: URL): string | null {
  if (request.method !== "GET" || !CACHED_PAGES.test(url.pathname)) return null;
  if (request.headers.has("authorization")) return null;
  let consent = "";
  const cookie = request.headers.get("cookie");
  if (cookie) {
    for (const part of cookie.split(";")) {
      if (part.trim() === "") continue;
      const index = part.indexOf("=");
      if (index < 0 || part.slice(0, index).trim() !== CONSENT_COOKIE) return null;
      consent = part.slice(index + 1).trim();
    }
  }
  // Bots get the whole document at once (entry.server.tsx), people a streamed one: two renders.
  const bot = isbot(request.headers.get("user-agent") ?? "") ? "bot" : "browser";
  const key = `${url.origin}${url.pathname}${url.search}|${bot}|${consent}`;
  return key.length > MAX_KEY_LENGTH ? null : key;
}

export type PageCache = {
  /** The page for this request: from memory with this request's nonce, or rendered (and kept when it may be). */
  serve: (request: Request, nonce: string | undefined, render: () => Promise<Response>) => Promise<Response>;
};

/**
 * Anonymous renders of the pages above, one per change-feed generation and request key, kept as the text
 * between the occurrences of the nonce it was rendered with: each answer carries its own request's nonce (the
 * one in its CSP header), so a kept page never reuses one. Only complete 200 pages without Set-Cookie are
 * kept, for at most MAX_AGE_MS.
 */
export function createPageCache(changes: ChangeFeed, { maxEntries = 200 }: { maxEntries?: number } = {}): PageCache {
  const entries = new Map<string, Entry>();
  changes.onChange(() => entries.clear());

  const respond = (entry: Entry, nonce: string) =>
    new Response(entry.parts.join(nonce), { status: entry.status, headers: entry.headers });

  return {
    async serve(request, nonce, render) {
      const generation = changes.generation();
      const key = nonce && nonce.length >= 16 && generation !== null ? pageKey(request, new URL(request.url)) : null;
      if (key === null || generation === null || !nonce) return render();
      const hit = entries.get(key);
      if (hit && hit.generation === generation && performance.now() - hit.keptAt < MAX_AGE_MS) {
        entries.delete(key);
        entries.set(key, hit);
        return respond(hit, nonce);
      }
      const res = await render();
      if (res.status !== 200 || !res.body || res.headers.has("set-cookie")) return res;
      // The visitor gets the stream as it renders; the copy is kept once complete.
      const [toVisitor, toCache] = res.body.tee();
      void new Response(toCache).text().then(
        (html) => {
          if (changes.generation() !== generation || html.includes(CLIENT_RENDERED)) return;
          if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
          const headers = [...res.headers.entries()].filter(([name]) => name !== "content-length");
          entries.set(key, { generation, keptAt: performance.now(), status: res.status, headers, parts: html.split(nonce) });
        },
        () => {},
      );
      return new Response(toVisitor, { status: res.status, headers: res.headers });
    },
  };
}
