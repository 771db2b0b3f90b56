import { describe, expect, it } from "vitest";
import { normalizeUid, uidCheckDigit, vatNumberText } from "./swiss-numbers.ts";

describe("UID (eCH-0097 check digit)", () => {
  it("computes the check digit: weights 5 4 3 2 7 6 5 4, 11 minus the sum modulo 11, 11 -> 0", () => {
    // 1×5 + 2×4 + 3×3 + 4×2 + 5×7 + 6×6 + 7×5 + 8×4 = 168; 168 mod 11 = 3; 11 - 3 = 8.
    expect(uidCheckDigit("12345678")).toBe(8);
    // 1×5 + 1×4 + 6×3 + 2×2 + 8×7 + 1×6 + 7×5 + 1×4 = 132 = 12 × 11: 11 -> 0.
    expect(uidCheckDigit("11628171")).toBe(0);
  });

  it("has no UID whose check digit would be 10", () => {
    // A sum of 1 modulo 11 would need a 10: 0 0 0 0 0 0 0 3 -> 3 × 4 = 12.
    expect(uidCheckDigit("00000003")).toBeNull();
    for (const last of "0123456789") expect(normalizeUid(`CHE-000.000.03${last}`)).toBeNull();
  });

  it("normalises any spelling of a valid UID and refuses a wrong check digit", () => {
    expect(normalizeUid("CHE-123.456.788")).toBe("CHE-123.456.788");
    expect(normalizeUid("che123456788")).toBe("CHE-123.456.788");
    expect(normalizeUid(" CHE-116.281.710 MWST ")).toBe("CHE-116.281.710");
    expect(normalizeUid("CHE-123.456.789")).toBeNull();
    expect(normalizeUid("CHE-123.456.78")).toBeNull();
    expect(normalizeUid("DE123456788")).toBeNull();
    expect(vatNumberText("CHE-123.456.788")).toBe("CHE-123.456.788 MWST");
  });
});
