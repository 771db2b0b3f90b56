import { describe, expect, it } from "vitest";
import { deskPrescriptionSchema, formatInsuranceCardNumber, insuranceCardNumberField, nextStatuses, sniffFileType } from "./prescriptions.ts";

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(values.flatMap((v) => (typeof v === "string" ? [...v].map((c) => c.charCodeAt(0)) : [v])));

describe("sniffFileType", () => {
  it("knows PDF, JPEG, PNG and HEIC by their first bytes", () => {
    expect(sniffFileType(bytes("%PDF-1.7\n   "))).toBe("application/pdf");
    expect(sniffFileType(bytes(0xff, 0xd8, 0xff, 0xe1, 0, 0, 0, 0, 0, 0, 0, 0))).toBe("image/jpeg");
    expect(sniffFileType(bytes(0x89, "PNG", 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0))).toBe("image/png");
    expect(sniffFileType(bytes(0, 0, 0, 0x18, "ftypheic"))).toBe("image/heic");
    expect(sniffFileType(bytes(0, 0, 0, 0x18, "ftypmif1"))).toBe("image/heic");
  });

  it("refuses everything else, whatever it is called", () => {
    expect(sniffFileType(bytes("<!doctype html>"))).toBeNull();
    expect(sniffFileType(bytes("PK", 3, 4, 0, 0, 0, 0, 0, 0, 0, 0))).toBeNull();
    expect(sniffFileType(bytes(0, 0, 0, 0x18, "ftypmp42"))).toBeNull();
    expect(sniffFileType(bytes(0x89, "PNG"))).toBeNull();
    expect(sniffFileType(bytes("%PDF"))).toBeNull();
  });
});

describe("the desk's status flow", () => {
  it("goes from submitted to accepted or rejected, then by the way of delivery to completed", () => {
    expect(nextStatuses("SUBMITTED", "PICKUP")).toEqual(["ACCEPTED", "REJECTED"]);
    expect(nextStatuses("ACCEPTED", "PICKUP")).toEqual(["READY_FOR_PICKUP"]);
    expect(nextStatuses("ACCEPTED", "DELIVERY")).toEqual(["SHIPPED"]);
    expect(nextStatuses("SHIPPED", "DELIVERY")).toEqual(["COMPLETED"]);
    expect(nextStatuses("COMPLETED", "PICKUP")).toEqual([]);
    expect(nextStatuses("REJECTED", "DELIVERY")).toEqual([]);
  });

  it("needs a reason for a rejection", () => {
    expect(deskPrescriptionSchema.safeParse({ status: "REJECTED", message: "  " }).success).toBe(false);
    expect(deskPrescriptionSchema.safeParse({ status: "ACCEPTED" }).success).toBe(true);
  });
});

describe("the insurance card number", () => {
  const parse = (v: string) => insuranceCardNumberField.safeParse(v);
  it("is empty or 20 digits starting 80756, the card's spaces taken out", () => {
    expect(parse("").data).toBe("");
    expect(parse("80756 01509 0002647590").data).toBe("80756015090002647590");
    for (const bad of ["8075601509000264759", "807560150900026475901", "80757015090002647590", "8075601509000264759X", "756015090002647590"]) {
      expect(parse(bad).success, bad).toBe(false);
    }
  });
  it("reads in groups of five", () => {
    expect(formatInsuranceCardNumber("80756015090002647590")).toBe("80756 01509 00026 47590");
  });
});
