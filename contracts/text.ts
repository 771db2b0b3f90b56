import { z } from "zod";

/**
 * The one rule for text that comes from outside (query strings, path segments, JSON bodies, forms).
 *
 * Refused everywhere: C0 control characters (U+0000–U+001F) and DEL (U+007F), and lone UTF-16 surrogates.
 * PostgreSQL cannot store U+0000 in text at all (the query fails, which was a 500), a lone surrogate has
 * no UTF-8 encoding, and no name, e-mail, search term, category or company legitimately holds either.
 * Multi-line fields (notes, messages) may hold line feed, carriage return and tab: what a textarea sends.
 * Everything else of Unicode (umlauts, emoji, C1 and format characters) stays allowed.
 */

// Matching control characters is the point of these two patterns.
/* eslint-disable no-control-regex */
const CONTROL = /[\u0000-\u001f\u007f]/;
const CONTROL_EXCEPT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
/* eslint-enable no-control-regex */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export type TextOptions = { multiline?: boolean };

/** Whether a value passes the shared rule; pages use it to treat a hostile parameter as absent. */
export function isSafeText(value: string, options: TextOptions = {}): boolean {
  const control = options.multiline ? CONTROL_EXCEPT_LINES : CONTROL;
  return !control.test(value) && !LONE_SURROGATE.test(value);
}

export const unsafeTextMessage = (label: string) => `${label} contains characters that are not allowed`;

/**
 * A string schema with the shared rule as its first check; chain .trim(), .min(), .max() as usual.
 * `required` is the message for a missing or non-string value.
 */
export function safeText(label: string, options: TextOptions & { required?: string } = {}) {
  return z
    .string({ error: options.required ?? `${label} must be text` })
    .refine((value) => isSafeText(value, options), { error: unsafeTextMessage(label), abort: true });
}

/** The value if it passes the rule, else null: the lenient reading of pages and loaders. */
export const safeTextOrNull = (value: string | null | undefined, options: TextOptions = {}): string | null =>
  typeof value === "string" && isSafeText(value, options) ? value : null;
