import { Check } from "lucide-react";
import { Link } from "react-router";
import { NoticeBox } from "#app/components/content/notice-box.tsx";
import { PageHero } from "#app/components/content/page-hero.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import { pharmacy, pharmacyAddress } from "#contracts/pharmacy.ts";
import { returnPolicyText, shopTerms } from "#contracts/shop-terms.ts";

export const meta = () =>
  pageMeta(
    "Rückgaberichtlinie",
    `${returnPolicyText} für ungeöffnete Produkte ohne Arzneimittelcharakter. Arzneimittel sind gesetzlich von der Rückgabe ausgeschlossen.`,
  );

export default function ReturnPolicy() {
  return (
    <>
      <PageHero
        eyebrow="Hilfe"
        title="Rückgaberichtlinie"
        lead={
          <p>
            {returnPolicyText}: Passt ein Produkt nicht, nehmen wir es innert {shopTerms.returnDays} Tagen zurück, sofern es
            ungeöffnet ist und kein Arzneimittel.
          </p>
        }
      />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 lg:grid-cols-[1fr_20rem] lg:px-8 lg:py-12">
        <div>
          <div className="prose-shop text-ink [&>h2:first-child]:mt-0">
            <h2>Was Sie zurückgeben können</h2>
            <p>
              Innert {shopTerms.returnDays} Tagen nach Erhalt können Sie Produkte ohne Arzneimittelcharakter zurückgeben, zum
              Beispiel Pflege- und Kosmetikprodukte, Zubehör oder Geräte. Die Ware muss ungeöffnet, unbenutzt und in der
              Originalverpackung sein.
            </p>

            <h2>Was von der Rückgabe ausgeschlossen ist</h2>
            <ul>
              <li>
                Arzneimittel, rezeptfrei oder rezeptpflichtig: Einmal abgegebene Medikamente dürfen aus Gründen der
                Arzneimittelsicherheit nicht wieder verkauft werden.
              </li>
              <li>Produkte, die gekühlt gelagert werden müssen</li>
              <li>Hygieneartikel und Medizinprodukte, deren Siegel geöffnet wurde</li>
              <li>Individuell angefertigte Produkte, etwa Kompressionsstrümpfe nach Mass oder Rezepturen</li>
            </ul>

            <h2>So funktioniert die Rückgabe</h2>
            <ol>
              <li>
                Melden Sie die Rückgabe per E-Mail an <a href={`mailto:${pharmacy.email}`}>{pharmacy.email}</a> oder telefonisch
                unter <a href={pharmacy.phoneHref}>{pharmacy.phone}</a> an, mit Ihrer Bestellnummer.
              </li>
              <li>Legen Sie den Lieferschein oder eine Kopie der Rechnung bei.</li>
              <li>
                Bringen Sie das Paket in die Apotheke oder senden Sie es an {pharmacy.name}, {pharmacyAddress}.
              </li>
              <li>Nach der Prüfung erstatten wir den Kaufpreis innert 14 Tagen auf das ursprüngliche Zahlungsmittel zurück.</li>
            </ol>

            <h2>Beschädigte oder falsche Lieferung</h2>
            <p>
              Ist ein Produkt beschädigt angekommen oder haben wir etwas Falsches geliefert, melden Sie sich bitte innert fünf
              Tagen bei uns. In diesem Fall übernehmen wir die Kosten für die Rücksendung und senden Ihnen Ersatz, auch bei
              Arzneimitteln.
            </p>
          </div>
          <div className="mt-8 max-w-3xl">
            <NoticeBox title="Unsicher, ob ein Produkt zurückgegeben werden kann?">
              <p>
                Fragen Sie uns vor der Rücksendung, wir helfen gerne. Weitere Antworten finden Sie in den{" "}
                <Link to="/faqs#rueckgabe" className="font-medium text-brand underline underline-offset-2">
                  häufigen Fragen
                </Link>
                .
              </p>
            </NoticeBox>
          </div>
        </div>
        <aside
          aria-labelledby="auf-einen-blick"
          className="self-start rounded-card border border-line bg-soft p-5 lg:sticky lg:top-24"
        >
          <h2 id="auf-einen-blick" className="text-lg text-ink">
            Auf einen Blick
          </h2>
          <ul className="mt-3 space-y-3">
            {[
              `${shopTerms.returnDays} Tage ab Erhalt der Ware`,
              "Nur ungeöffnet und in Originalverpackung",
              "Arzneimittel sind ausgeschlossen",
              "Rückerstattung auf das ursprüngliche Zahlungsmittel",
            ].map((fact) => (
              <li key={fact} className="flex gap-2 leading-snug text-ink">
                <Check className="mt-0.5 size-4 shrink-0 text-brand" aria-hidden="true" />
                {fact}
              </li>
            ))}
          </ul>
        </aside>
      </div>
    </>
  );
}
