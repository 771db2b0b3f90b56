import { describe, expect, it } from "vitest";
import { faqSections, homeFaq } from "./faq.ts";
import { pharmacy } from "./pharmacy.ts";

const allItems = faqSections.flatMap((section) => section.items);

describe("home FAQ (spec/shop.md §1)", () => {
  it("has the five questions in the spec's order", () => {
    expect(homeFaq.map((item) => item.id)).toEqual([
      "dienstleistungen",
      "rezept-lieferung",
      "online-bestellen",
      "oeffnungszeiten",
      "medikamentenanalyse",
    ]);
  });

  it("answers the opening hours with the 24 h shop, the service hours and the lab slots' 09:00 to 17:00 (issue 41)", () => {
    const answer = homeFaq.find((item) => item.id === "oeffnungszeiten")!.answer.join(" ");
    expect(answer).toContain("24 Stunden");
    expect(answer).toContain("Persönliche Dienstleistungen bieten wir Montag bis Freitag 08:00 bis 18:00 Uhr an");
    expect(answer).toContain("Labortermine Montag bis Freitag 09:00 bis 17:00 Uhr");
    expect(answer).not.toMatch(/Labortermine[^.]*08:00/);
    expect(answer).toContain(pharmacy.hoursText);
  });
});

describe("full FAQ", () => {
  it("starts with the home questions and has unique ids", () => {
    expect(faqSections[0].items).toBe(homeFaq);
    const ids = allItems.map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(faqSections.map((s) => s.id)).size).toBe(faqSections.length);
  });

  it("has a question mark and non-empty answers everywhere, and only internal or mail links", () => {
    for (const item of allItems) {
      expect(item.question.trim()).toMatch(/\?$/);
      expect(item.answer.length).toBeGreaterThan(0);
      for (const paragraph of item.answer) expect(paragraph.trim().length).toBeGreaterThan(20);
      for (const link of item.links ?? []) expect(link.href).toMatch(/^(\/|mailto:)/);
    }
  });

  it("mentions the 30-day return policy, free shipping from CHF 50.00 and that Rx is not sold online", () => {
    const text = allItems.flatMap((item) => item.answer).join(" ");
    expect(text).toContain("30 Tage Rückgaberecht");
    expect(text).toContain("CHF 50.00");
    expect(text).toContain("innert 2 Werktagen");
    expect(allItems.find((item) => item.id === "rezeptpflichtig-online")!.answer[0]).toMatch(/^Nein\./);
  });
});
