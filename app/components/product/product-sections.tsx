import { ChevronDown } from "lucide-react";
import type { ReactNode } from "react";
import type { ArticleDetail } from "#contracts/catalogue.ts";
import { NutritionTable } from "./nutrition-table.tsx";

export const SUMMARY_SECTION_ID = "zusammenfassung";

// HTML fields are sanitised when they enter the database (docs/api.md), so they can be rendered as markup here.
const Html = ({ html }: { html: string }) => <div className="prose-shop max-w-none text-[15px]" dangerouslySetInnerHTML={{ __html: html }} />;

function Section({ id, title, children, open }: { id?: string; title: string; children: ReactNode; open?: boolean }) {
  return (
    <details id={id} open={open} className="group scroll-mt-24 border-b border-line">
      <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between py-3 text-lg font-semibold hover:text-brand [&::-webkit-details-marker]:hidden">
        {title}
        <ChevronDown aria-hidden size={20} className="shrink-0 transition-transform group-open:rotate-180" />
      </summary>
      <div className="pb-5">{children}</div>
    </details>
  );
}

/** The collapsible detail sections (spec §2); a section without content is left out. */
export function ProductSections({ article }: { article: ArticleDetail }) {
  const info = article.nonPharmaInformation;
  const sections: ReactNode[] = [];
  if (article.consumerFolder?.summary) {
    sections.push(
      <Section key="summary" id={SUMMARY_SECTION_ID} title="Zusammenfassung" open>
        <Html html={article.consumerFolder.summary} />
      </Section>,
    );
  }
  if (info?.nutritions.length) {
    sections.push(
      <Section key="nutrition" title="Nährwertangaben">
        <NutritionTable nutritions={info.nutritions} />
      </Section>,
    );
  }
  if (info?.usageHtml) sections.push(<Section key="usage" title="Anwendung"><Html html={info.usageHtml} /></Section>);
  if (info?.characteristicsHtml) sections.push(<Section key="char" title="Eigenschaften"><Html html={info.characteristicsHtml} /></Section>);
  if (info?.informationHtml) sections.push(<Section key="info" title="Wichtige Hinweise"><Html html={info.informationHtml} /></Section>);
  if (info?.dietaryAdvice.length) {
    sections.push(
      <Section key="diet" title="Ernährungshinweise">
        <ul className="list-disc pl-5">
          {info.dietaryAdvice.map((advice) => (
            <li key={advice.dietType.id}>{advice.dietType.description}</li>
          ))}
        </ul>
      </Section>,
    );
  }
  const compositions = [...(info?.compositions ?? [])].sort((a, b) => a.lineNumber - b.lineNumber);
  const substances = article.components.flatMap((c) => c.substances);
  if (compositions.length || substances.length) {
    sections.push(
      <Section key="composition" title="Zusammensetzung">
        {compositions.map((line) => (
          <p key={line.lineNumber} className="mb-2">
            {line.description}
          </p>
        ))}
        {substances.length > 0 && (
          <ul className="list-disc pl-5">
            {substances.map((s, i) => (
              <li key={`${s.description}-${i}`}>
                {s.description}
                {s.quantity ? ` ${s.quantity}` : ""}
              </li>
            ))}
          </ul>
        )}
      </Section>,
    );
  }
  if (article.monographies.length) {
    sections.push(
      <Section key="leaflet" title="Patienteninformation">
        {article.monographies.map((m, i) => (
          <article key={`${m.title}-${i}`} className="mb-6">
            {m.header && <p className="text-sm font-semibold text-muted uppercase">{m.header}</p>}
            <h3 className="mt-1 text-lg">{m.title}</h3>
            {m.authorizationOwnerName && <p className="text-sm text-muted">{m.authorizationOwnerName}</p>}
            {[...m.bodySections]
              .sort((a, b) => a.sectionNumber - b.sectionNumber)
              .map((s) => (
                <section key={s.sectionNumber} className="mt-4">
                  <h4 className="font-semibold">{s.title}</h4>
                  <Html html={s.description} />
                </section>
              ))}
          </article>
        ))}
      </Section>,
    );
  }
  if (sections.length === 0) return null;
  return (
    <section aria-label="Produktinformationen" className="mt-10 border-t border-line">
      {sections}
    </section>
  );
}
