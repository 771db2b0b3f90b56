import { describe, expect, it } from "vitest";
import { normalizeTrackingNumber, normalizeUid, postTrackingUrl, s10CheckDigit, uidCheckDigit, vatNumberText } from "./swiss-numbers.ts";

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

describe("Swiss Post consignment numbers", () => {
  it("S10 check digit (UPU S10): weights 8 6 4 2 3 5 9 7, 11 minus the sum modulo 11, 10 -> 0, 11 -> 5", () => {
    // The standard's example: 47312482 -> 200; 200 mod 11 = 2; 11 - 2 = 9.
    expect(s10CheckDigit("47312482")).toBe(9);
    // 12345678 -> 204; 204 mod 11 = 6; 11 - 6 = 5.
    expect(s10CheckDigit("12345678")).toBe(5);
  });

  it("takes the domestic 18 digits starting with 99, with or without dots and spaces, in the printed form", () => {
    expect(normalizeTrackingNumber("99.00.123456.12345678")).toBe("99.00.123456.12345678");
    expect(normalizeTrackingNumber("990012345612345678")).toBe("99.00.123456.12345678");
    expect(normalizeTrackingNumber(" 99 00 123456 12345678 ")).toBe("99.00.123456.12345678");
  });

  it("takes Swiss Post's international S10 numbers with a right check digit", () => {
    expect(normalizeTrackingNumber("RR123456785CH")).toBe("RR123456785CH");
    expect(normalizeTrackingNumber("rr 1234 5678 5 ch")).toBe("RR123456785CH");
    expect(normalizeTrackingNumber("EE473124829CH")).toBe("EE473124829CH");
  });

  it("refuses anything else", () => {
    for (const wrong of ["x", "", "99.00.123456.1234567", "98.00.123456.12345678", "9900123456123456789", "RR123456789CH", "RR123456785DE", "R1123456785CH", "99.00.123456.1234567a"]) {
      expect(normalizeTrackingNumber(wrong), wrong).toBeNull();
    }
  });

  it("links Swiss Post's tracking page with the number's digits", () => {
    expect(postTrackingUrl("99.00.123456.12345678")).toBe("https://service.post.ch/ekp-web/ui/entry/search/990012345612345678");
    expect(postTrackingUrl("RR123456785CH")).toBe("https://service.post.ch/ekp-web/ui/entry/search/RR123456785CH");
  });
});
