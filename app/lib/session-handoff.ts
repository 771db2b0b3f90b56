import { HANDOFF_MARKER_COOKIE, HANDOFF_PATH } from "#contracts/session-handoff.ts";
import { readCookie } from "./cookies.ts";
import { setToken } from "./session.ts";

let pickUp: Promise<void> | null = null;

/**
 * Picks up a login the page's action made for a form sent before the scripts ran (contracts/session-handoff.ts):
 * when the marker cookie says one waits, the token is fetched once from its HttpOnly cookie and stored where the
 * spec keeps it. Resolves at once when nothing waits; never rejects (no token then, as before the login).
 */
export function pickUpHandedOverSession(): Promise<void> {
  if (typeof document === "undefined" || readCookie(document.cookie, HANDOFF_MARKER_COOKIE) === null) return pickUp ?? Promise.resolve();
  pickUp ??= (async () => {
    try {
      const res = await fetch(HANDOFF_PATH, { method: "POST", credentials: "same-origin", headers: { accept: "application/json" } });
      const body = (await res.json()) as { success?: boolean; data?: { token?: unknown } };
      if (res.ok && body.success && typeof body.data?.token === "string") setToken(body.data.token);
    } catch {
      // Network trouble: the marker stays for the next page until it expires.
    } finally {
      pickUp = null;
    }
  })();
  return pickUp;
}
