import type { BlogArticle } from "#contracts/blog.ts";
import type { FaqSection } from "#contracts/faq.ts";
import { openingSchedule } from "#contracts/opening-hours.ts";
import { pharmacy } from "#contracts/pharmacy.ts";

const DAY_NAMES = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

const organization = { "@type": "Pharmacy", name: pharmacy.name, url: "/" };

/** schema.org Pharmacy for /aboutus: address, contact and opening hours from contracts. */
export function pharmacyJsonLd() {
  const openingHoursSpecification = Object.entries(openingSchedule).flatMap(([isoDay, hours]) =>
    hours ? [{ "@type": "OpeningHoursSpecification", dayOfWeek: DAY_NAMES[Number(isoDay) - 1], opens: hhmm(hours.opens), closes: hhmm(hours.closes) }] : [],
  );
  return {
    "@context": "https://schema.org",
    "@type": "Pharmacy",
    name: pharmacy.name,
    foundingDate: String(pharmacy.foundedYear),
    telephone: pharmacy.phone,
    email: pharmacy.email,
    address: {
      "@type": "PostalAddress",
      streetAddress: pharmacy.street,
      postalCode: pharmacy.postalCode,
      addressLocality: pharmacy.city,
      addressCountry: "CH",
    },
    geo: { "@type": "GeoCoordinates", latitude: pharmacy.location.lat, longitude: pharmacy.location.lon },
    openingHoursSpecification,
  };
}

/** schema.org FAQPage for /faqs: every question with its plain-text answer. */
export function faqJsonLd(sections: FaqSection[]) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: sections.flatMap((section) =>
      section.items.map((item) => ({
        "@type": "Question",
        name: item.question,
        acceptedAnswer: { "@type": "Answer", text: item.answer.join("\n\n") },
      })),
    ),
  };
}

/** schema.org Article for a health article. */
export function articleJsonLd(article: BlogArticle) {
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: article.title,
    description: article.description,
    datePublished: article.date,
    articleSection: article.category,
    inLanguage: "de-CH",
    image: article.image.src,
    author: organization,
    publisher: organization,
  };
}
