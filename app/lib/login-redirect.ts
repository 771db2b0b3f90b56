/**
 * Sending a guest to log in and back (issue 30): every page that sends a shopper to /loginpage names where
 * they were (`?redirect=`), and what they had started (the heart, "In den Warenkorb") waits in this tab's
 * session storage until they are back, logged in (PendingActionRunner).
 */
import { sameSitePath } from "#contracts/same-site-path.ts";

export const LOGIN_PATH = "/loginpage";
export const REDIRECT_PARAM = "redirect";
const PENDING_KEY = "pendingAction";
/** A started action older than this is forgotten: the shopper has moved on. */
const PENDING_MAX_AGE_MS = 30 * 60_000;

/**
 * The path to return to after login, or null when the value is not a path of this site (the one same-site rule,
 * contracts/same-site-path.ts: `//evil.example`, `/.//evil.example`, `/\evil.example`, `https://evil.example`
 * and `javascript:` are refused) or leads back to the login page, which is no place to return to.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  const path = sameSitePath(value);
  if (path === null) return null;
  // As the router matches it: case-insensitive, decoded, a trailing slash ignored.
  let pathname = path.replace(/[?#].*$/s, "");
  try {
    pathname = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  return pathname.toLowerCase().replace(/\/+$/, "") === LOGIN_PATH ? null : path;
}

/** The login page's address that brings the shopper back to `returnTo` (when it is a path of this site). */
export function loginHref(returnTo: string): string {
  const path = safeReturnPath(returnTo);
  return path ? `${LOGIN_PATH}?${new URLSearchParams({ [REDIRECT_PARAM]: path })}` : LOGIN_PATH;
}

/** The login page for the page the browser shows now. */
export function loginHrefHere(): string {
  if (typeof window === "undefined") return LOGIN_PATH;
  const { pathname, search, hash } = window.location;
  return loginHref(`${pathname}${search}${hash}`);
}

/** What a guest started before being sent to log in. */
export type PendingAction = { kind: "favourite"; pharmacode: number } | { kind: "cart"; pharmacode: number; quantity: number };
type Stored = PendingAction & { path: string; at: number };

export function rememberPendingAction(action: PendingAction, path: string, now = Date.now()): void {
  try {
    window.sessionStorage.setItem(PENDING_KEY, JSON.stringify({ ...action, path, at: now } satisfies Stored));
  } catch {
    // Storage disabled: the shopper still comes back, only the action is not repeated.
  }
}

/** The action started on `path`, removed from storage so that it runs once; null when there is none (or it is stale). */
export function takePendingAction(path: string, now = Date.now()): PendingAction | null {
  let stored: Stored;
  try {
    const raw = window.sessionStorage.getItem(PENDING_KEY);
    if (!raw) return null;
    stored = JSON.parse(raw) as Stored;
    if (stored.path !== path) return null;
    window.sessionStorage.removeItem(PENDING_KEY);
  } catch {
    return null;
  }
  if (typeof stored.at !== "number" || now - stored.at > PENDING_MAX_AGE_MS || !Number.isInteger(stored.pharmacode)) return null;
  if (stored.kind === "favourite") return { kind: "favourite", pharmacode: stored.pharmacode };
  if (stored.kind === "cart" && Number.isInteger(stored.quantity) && stored.quantity >= 1) return { kind: "cart", pharmacode: stored.pharmacode, quantity: stored.quantity };
  return null;
}

/** Sends a guest to log in, back to this page afterwards, with the action they started to be done there. */
export function sendToLogin(navigate: (to: string) => unknown, action?: PendingAction): void {
  const { pathname, search } = window.location;
  if (action) rememberPendingAction(action, pathname + search);
  void navigate(loginHrefHere());
}
