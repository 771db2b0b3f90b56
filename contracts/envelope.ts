/** The one answer shape of every /api call (docs/api.md "Conventions"). */
export type FieldError = { field: string; message: string };

export type Envelope<T = unknown> = {
  success: boolean;
  data?: T;
  message?: string;
  error?: string;
  details?: FieldError[];
  /** On some failures: a stable name of the refusal (e.g. PRESCRIPTION_ERROR_CODES), so a client words it without reading `error`. */
  code?: string;
};

export const ok = <T>(data: T, message?: string): Envelope<T> =>
  message === undefined ? { success: true, data } : { success: true, data, message };

/** `details` only when there are any, `code` only when given: older clients see the envelope they know. */
export const fail = (error: string, details?: FieldError[], code?: string): Envelope<never> => ({
  success: false,
  error,
  message: error,
  ...(details && details.length > 0 ? { details } : {}),
  ...(code === undefined ? {} : { code }),
});
