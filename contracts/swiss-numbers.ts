/**
 * Swiss numbers with a rule of their own (docs/decisions/029-sale-money-and-law.md): the enterprise identification
 * number (UID) an invoice names with "MWST", and Swiss Post's consignment numbers a shipped order carries.
 */

// ---- UID (Unternehmens-Identifikationsnummer) ----

const UID_WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4] as const;
const UID_PATTERN = /^CHE-?(\d{3})\.?(\d{3})\.?(\d{3})(?:\s*(?:MWST|TVA|IVA))?$/;

/**
 * The UID's check digit from its first eight digits (eCH-0097, the UID's data standard): the digits weighted 5, 4,
 * 3, 2, 7, 6, 5, 4, summed, 11 minus the sum modulo 11; 11 stands for 0, and 10 never occurs in a valid UID (null).
 */
export function uidCheckDigit(eight: string): number | null {
  const sum = UID_WEIGHTS.reduce((n, w, i) => n + w * Number(eight[i]), 0);
  const digit = 11 - (sum % 11);
  return digit === 11 ? 0 : digit === 10 ? null : digit;
}

/** "CHE-123.456.788" from any spelling of a valid UID (dots and dash optional, a VAT suffix allowed); null if invalid. */
export function normalizeUid(value: string): string | null {
  const m = UID_PATTERN.exec(value.trim().toUpperCase());
  if (!m) return null;
  const digits = `${m[1]}${m[2]}${m[3]}`;
  if (uidCheckDigit(digits.slice(0, 8)) !== Number(digits[8])) return null;
  return `CHE-${m[1]}.${m[2]}.${m[3]}`;
}

/** How a VAT-registered business names itself on an invoice: "CHE-123.456.788 MWST". */
export const vatNumberText = (uid: string) => `${uid} MWST`;
