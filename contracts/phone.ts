import { safeText } from "./text.ts";

/**
 * The one phone number rule of the shop (issue 30): the guest contact of a booking (spec §5), the profile, and
 * whatever else asks for a phone number. Spec §5: an optional plus, then at least 10 digits, spaces or hyphens.
 */
export const PHONE_PATTERN = /^\+?[\d\s-]{10,}$/;
export const PHONE_MAX_LENGTH = 40;
export const PHONE_MESSAGES = {
  invalid: "Please enter a valid phone number",
  tooLong: `Phone must be at most ${PHONE_MAX_LENGTH} characters`,
} as const;

/** A phone number, trimmed; `required` is the message for an empty one. */
export const phoneField = (required: string) =>
  safeText("Phone", { required })
    .trim()
    .min(1, required)
    .max(PHONE_MAX_LENGTH, PHONE_MESSAGES.tooLong)
    .regex(PHONE_PATTERN, { error: PHONE_MESSAGES.invalid });

/** An optional phone number: empty (or null) clears it and is read as null. */
export const optionalPhoneField = () =>
  safeText("Phone")
    .trim()
    .max(PHONE_MAX_LENGTH, PHONE_MESSAGES.tooLong)
    .refine((v) => v === "" || PHONE_PATTERN.test(v), { error: PHONE_MESSAGES.invalid })
    .nullable()
    .transform((v) => (v === null || v === "" ? null : v));
