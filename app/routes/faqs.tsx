import { AdviceNote } from "#app/components/content/advice-note.tsx";
import { FaqAccordion } from "#app/components/content/faq-accordion.tsx";
import { JsonLd } from "#app/components/content/json-ld.tsx";
import { faqJsonLd } from "#app/components/content/structured-data.ts";
import { PageHero } from "#app/components/content/page-hero.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import { faqSections } from "#contracts/faq.ts";
import { pharmacy } from "#contracts/pharmacy.ts";

export const meta = () =>
  pageMeta(
    "Häufige Fragen",
    `Antworten der ${pharmacy.name} zu Bestellung, Versand, Bezahlung, Rezepten, Rückgabe, Datenschutz und Laborterminen.`,
  );

export default function Faqs() {
  return (
    <>
      <JsonLd data={faqJsonLd(faqSections)} />
      <PageHero
        eyebrow="Hilfe"
        title="Häufige Fragen"
        lead={<p>Hier finden Sie Antworten auf die Fragen, die uns am häufigsten gestellt werden. Ihre Frage ist nicht dabei? Rufen Sie uns an oder schreiben Sie uns.</p>}
      />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 lg:grid-cols-[16rem_1fr] lg:px-8 lg:py-12">
        <nav aria-label="Themen" className="lg:sticky lg:top-24 lg:self-start">
          <p className="text-sm font-semibold tracking-wide text-muted uppercase">Themen</p>
          <ul className="mt-3 flex flex-wrap gap-2 lg:flex-col lg:gap-1">
            {faqSections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="inline-flex min-h-11 items-center rounded-lg border border-line px-3 text-sm font-medium text-ink hover:border-brand hover:text-brand lg:min-h-10 lg:w-full lg:border-transparent lg:text-base"
                >
                  {section.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="min-w-0 space-y-10">
          {faqSections.map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-titel`} className="scroll-mt-24">
              <h2 id={`${section.id}-titel`} className="mb-4 text-2xl text-ink">
                {section.title}
              </h2>
              <FaqAccordion items={section.items} headingLevel={3} />
            </section>
          ))}
          <AdviceNote title="Noch Fragen? Wir sind für Sie da.">
            Unser Team beantwortet Ihre Fragen gerne persönlich in der Apotheke am {pharmacy.street}, telefonisch oder per
            E-Mail. Wir melden uns so rasch wie möglich bei Ihnen.
          </AdviceNote>
        </div>
      </div>
    </>
  );
}
