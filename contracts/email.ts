import { z } from "zod";
import { safeText } from "./text.ts";

export const EMAIL_MAX = 254;

/**
 * The one rule for an e-mail address, accounts and guest bookings alike (issue 27): one plain address, trimmed
 * and lower-cased. zod's address pattern takes ASCII letters, digits and `_ ' + - .` before the `@` and a
 * dotted domain after it, so no display name (`"x" <a@b.ch>`), no list (`x,a@b.ch`), no query (`a@b.ch?cc=…`)
 * and no bidi or other invisible characters get in: the address a mail goes to is the one the form showed.
 * Only the messages differ, as the two specs word them.
 */
export function plainEmail(messages: { required: string; invalid: string; tooLong: string }) {
  return safeText("Email", { required: messages.required })
    .trim()
    .min(1, messages.required)
    .max(EMAIL_MAX, messages.tooLong)
    .pipe(z.email({ error: messages.invalid }))
    .transform((email) => email.toLowerCase());
}
