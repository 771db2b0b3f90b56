/**
 * The Swiss QR-bill's references (docs/decisions/023-orders.md). A QR-IBAN (institution id 30000–31999) takes
 * only a QR reference (QRR): 26 digits plus a check digit by the recursive modulo-10 algorithm of the Swiss
 * payment standards (the one the old orange slips used). Ours is the order number's digits, zero-padded, so
 * the bank's credit advice names the order.
 */

const MOD10_TABLE = [0, 9, 4, 6, 8, 2, 7, 1, 3, 5] as const;

/** The check digit of the recursive modulo 10 over a string of digits. */
export function mod10Recursive(digits: string): number {
  let carry = 0;
  for (const ch of digits) carry = MOD10_TABLE[(carry + Number(ch)) % 10]!;
  return (10 - carry) % 10;
}

/** RA-2026-000123 -> "000000000000000002026000123" + check digit: 27 digits. */
export function qrReference(orderNumber: string): string {
  const digits = orderNumber.replace(/\D/g, "");
  if (digits.length === 0 || digits.length > 26) throw new Error(`not an order number: ${orderNumber}`);
  const body = digits.padStart(26, "0");
  return body + String(mod10Recursive(body));
}

export const isValidQrReference = (ref: string) => /^\d{27}$/.test(ref) && mod10Recursive(ref.slice(0, 26)) === Number(ref[26]);

/** "21 00000 00003 13947 14300 09017": the grouping printed on the bill. */
export const formatQrReference = (ref: string) => `${ref.slice(0, 2)} ${ref.slice(2).replace(/(\d{5})(?=\d)/g, "$1 ")}`;

/** IBAN check digits (ISO 7064 mod 97-10). */
function ibanChecksumOk(iban: string): boolean {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const ch of rearranged) {
    const value = /\d/.test(ch) ? ch : String(ch.charCodeAt(0) - 55);
    for (const d of value) remainder = (remainder * 10 + Number(d)) % 97;
  }
  return remainder === 1;
}

/** A Swiss or Liechtenstein QR-IBAN: 21 characters, valid check digits, institution id 30000–31999. */
export function isQrIban(value: string): boolean {
  const iban = value.replace(/\s+/g, "").toUpperCase();
  if (!/^(CH|LI)\d{7}[0-9A-Z]{12}$/.test(iban)) return false;
  const iid = Number(iban.slice(4, 9));
  return iid >= 30000 && iid <= 31999 && ibanChecksumOk(iban);
}

export const compactIban = (value: string) => value.replace(/\s+/g, "").toUpperCase();
