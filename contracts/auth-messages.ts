// Kept apart from the zod schemas so that code needing only a text (the API client) does not pull in zod.

/** User-facing texts of spec/shop.md §4, §5 and §8 and laboratory.md §8, letter for letter. */
export const AUTH_MESSAGES = {
  firstNameRequired: "First Name is required",
  lastNameRequired: "Last Name is required",
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid email address",
  passwordRequired: "Password is required",
  passwordLength: "Password must be at least 8 characters long",
  passwordNumber: "Password must contain at least one number",
  passwordSpecial: "Password must contain at least one special character",
  passwordConfirmRequired: "Password Confirmation is required",
  passwordsDoNotMatch: "Passwords do not match",
  birthdateRequired: "Birthdate is required",
  birthdateInvalid: "Please enter a valid birthdate",
  addressRequired: "Address is required",
  resetPasswordsDontMatch: "Passwords don't match!",
  deletePasswordRequired: "Password is required to delete account.",
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,

  signupSuccess: "Registration successful! Please check your email to verify your account.",
  signupFailed: "An error occurred during signup",
  loginSuccess: "Login successful!",
  invalidCredentials: "Invalid email or password",
  emailNotVerified: "Please verify your email address before logging in.",
  logoutSuccess: "Logged out successfully",
  invalidToken: "Invalid or expired token",
  authRequired: "Authentication required",
  sessionExpired: "Session expired. Please login again.",
  notYourProfile: "You can only access your own profile",
  profileUpdated: "Profile updated successfully",
  profileFetchFailed: "Failed to fetch profile information.",
  noProfile: "No profile data available.",
  profileEditFailed: "Failed to edit profile.",
  resetLinkSent: "Password reset link has been sent to your email.",
  resetLinkFailed: "Failed to send password reset link.",
  forgotSent: "If an account exists for this email, a password reset link has been sent to it.",
  forgotFailed: "Failed to send reset link. Please check your email and try again.",
  resetSuccess: "Password has been reset successfully!",
  resetFailed: "Error resetting password. Please try again.",
  resetLinkInvalid: "This password reset link is invalid or has expired.",
  verifySuccess: "Your email has been successfully verified!",
  verifyFailed: "Email verification failed. The token may be invalid or expired.",
  alreadyVerified: "Your email has already been verified.",
  wrongPassword: "Incorrect password",
  accountDeleted: "Your account has been deleted.",
  deleteFailed: "Failed to delete account. Make sure your password is correct.",
  tooManyAttempts: "Too many attempts. Please try again later.",
} as const;

/** Codes (the envelope's `code`) of the 401s a page must tell apart: a session no longer valid ends it, a wrong
 * password does not. */
export const AUTH_ERROR_CODES = {
  invalidToken: "auth-invalid-token",
} as const;
