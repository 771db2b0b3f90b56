import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { fail } from "#contracts/envelope.ts";
import { DomainError, TooManyRequests } from "#server/services/errors.ts";
import type { AppEnv } from "../types.ts";

/** The one place where thrown errors become statuses and envelopes; real faults never leak details. */
export function handleError(error: Error, c: Context<AppEnv>): Response {
  if (error instanceof DomainError) {
    if (error instanceof TooManyRequests) c.header("Retry-After", String(error.retryAfterSeconds));
    const envelope = fail(error.message, error.details, error.code);
    return c.json(error.data === undefined ? envelope : { ...envelope, data: error.data }, error.status);
  }
  if (error instanceof HTTPException) {
    const status = error.status;
    const message = status === 413 ? "Request body too large (limit 100 kB)" : error.message || "Request failed";
    return c.json(fail(message), status);
  }
  c.get("log").error({ err: error }, "unhandled error");
  return c.json(fail("Internal server error. Please try again later."), 500);
}
