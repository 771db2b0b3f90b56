import type { Envelope } from "#contracts/envelope.ts";
import { AUTH_MESSAGES } from "#contracts/auth-messages.ts";
import { takeEarlyCall } from "./first-second.ts";
import { expireSession, getToken } from "./session.ts";

/** A failed call: the HTTP status (0 for a network failure) and the server's error text when it sent one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body?: Envelope,
  ) {
    super(message);
    this.name = "ApiError";
  }

  /** The refusal's machine-readable name, when the server gave one (contracts' `*_ERROR_CODES`). */
  get code(): string | undefined {
    return this.body?.code;
  }
}

type Options = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  query?: Record<string, string | number | boolean | undefined | null>;
  body?: unknown;
  /** A multipart body (a prescription's files); the browser sets its content type with the boundary. */
  form?: FormData;
  /** Send the stored token as a bearer header. */
  auth?: boolean;
  /**
   * A 401 on this call is not about the session (delete-account answers a wrong password with 401):
   * the caller decides; the token stays.
   */
  keepSessionOn401?: boolean;
  /** Extra request headers (an order's Idempotency-Key). */
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

/**
 * Typed fetch to /api. Resolves to the whole envelope on success; throws ApiError otherwise.
 * A 401 on an authenticated call means the session is over: the token is removed and the app goes to
 * the login page with 'Session expired. Please login again.' (spec §4, §8).
 */
export async function api<T>(path: string, options: Options = {}): Promise<Envelope<T>> {
  const url = new URL(`/api${path}`, typeof window === "undefined" ? "http://localhost" : window.location.origin);
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined && value !== null && value !== "") url.searchParams.set(key, String(value));
  }
  const headers: Record<string, string> = { ...options.headers, accept: "application/json" };
  if (options.body !== undefined) headers["content-type"] = "application/json";
  const token = options.auth ? getToken() : null;
  if (token) headers.authorization = `Bearer ${token}`;
  let response: Response;
  try {
    // An account page's first calls were started by the head script at first paint (record 032).
    const early = options.auth && !options.method ? takeEarlyCall(url.pathname + url.search, token) : undefined;
    response = await (early ?? fetch(url, {
      method: options.method ?? "GET",
      headers,
      body: options.form ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
      signal: options.signal,
    }));
  } catch (error) {
    if ((error as Error).name === "AbortError") throw error;
    throw new ApiError(0, "Network error. Please check your internet connection.");
  }
  let body: Envelope<T> | undefined;
  try {
    body = (await response.json()) as Envelope<T>;
  } catch {
    body = undefined;
  }
  if (!response.ok || !body?.success) {
    // Only a token that was sent can have expired; a guest's 401 just says "log in first".
    if (response.status === 401 && token && !options.keepSessionOn401) expireSession(AUTH_MESSAGES.sessionExpired);
    throw new ApiError(response.status, body?.error ?? body?.message ?? `Request failed (${response.status})`, body);
  }
  return body;
}

/**
 * A file behind the bearer (a prescription's scan): fetched with the token and handed back as a Blob, for a
 * blob: URL the page shows or saves. The server's answer stays an attachment that is never cached.
 */
export async function apiBlob(path: string, signal?: AbortSignal): Promise<Blob> {
  const token = getToken();
  let response: Response;
  try {
    response = await fetch(`/api${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {}, signal });
  } catch (error) {
    if ((error as Error).name === "AbortError") throw error;
    throw new ApiError(0, "Network error. Please check your internet connection.");
  }
  if (!response.ok) {
    if (response.status === 401 && token) expireSession(AUTH_MESSAGES.sessionExpired);
    throw new ApiError(response.status, `Request failed (${response.status})`);
  }
  return response.blob();
}
