import { describe, expect, it } from "vitest";
import { appointmentDataFrom, bookingType, serviceLabel, serviceText, totalPrice } from "./lab-booking.ts";

const ferritin = { _id: "a".repeat(24), name: "Ferritin", category: "Blutbild", price: 22 };
const tsh = { _id: "b".repeat(24), name: "TSH", category: "Schilddrüse", price: 18.5 };
const pack = { _id: "c".repeat(24), title: "Schilddrüsen-Check", category: "Schilddrüse", price: 85, labTests: [tsh] };

describe("booking type and service label (spec §4)", () => {
  it("is INDIVIDUAL_TESTS when no item contains lab tests", () => {
    expect(bookingType([ferritin, tsh])).toBe("INDIVIDUAL_TESTS");
    expect(serviceLabel([ferritin, tsh])).toBe("Individual Lab Tests");
    expect(bookingType([])).toBe("INDIVIDUAL_TESTS");
  });
  it("is ANALYSIS_PACKS as soon as one item contains lab tests", () => {
    expect(bookingType([ferritin, pack])).toBe("ANALYSIS_PACKS");
    expect(serviceLabel([pack])).toBe("Analysis Packs");
    expect(bookingType([{ ...pack, labTests: [] }])).toBe("ANALYSIS_PACKS");
  });
  it("joins the names (a pack's title) for the service text", () => {
    expect(serviceText([ferritin, pack])).toBe("Ferritin, Schilddrüsen-Check");
  });
});

describe("total price (spec §5)", () => {
  it("adds the prices to the cent", () => {
    expect(totalPrice([ferritin, tsh, pack])).toBe(125.5);
    expect(totalPrice([{ ...tsh, price: 0.1 }, { ...tsh, price: 0.2 }])).toBe(0.3);
  });
  it("counts a missing or broken price as 0", () => {
    expect(totalPrice([ferritin, { _id: "x", name: "Ohne Preis" }, { _id: "y", price: null }, { _id: "z", price: Number.NaN }])).toBe(22);
    expect(totalPrice([])).toBe(0);
  });
});

describe("appointmentData of the services page", () => {
  it("holds both lists, all items, the total and MIXED_SERVICES", () => {
    const data = appointmentDataFrom([ferritin], [pack]);
    expect(data).toEqual({ type: "MIXED_SERVICES", selectedTests: [ferritin], selectedPacks: [pack], allSelectedItems: [ferritin, pack], totalPrice: 107 });
  });
});
