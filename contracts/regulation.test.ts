import { describe, expect, it } from "vitest";
import {
  mayOrderOnline,
  mayShip,
  pickupOnly,
  REGULATION_CODES,
  regulationLabel,
  saleCodeAllowed,
  saleCodeForCategory,
  showsPrice,
  stricterSaleCode,
  SWISSMEDIC_CATEGORIES,
  type RegulationCode,
  type SwissmedicCategory,
} from "./regulation.ts";

describe("sale codes", () => {
  it.each([
    ["Sale.Web.OK", { ship: true, order: true, price: true, pickup: false, label: "Versand möglich" }],
    ["Sale.Web.CC", { ship: false, order: true, price: true, pickup: true, label: "Versand nicht möglich" }],
    ["Sale.Web.Rx", { ship: false, order: false, price: false, pickup: false, label: "Rezeptpflichtig" }],
  ] as const)("%s: shipped, ordered online, price shown as the spec says", (code, expected) => {
    expect({ ship: mayShip(code), order: mayOrderOnline(code), price: showsPrice(code), pickup: pickupOnly(code), label: regulationLabel(code) }).toEqual(expected);
  });
});

describe("Swissmedic category and sale code", () => {
  it.each([
    [null, "Sale.Web.OK"],
    ["A", "Sale.Web.Rx"],
    ["B", "Sale.Web.Rx"],
    ["D", "Sale.Web.CC"],
    ["E", "Sale.Web.OK"],
  ] as const)("an empty code for category %s is derived as %s", (category, code) => {
    expect(saleCodeForCategory(category)).toBe(code);
  });

  // The whole table of shared/API.md: less strict than the category allows is an error, stricter is allowed.
  const allowed: Record<string, RegulationCode[]> = {
    none: ["Sale.Web.OK", "Sale.Web.CC", "Sale.Web.Rx"],
    A: ["Sale.Web.Rx"],
    B: ["Sale.Web.Rx"],
    D: ["Sale.Web.CC", "Sale.Web.Rx"],
    E: ["Sale.Web.OK", "Sale.Web.CC", "Sale.Web.Rx"],
  };
  const categories: (SwissmedicCategory | null)[] = [null, ...SWISSMEDIC_CATEGORIES];
  for (const category of categories) {
    for (const code of REGULATION_CODES) {
      const ok = allowed[category ?? "none"]!.includes(code);
      it(`category ${category ?? "none"} with ${code} is ${ok ? "allowed" : "an error"}`, () => {
        expect(saleCodeAllowed(category, code)).toBe(ok);
      });
    }
  }

  it("a category from Refdata makes a code stricter, never less strict", () => {
    expect(stricterSaleCode("Sale.Web.OK", "B")).toBe("Sale.Web.Rx");
    expect(stricterSaleCode("Sale.Web.OK", "D")).toBe("Sale.Web.CC");
    expect(stricterSaleCode("Sale.Web.CC", "A")).toBe("Sale.Web.Rx");
    expect(stricterSaleCode("Sale.Web.Rx", "E")).toBe("Sale.Web.Rx");
    expect(stricterSaleCode("Sale.Web.CC", null)).toBe("Sale.Web.CC");
    expect(stricterSaleCode("Sale.Web.Rx", "D")).toBe("Sale.Web.Rx");
  });
});
