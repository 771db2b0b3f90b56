/**
 * Sending a guest to log in and back (issue 30): every page that sends a shopper to /loginpage names where
 * they were (`?redirect=`), and what they had started (the heart, "In den Warenkorb") waits in this tab's
 * session storage until they are back, logged in (PendingActionRunner).
 */
import { sameSitePath } from "#contracts/same-site-path.ts";

export const LOGIN_PATH = "/loginpage";
export const REGISTER_PATH = "/registerpage";
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

/** A stored action as it may be run: its fields checked, null when it is not one (or is older than `maxAgeMs`). */
function checkedAction(stored: Partial<Stored> | null, now: number, maxAgeMs: number): PendingAction | null {
  if (!stored || typeof stored.at !== "number" || now - stored.at > maxAgeMs || !Number.isInteger(stored.pharmacode)) return null;
  if (stored.kind === "favourite") return { kind: "favourite", pharmacode: stored.pharmacode! };
  if (stored.kind === "cart" && Number.isInteger(stored.quantity) && stored.quantity! >= 1) return { kind: "cart", pharmacode: stored.pharmacode!, quantity: stored.quantity! };
  return null;
}

function readPending(path: string): Stored | null {
  try {
    const raw = window.sessionStorage.getItem(PENDING_KEY);
    const stored = raw ? (JSON.parse(raw) as Stored) : null;
    return stored?.path === path ? stored : null;
  } catch {
    return null;
  }
}

/** The action started on `path`, removed from storage so that it runs once; null when there is none (or it is stale). */
export function takePendingAction(path: string, now = Date.now()): PendingAction | null {
  const stored = readPending(path);
  if (!stored) return null;
  try {
    window.sessionStorage.removeItem(PENDING_KEY);
  } catch {
    return null;
  }
  return checkedAction(stored, now, PENDING_MAX_AGE_MS);
}

/** The action started on `path`, left where it is (the login page asks what the guest was doing). */
export function peekPendingAction(path: string, now = Date.now()): PendingAction | null {
  return checkedAction(readPending(path), now, PENDING_MAX_AGE_MS);
}

/** Where a guest sent to log in meant to order: the cart, the checkout, or "In den Warenkorb" on `path`. */
export function wantsToOrder(path: string | null): boolean {
  if (!path) return false;
  const pathname = path.replace(/[?#].*$/s, "").toLowerCase().replace(/\/+$/, "");
  return pathname === "/checkout" || pathname === "/cartpage" || (typeof window !== "undefined" && peekPendingAction(path)?.kind === "cart");
}

/** The registration page's address that keeps where the guest was (`?redirect=`), as the login page's does. */
export function registerHref(returnTo: string | null): string {
  const path = safeReturnPath(returnTo);
  return path ? `${REGISTER_PATH}?${new URLSearchParams({ [REDIRECT_PARAM]: path })}` : REGISTER_PATH;
}

/**
 * Signing up on the way (issue 38 point 11): the verification link opens in another tab, often hours later, and
 * this tab's session storage is not there. So a registration started from a redirect keeps the page and the
 * action in local storage until the account's first login, which goes back there and does it.
 */
const SIGNUP_KEY = "signupIntent";
/** As long as a verification link is worth waiting for; older, the shopper has moved on. */
const SIGNUP_MAX_AGE_MS = 24 * 60 * 60_000;
type SignupIntent = { path: string; action: PendingAction | null; at: number };

export function rememberSignupIntent(returnTo: string | null, now = Date.now()): void {
  const path = safeReturnPath(returnTo);
  if (!path) return;
  try {
    window.localStorage.setItem(SIGNUP_KEY, JSON.stringify({ path, action: peekPendingAction(path, now), at: now } satisfies SignupIntent));
  } catch {
    // Storage disabled: the new customer lands on the home page, as before.
  }
}

/**
 * At a login: the page a sign-up in this browser started from (null when none, or stale), its action handed to
 * this tab as a pending action for that page. Removed either way: it is for the first login only.
 */
export function takeSignupIntent(now = Date.now()): string | null {
  let intent: Partial<SignupIntent> | null;
  try {
    const raw = window.localStorage.getItem(SIGNUP_KEY);
    if (!raw) return null;
    window.localStorage.removeItem(SIGNUP_KEY);
    intent = JSON.parse(raw) as Partial<SignupIntent>;
  } catch {
    return null;
  }
  const path = safeReturnPath(intent?.path);
  if (!path || typeof intent?.at !== "number" || now - intent.at > SIGNUP_MAX_AGE_MS) return null;
  const action = checkedAction(intent.action ? { ...intent.action, path, at: now } : null, now, SIGNUP_MAX_AGE_MS);
  if (action) rememberPendingAction(action, path, now);
  return path;
}

/** Sends a guest to log in, back to this page afterwards, with the action they started to be done there. */
export function sendToLogin(navigate: (to: string) => unknown, action?: PendingAction): void {
  const { pathname, search } = window.location;
  if (action) rememberPendingAction(action, pathname + search);
  void navigate(loginHrefHere());
}
