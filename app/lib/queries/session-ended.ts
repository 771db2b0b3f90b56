import { AUTH_MESSAGES } from "#contracts/auth-messages.ts";

/** Thrown by a query whose call ended the session: the redirect to the login page is already under way. */
export class SessionEndedError extends Error {
  constructor() {
    super(AUTH_MESSAGES.sessionExpired);
    this.name = "SessionEndedError";
  }
}

/** True for a failure the page should not show: the shopper is being sent to the login page with its message. */
export const isSessionEnded = (error: unknown): boolean => error instanceof SessionEndedError;
