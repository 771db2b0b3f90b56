/**
 * Links to write to or call a customer at the desk. The address and number come from a booking form, so they
 * are built with encoding: an address that slipped through as `a@b.ch?cc=…&body=…` must not become a mail with
 * someone else in copy and a prepared text (issue 27). The e-mail rule (contracts/email.ts) refuses such
 * addresses already; this is the second line for rows stored before it.
 */
export function mailtoHref(email: string): string {
  const at = email.lastIndexOf("@");
  if (at <= 0) return `mailto:${encodeURIComponent(email)}`;
  return `mailto:${encodeURIComponent(email.slice(0, at))}@${encodeURIComponent(email.slice(at + 1))}`;
}

/** Digits and a leading plus only: what a phone dials. */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, "")}`;
