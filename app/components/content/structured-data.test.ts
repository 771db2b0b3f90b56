import { describe, expect, it } from "vitest";
import { blogArticles } from "#contracts/blog.ts";
import { faqSections } from "#contracts/faq.ts";
import { articleJsonLd, faqJsonLd, pharmacyJsonLd } from "./structured-data.ts";

describe("structured data", () => {
  it("lists the opening hours Mon-Fri 08:00-19:30 and Sat 08:00-17:00, nothing on Sunday", () => {
    const hours = pharmacyJsonLd().openingHoursSpecification;
    expect(hours).toHaveLength(6);
    expect(hours[0]).toMatchObject({ dayOfWeek: "Monday", opens: "08:00", closes: "19:30" });
    expect(hours[5]).toMatchObject({ dayOfWeek: "Saturday", opens: "08:00", closes: "17:00" });
    expect(hours.some((h) => h.dayOfWeek === "Sunday")).toBe(false);
  });

  it("puts every FAQ question into the FAQPage", () => {
    const total = faqSections.reduce((n, s) => n + s.items.length, 0);
    const faq = faqJsonLd(faqSections);
    expect(faq.mainEntity).toHaveLength(total);
    expect(faq.mainEntity.some((q) => q.acceptedAnswer.text.includes("30 Tage Rückgaberecht"))).toBe(true);
  });

  it("describes an article with its date and headline", () => {
    expect(articleJsonLd(blogArticles[0])).toMatchObject({ "@type": "Article", headline: blogArticles[0].title, datePublished: blogArticles[0].date });
  });
});
