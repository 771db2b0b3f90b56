import { safeText } from "./text.ts";

/**
 * The one phone rule (spec laboratory.md §5): an optional plus, then at least 10 digits, spaces or hyphens,
 * trimmed, at most 40 characters. The guest's booking requires it; signup and the profile take it optionally
 * (issue 31: the desk must be able to call registered customers too). Same pattern, same messages everywhere.
 */
export const PHONE_PATTERN = /^\+?[\d\s-]{10,}$/;
export const PHONE_MAX = 40;
export const PHONE_MESSAGES = {
  invalid: "Please enter a valid phone number",
  tooLong: `Phone must be at most ${PHONE_MAX} characters`,
  /** The checkout's (German, like the rest of it; issue 38 point 15). */
  swissInvalid: "Bitte geben Sie eine gültige Schweizer Telefonnummer ein, z. B. 079 123 45 67 oder +41 79 123 45 67",
  swissTooLong: `Die Telefonnummer darf höchstens ${PHONE_MAX} Zeichen lang sein`,
} as const;

/**
 * A number the pharmacy can call back (issue 38: "079 123 45 6" passed the spec's "at least 10 characters"). Swiss:
 * 0 and 9 digits, or +41 / 0041 and 9 digits (a "(0)" after the country code is ignored). Another country (a
 * customer from over the border collects in Basel): + or 00, its code and 7 to 14 more digits (E.164). Spaces,
 * hyphens, dots and slashes may group the digits.
 */
export function isCallablePhone(value: string): boolean {
  if (!/^\+?[\d\s./()-]+$/.test(value)) return false;
  let digits = value.replace(/^(\+|00)41\s*\(0\)/, "$141").replace(/[\s./-]/g, "");
  if (/[()]/.test(digits)) return false;
  if (digits.startsWith("00")) digits = `+${digits.slice(2)}`;
  if (digits.startsWith("+41")) return /^\+41[1-9]\d{8}$/.test(digits);
  if (digits.startsWith("+")) return /^\+[1-9]\d{7,14}$/.test(digits);
  return /^0[1-9]\d{8}$/.test(digits);
}

/** The checkout's contact phone: required, callable (isCallablePhone), in German. */
export const callablePhone = (required: string) =>
  safeText("Telefon", { required })
    .trim()
    .min(1, required)
    .max(PHONE_MAX, PHONE_MESSAGES.swissTooLong)
    .refine(isCallablePhone, { error: PHONE_MESSAGES.swissInvalid });

/** The phone number itself; `required` is the message for an empty or missing value. */
export const phoneNumber = (required: string) =>
  safeText("Phone", { required })
    .trim()
    .min(1, required)
    .max(PHONE_MAX, PHONE_MESSAGES.tooLong)
    .regex(PHONE_PATTERN, { error: PHONE_MESSAGES.invalid });

/** An account's phone: empty, missing or null means none (null), anything else must be a valid number. */
export const optionalPhone = safeText("Phone")
  .trim()
  .max(PHONE_MAX, PHONE_MESSAGES.tooLong)
  .refine((v) => v === "" || PHONE_PATTERN.test(v), { error: PHONE_MESSAGES.invalid })
  .nullish()
  .transform((v) => (v ? v : null));
