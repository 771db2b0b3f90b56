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
} as const;

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
