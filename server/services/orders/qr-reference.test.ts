import { describe, expect, it } from "vitest";
import { formatQrReference, isQrIban, isValidQrReference, mod10Recursive, qrReference } from "./qr-reference.ts";

describe("QR reference", () => {
  it("computes the check digit of SIX's published example", () => {
    // Swiss Payment Standards, QR-bill implementation guidelines: 21 00000 00003 13947 14300 0901 + 7.
    expect(mod10Recursive("21000000000313947143000901")).toBe(7);
    expect(isValidQrReference("210000000003139471430009017")).toBe(true);
    expect(isValidQrReference("210000000003139471430009018")).toBe(false);
  });

  it("derives 27 digits from the order number, with a valid check digit", () => {
    const ref = qrReference("RA-2026-000123");
    expect(ref.slice(0, 26)).toBe(`${"0".repeat(16)}2026000123`);
    expect(ref).toHaveLength(27);
    expect(isValidQrReference(ref)).toBe(true);
    expect(formatQrReference("210000000003139471430009017")).toBe("21 00000 00003 13947 14300 09017");
  });

  it("knows a QR-IBAN from a plain IBAN", () => {
    expect(isQrIban("CH44 3199 9123 0008 8901 2")).toBe(true);
    expect(isQrIban("CH93 0076 2011 6238 5295 7")).toBe(false); // ordinary IBAN (IID 00762)
    expect(isQrIban("CH44 3199 9123 0008 8901 3")).toBe(false); // wrong check digits
  });
});
