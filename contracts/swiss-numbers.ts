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

// ---- Swiss Post consignment numbers ----

const S10_WEIGHTS = [8, 6, 4, 2, 3, 5, 9, 7] as const;

/**
 * The UPU S10 check digit of an item identifier's eight serial digits (UPU standard S10): weights 8, 6, 4, 2, 3, 5,
 * 9, 7, 11 minus the sum modulo 11; 10 stands for 0 and 11 for 5.
 */
export function s10CheckDigit(eight: string): number {
  const sum = S10_WEIGHTS.reduce((n, w, i) => n + w * Number(eight[i]), 0);
  const digit = 11 - (sum % 11);
  return digit === 10 ? 0 : digit === 11 ? 5 : digit;
}

/**
 * A Swiss Post consignment number as the customer reads it, or null: the domestic 18 digits starting with 99
 * ("99.00.123456.12345678", the dots and spaces optional when typed) or an international item of Swiss Post in
 * the UPU S10 shape (two letters, eight digits, the check digit, "CH": "RR123456785CH").
 */
export function normalizeTrackingNumber(value: string): string | null {
  const compact = value.replace(/[\s.]/g, "").toUpperCase();
  if (/^99\d{16}$/.test(compact)) return `${compact.slice(0, 2)}.${compact.slice(2, 4)}.${compact.slice(4, 10)}.${compact.slice(10)}`;
  const s10 = /^([A-Z]{2})(\d{8})(\d)CH$/.exec(compact);
  if (s10 && s10CheckDigit(s10[2]!) === Number(s10[3])) return compact;
  return null;
}

/** Swiss Post's tracking page of a consignment, linked from the shipped mail and the order's page. */
export const postTrackingUrl = (trackingNumber: string) =>
  `https://service.post.ch/ekp-web/ui/entry/search/${encodeURIComponent(trackingNumber.replace(/\./g, ""))}`;
