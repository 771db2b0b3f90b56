/** The one answer shape of every /api call (docs/api.md "Conventions"). */
export type FieldError = { field: string; message: string };

export type Envelope<T = unknown> = {
  success: boolean;
  data?: T;
  message?: string;
  error?: string;
  details?: FieldError[];
};

export const ok = <T>(data: T, message?: string): Envelope<T> =>
  message === undefined ? { success: true, data } : { success: true, data, message };

export const fail = (error: string, details?: FieldError[]): Envelope<never> =>
  details && details.length > 0 ? { success: false, error, message: error, details } : { success: false, error, message: error };
