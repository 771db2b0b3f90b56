import { FEED_PATH } from "#server/services/appointments/desk-feed.ts";

/**
 * The path as the request log writes it: never a secret (issue 27). Links carry their tokens in the query (reset,
 * verification, guest links), which is dropped; the calendar feed carries its token in the path, which is
 * replaced; and any other path segment that looks like a token (32 or more URL-safe base64 characters that are
 * neither a UUID nor a hyphenated slug) is replaced as well, so a route added later cannot leak one either.
 */
const REDACTED = "[redacted]";
const TOKEN_LIKE = /^[A-Za-z0-9_-]{32,}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)+$/;

const looksSecret = (stem: string) => TOKEN_LIKE.test(stem) && !UUID.test(stem) && !SLUG.test(stem);

function redactSegment(segment: string): string {
  const dot = segment.indexOf(".");
  const [stem, extension] = dot > 0 ? [segment.slice(0, dot), segment.slice(dot)] : [segment, ""];
  return looksSecret(stem) ? REDACTED + extension : segment;
}

export function loggedPath(path: string): string {
  const bare = path.split(/[?#]/, 1)[0]!;
  if (bare.startsWith(`${FEED_PATH}/`)) return `${FEED_PATH}/${REDACTED}`;
  return bare.split("/").map(redactSegment).join("/");
}
