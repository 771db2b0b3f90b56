import { useSyncExternalStore } from "react";

/** The spec keeps the login token in local storage under this key; login state is its presence. */
export const TOKEN_KEY = "token";
const CHANGE_EVENT = "token-change";

export function getToken(): string | null {
  if (typeof window === "undefined") return null;
  try {
    return window.localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function setToken(token: string): void {
  window.localStorage.setItem(TOKEN_KEY, token);
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

export function clearToken(): void {
  window.localStorage.removeItem(TOKEN_KEY);
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** Calls `onChange` whenever the stored token changes, in this tab or another; returns the unsubscribe. */
export function subscribeToken(onChange: () => void) {
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener("storage", onChange);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener("storage", onChange);
  };
}

/** True when a token is stored; always false during server rendering (the token lives in the browser). */
export function useHasToken(): boolean {
  return useSyncExternalStore(
    subscribeToken,
    () => getToken() !== null,
    () => false,
  );
}

/** The token's payload (`id`, `role`, `exp`, …) as the client reads it, or null when it is not a JWT. */
export function readTokenPayload(token: string | null): { id: string; role?: number; exp?: number } | null {
  if (!token) return null;
  try {
    const part = token.split(".")[1];
    if (!part) return null;
    const json = atob(part.replace(/-/g, "+").replace(/_/g, "/"));
    const payload = JSON.parse(json) as { id?: unknown; role?: number; exp?: number };
    return typeof payload.id === "string" && payload.id !== "" ? { id: payload.id, role: payload.role, exp: payload.exp } : null;
  } catch {
    return null;
  }
}

/** True when the stored token says it has expired (the server would refuse it anyway). */
export function isTokenExpired(token: string | null, nowMs = Date.now()): boolean {
  const exp = readTokenPayload(token)?.exp;
  return typeof exp === "number" && exp * 1000 <= nowMs;
}

const FLASH_KEY = "authFlash";
export const SESSION_EXPIRED_EVENT = "session-expired";

/**
 * Ends a session the server no longer accepts: the token is removed, the message waits for the login
 * page, and the app (SessionExpiryRedirect) navigates there.
 */
export function expireSession(message: string): void {
  if (typeof window === "undefined") return;
  try {
    window.sessionStorage.setItem(FLASH_KEY, message);
  } catch {
    // storage disabled: the redirect still happens, without the message
  }
  clearToken();
  window.dispatchEvent(new Event(SESSION_EXPIRED_EVENT));
}

/** The message left by expireSession, read once. */
export function takeAuthFlash(): string | null {
  try {
    const message = window.sessionStorage.getItem(FLASH_KEY);
    window.sessionStorage.removeItem(FLASH_KEY);
    return message;
  } catch {
    return null;
  }
}
