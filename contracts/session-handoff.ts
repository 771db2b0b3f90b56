/**
 * The login a browser sent before its scripts ran (record 026, "Forms that carry a secret"): the page's action logs
 * in and hands the token to the page in two cookies, because the spec keeps the token in local storage, which only
 * a script can write. The token's cookie is HttpOnly, SameSite=Strict and sent to the one call that hands it over
 * (`POST /api/authentication/session-handoff`), which clears both; the marker cookie, which holds nothing, tells the
 * page's script that there is something to pick up. Both last a few minutes: with scripts blocked the token is
 * never picked up and goes with them.
 */
export const HANDOFF_COOKIE = "sessionHandoff";
export const HANDOFF_MARKER_COOKIE = "sessionHandoffPending";
export const HANDOFF_PATH = "/api/authentication/session-handoff";
export const HANDOFF_SECONDS = 300;

const attributes = (path: string, maxAge: number, secure: boolean, httpOnly: boolean) =>
  `; Max-Age=${maxAge}; Path=${path}; SameSite=Strict${httpOnly ? "; HttpOnly" : ""}${secure ? "; Secure" : ""}`;

/** The two `Set-Cookie` values that hand `token` over; `secure` when the shop is served over HTTPS. */
export function handoffCookies(token: string, secure: boolean): [string, string] {
  return [
    `${HANDOFF_COOKIE}=${encodeURIComponent(token)}${attributes(HANDOFF_PATH, HANDOFF_SECONDS, secure, true)}`,
    `${HANDOFF_MARKER_COOKIE}=1${attributes("/", HANDOFF_SECONDS, secure, false)}`,
  ];
}

/** The two `Set-Cookie` values that remove them (same names and paths). */
export function clearedHandoffCookies(secure: boolean): [string, string] {
  return [`${HANDOFF_COOKIE}=${attributes(HANDOFF_PATH, 0, secure, true)}`, `${HANDOFF_MARKER_COOKIE}=${attributes("/", 0, secure, false)}`];
}
