import type { FieldError } from "#contracts/envelope.ts";

/** A failure the client caused or may see; the HTTP layer maps each kind to one status. */
export class DomainError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 429,
    readonly details?: FieldError[],
    /** What the answer carries besides the error, e.g. the new quote of a 409 on a changed total. */
    readonly data?: unknown,
    /** A machine-readable name of the refusal (contracts' `*_ERROR_CODES`) for clients that word it themselves. */
    readonly code?: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class InvalidInput extends DomainError {
  constructor(message: string, details?: FieldError[], code?: string) {
    super(message, 400, details, undefined, code);
  }
}
export class Unauthorized extends DomainError {
  constructor(message = "Authentication required") {
    super(message, 401);
  }
}
export class Forbidden extends DomainError {
  constructor(message = "Not allowed", code?: string) {
    super(message, 403, undefined, undefined, code);
  }
}
export class NotFound extends DomainError {
  constructor(message = "Not found", code?: string) {
    super(message, 404, undefined, undefined, code);
  }
}
export class Conflict extends DomainError {
  constructor(message: string, data?: unknown, code?: string) {
    super(message, 409, undefined, data, code);
  }
}
export class TooManyRequests extends DomainError {
  constructor(
    readonly retryAfterSeconds: number,
    message = "Too many requests. Please try again later.",
  ) {
    super(message, 429);
  }
}
