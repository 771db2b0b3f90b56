import { describe, expect, it } from "vitest";
import type { AnalysisPack, LabTest } from "#contracts/laboratory.ts";
import { bookingRequest, isoToSlashDate, wizardItems, wizardTotal, type WizardItem } from "./booking.ts";

const test_ = (id: string, name: string, price: number) => ({ _id: id, name, price, category: "Blutbild", description: "", preparation: "" }) as LabTest;
const pack = (id: string, title: string, price: number) =>
  ({ _id: id, title, name: title, price, category: "Vorsorge", description: "", preparation: "", labTests: [test_("t9", "CRP", 15)] }) as AnalysisPack;

const offer: WizardItem[] = [
  { _id: "t1", name: "Ferritin", category: "Blutbild", price: 22, pack: false, preparation: "Termin möglichst vor 10 Uhr." },
  { _id: "p1", name: "Basis-Check-up", category: "Vorsorge", price: 89, pack: true, preparation: "" },
];

describe("wizardItems", () => {
  it("takes names and prices from the current offer and drops what it no longer has", () => {
    const stored = { tests: [test_("t1", "Ferritin alt", 5), test_("gone", "Alt", 10)], packs: [pack("p1", "Basis alt", 1)] };
    expect(wizardItems(stored, offer)).toEqual(offer);
    expect(wizardTotal(wizardItems(stored, offer))).toBe(111);
  });

  it("keeps the stored items without an offer, a missing price counting as 0, each item once", () => {
    const broken = { ...test_("t2", "TSH", 0), price: undefined } as unknown as LabTest;
    const items = wizardItems({ tests: [test_("t1", "Ferritin", 22), test_("t1", "Ferritin", 22), broken], packs: [pack("p1", "Basis-Check-up", 89)] }, null);
    expect(items.map((i) => [i._id, i.price, i.pack])).toEqual([
      ["t1", 22, false],
      ["t2", 0, false],
      ["p1", 89, true],
    ]);
  });
});

describe("bookingRequest", () => {
  it("sends the spec's fields: type by the pack rule, the names joined, dd/mm/yyyy as picked", () => {
    expect(bookingRequest(offer, { date: "01/12/2026", time: "09:30" }, "Nüchtern")).toEqual({
      type: "ANALYSIS_PACKS",
      service: "Ferritin, Basis-Check-up",
      date: "01/12/2026",
      time: "09:30",
      notes: "Nüchtern",
      price: 111,
      selectedTests: [
        { _id: "t1", name: "Ferritin", category: "Blutbild", price: 22 },
        { _id: "p1", name: "Basis-Check-up", category: "Vorsorge", price: 89 },
      ],
    });
    expect(bookingRequest([offer[0]], { date: "01/12/2026", time: "09:30" }, "").type).toBe("INDIVIDUAL_TESTS");
  });
});

describe("isoToSlashDate", () => {
  it("turns a date input's value into the API's dd/mm/yyyy and leaves anything else for the schema", () => {
    expect(isoToSlashDate("1990-04-07")).toBe("07/04/1990");
    expect(isoToSlashDate("")).toBe("");
    expect(isoToSlashDate("7.4.1990")).toBe("7.4.1990");
  });
});
