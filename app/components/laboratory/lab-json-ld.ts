import type { AnalysisPack, LabTest } from "#contracts/laboratory.ts";
import { pharmacy } from "#contracts/pharmacy.ts";

const offer = (name: string, description: string, price: number, type: "MedicalTest" | "Service") => ({
  "@type": "Offer",
  price: price.toFixed(2),
  priceCurrency: "EUR",
  itemOffered: { "@type": type, name, description },
});

/** schema.org: the pharmacy's laboratory offer (tests, vaccinations, packs) with EUR prices, for search engines. */
export function laboratoryJsonLd(tests: LabTest[] | null, packs: AnalysisPack[] | null, url: string) {
  return {
    "@context": "https://schema.org",
    "@type": "Pharmacy",
    name: pharmacy.name,
    url,
    telephone: pharmacy.phone,
    address: { "@type": "PostalAddress", streetAddress: pharmacy.street, postalCode: pharmacy.postalCode, addressLocality: pharmacy.city, addressCountry: "CH" },
    hasOfferCatalog: {
      "@type": "OfferCatalog",
      name: "Labordiagnostik und Impfungen",
      itemListElement: [
        ...(tests ?? []).map((t) => offer(t.name, t.description, t.price, t.category === "Impfungen" ? "Service" : "MedicalTest")),
        ...(packs ?? []).map((p) => offer(p.title, p.description, p.price, "Service")),
      ],
    },
  };
}
