import { z } from "zod";
import { AUTH_ERROR_CODES, AUTH_MESSAGES } from "./auth-messages.ts";
import { EMAIL_MAX, plainEmail } from "./email.ts";
import { optionalPhone, PHONE_MAX } from "./phone.ts";
import { safeText } from "./text.ts";

export { AUTH_ERROR_CODES, AUTH_MESSAGES };

/**
 * Account inputs (spec/shop.md §5, GET /api/openapi.json "Accounts"). The registration form, the profile page and the
 * /api/authentication handlers all parse with these schemas, so every message exists once.
 */

export const AUTH_LIMITS = { name: 100, email: EMAIL_MAX, address: 300, password: 128, phone: PHONE_MAX } as const;


/** The special characters the password rule accepts (spec/shop.md §5). */
export const PASSWORD_SPECIALS = "!@#$%^&*";

/**
 * The registration password rule. The original form checks the rules in order and a later failing rule
 * overwrites the earlier message, so exactly one message is shown: the last rule that fails.
 */
export function passwordProblem(password: string): string | null {
  if (password === "") return AUTH_MESSAGES.passwordRequired;
  let problem: string | null = null;
  if (password.length < 8) problem = AUTH_MESSAGES.passwordLength;
  if (!/[0-9]/.test(password)) problem = AUTH_MESSAGES.passwordNumber;
  if (![...password].some((ch) => PASSWORD_SPECIALS.includes(ch))) problem = AUTH_MESSAGES.passwordSpecial;
  return problem;
}

const requiredText = (required: string, label: string, max: number) =>
  safeText(label, { required })
    .trim()
    .min(1, required)
    .max(max, AUTH_MESSAGES.tooLong(label, max));

/** E-mails compare and store lower-case: `Anna@X.ch` and `anna@x.ch` are one account. */
export const emailField = plainEmail({
  required: AUTH_MESSAGES.emailRequired,
  invalid: AUTH_MESSAGES.emailInvalid,
  tooLong: AUTH_MESSAGES.tooLong("Email", AUTH_LIMITS.email),
});

/** A new password: the spec's rules, plus an upper bound so a megabyte password cannot tie up the hasher. */
export const newPasswordField = z
  .string({ error: AUTH_MESSAGES.passwordRequired })
  .max(AUTH_LIMITS.password, AUTH_MESSAGES.tooLong("Password", AUTH_LIMITS.password))
  .superRefine((password, ctx) => {
    const problem = passwordProblem(password);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

/** An existing password to check: only required (old accounts may predate a rule change). */
const currentPassword = (required: string) =>
  z
    .string({ error: required })
    .min(1, required)
    .max(AUTH_LIMITS.password, AUTH_MESSAGES.tooLong("Password", AUTH_LIMITS.password));

/** A calendar date `yyyy-mm-dd` (the date input's value) that exists, after 1900 and not in the future. */
export const birthdateField = z
  .string({ error: AUTH_MESSAGES.birthdateRequired })
  .trim()
  .min(1, AUTH_MESSAGES.birthdateRequired)
  .refine(isPlausibleBirthdate, AUTH_MESSAGES.birthdateInvalid);

export function isPlausibleBirthdate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real && year >= 1900 && date.getTime() <= Date.now();
}

export const signupSchema = z
  .object({
    name: requiredText(AUTH_MESSAGES.firstNameRequired, "First Name", AUTH_LIMITS.name),
    surname: requiredText(AUTH_MESSAGES.lastNameRequired, "Last Name", AUTH_LIMITS.name),
    email: emailField,
    password: newPasswordField,
    passwordConfirm: z
      .string({ error: AUTH_MESSAGES.passwordConfirmRequired })
      .min(1, AUTH_MESSAGES.passwordConfirmRequired),
    birthdate: birthdateField,
    address: requiredText(AUTH_MESSAGES.addressRequired, "Address", AUTH_LIMITS.address),
    // Optional, so the desk can call about an appointment (issue 31); the guest booking's rule (phone.ts).
    phone: optionalPhone,
    // Sent by the form (default 2) and deliberately not read: the server decides every role.
    role: z.unknown().optional(),
  })
  .refine((v) => v.passwordConfirm === "" || v.password === v.passwordConfirm, {
    path: ["passwordConfirm"],
    message: AUTH_MESSAGES.passwordsDoNotMatch,
  });
export type SignupInput = z.input<typeof signupSchema>;
export type Signup = z.output<typeof signupSchema>;

export const loginSchema = z.object({
  email: safeText("Email", { required: AUTH_MESSAGES.emailRequired })
    .trim()
    .min(1, AUTH_MESSAGES.emailRequired)
    .max(AUTH_LIMITS.email, AUTH_MESSAGES.tooLong("Email", AUTH_LIMITS.email))
    .transform((email) => email.toLowerCase()),
  password: currentPassword(AUTH_MESSAGES.passwordRequired),
  remember: z.boolean().optional().default(false),
});
export type LoginInput = z.input<typeof loginSchema>;

export const forgotPasswordSchema = z.object({ email: emailField });
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z
  .object({
    newPassword: newPasswordField,
    confirmNewPassword: z.string({ error: AUTH_MESSAGES.passwordConfirmRequired }),
  })
  .refine((v) => v.newPassword === v.confirmNewPassword, {
    path: ["confirmNewPassword"],
    message: AUTH_MESSAGES.resetPasswordsDontMatch,
  });
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

/** The id and token of a verification or reset link (`?id=…&token=…`). */
export const linkQuerySchema = z.object({
  id: safeText("id").trim().min(1).max(64),
  token: safeText("token").trim().min(1).max(200),
});

/**
 * The profile's edit form (issue 30: address and phone can be changed too). Address and phone are optional in
 * the body, so a client that sends name and surname only (the original contract) leaves them as they are; an empty phone
 * removes it.
 */
export const editProfileSchema = z.object({
  name: requiredText(AUTH_MESSAGES.firstNameRequired, "First Name", AUTH_LIMITS.name),
  surname: requiredText(AUTH_MESSAGES.lastNameRequired, "Last Name", AUTH_LIMITS.name),
  address: requiredText(AUTH_MESSAGES.addressRequired, "Address", AUTH_LIMITS.address).optional(),
  // Left out: the phone stays as it is; empty: removed.
  phone: optionalPhone.optional(),
});
export type EditProfileInput = z.input<typeof editProfileSchema>;
export type EditProfile = z.output<typeof editProfileSchema>;

export const deleteAccountSchema = z.object({ password: currentPassword(AUTH_MESSAGES.deletePasswordRequired) });
export type DeleteAccountInput = z.input<typeof deleteAccountSchema>;

/** `data.user` of the profile calls. `birthday` is `yyyy-mm-dd`; phone is null until the user gives one. */
export type UserProfile = {
  _id: string;
  name: string;
  surname: string;
  email: string;
  phone: string | null;
  address: string;
  birthday: string;
};

/** What the client reads from the token: the spec decodes the user id from it (§7). */
export type TokenPayload = { id: string; role: number; iat: number; exp: number; jti: string };

/** Every signup is a customer; other roles are granted on the server only. */
export const CUSTOMER_ROLE = 2;
