import { AUTH_MESSAGES } from "#contracts/auth-messages.ts";
import { ApiError } from "#app/lib/api-client.ts";

/** Thrown by a query whose call ended the session: the redirect to the login page is already under way. */
export class SessionEndedError extends Error {
  constructor() {
    super(AUTH_MESSAGES.sessionExpired);
    this.name = "SessionEndedError";
  }
}

/** True for a failure the page should not show: the shopper is being sent to the login page with its message. */
export const isSessionEnded = (error: unknown): boolean => error instanceof SessionEndedError;

/** For a `.catch` on an authenticated call: a 401 (api() has already ended the session) becomes SessionEndedError. */
export const rethrowSessionEnded = (error: unknown): never => {
  if (error instanceof ApiError && error.status === 401) throw new SessionEndedError();
  throw error;
};
