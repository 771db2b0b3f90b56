/** The consent cookie of the cookie notice (spec §3: value accepted or dismissed). */
export const CONSENT_COOKIE = "cookieConsent";

export type ConsentChoice = "accepted" | "dismissed";

/** Accepting is remembered for a year; dismissing only for a week, so the notice comes back (spec §4). */
export const CONSENT_DAYS: Record<ConsentChoice, number> = { accepted: 365, dismissed: 7 };

const DAY_MS = 24 * 60 * 60 * 1000;

/** When a choice made at `now` expires. */
export function consentExpiry(choice: ConsentChoice, now: Date): Date {
  return new Date(now.getTime() + CONSENT_DAYS[choice] * DAY_MS);
}

/**
 * The `document.cookie` assignment for a choice. Both `expires` and `max-age` are set: old browsers
 * read only the first. Lax keeps the cookie off cross-site subrequests; it never holds anything secret.
 */
export function consentCookie(choice: ConsentChoice, now: Date): string {
  const maxAge = CONSENT_DAYS[choice] * 24 * 60 * 60;
  return `${CONSENT_COOKIE}=${choice}; expires=${consentExpiry(choice, now).toUTCString()}; max-age=${maxAge}; path=/; SameSite=Lax`;
}

/** The value of one cookie in a `document.cookie` string, or null when it is not set. */
export function readCookie(cookieHeader: string, name: string): string | null {
  for (const part of cookieHeader.split(";")) {
    const index = part.indexOf("=");
    if (index < 0) continue;
    if (part.slice(0, index).trim() !== name) continue;
    const raw = part.slice(index + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

/** True when the visitor already chose; any other value (tampered, empty) shows the notice again. */
export function hasConsentChoice(cookieHeader: string): boolean {
  const value = readCookie(cookieHeader, CONSENT_COOKIE);
  return value === "accepted" || value === "dismissed";
}
