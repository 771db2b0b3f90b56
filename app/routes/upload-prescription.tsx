import { Camera, FileText, Mail, Store, Truck } from "lucide-react";
import { ContentSection } from "#app/components/content/content-section.tsx";
import { InfoCard } from "#app/components/content/info-card.tsx";
import { NoticeBox } from "#app/components/content/notice-box.tsx";
import { PageHero } from "#app/components/content/page-hero.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import { pharmacy, pharmacyAddress } from "#contracts/pharmacy.ts";

export const meta = () =>
  pageMeta(
    "Rezept einreichen",
    `So reichen Sie Ihr Rezept bei der ${pharmacy.name} ein: persönlich vorbeibringen, per Post senden oder vorab ein Foto per E-Mail schicken.`,
  );

export default function UploadPrescription() {
  const mailSubject = encodeURIComponent("Rezept: Bitte Medikamente bereitstellen");
  return (
    <>
      <PageHero
        eyebrow="Hilfe"
        title="Rezept einreichen"
        lead={
          <p>
            Rezeptpflichtige Medikamente verkaufen wir nicht über den Online-Shop. Mit Ihrem Rezept erhalten Sie sie schnell und
            sicher bei uns in der Apotheke oder per Hauslieferung.
          </p>
        }
      />
      <ContentSection id="wege" title="Drei Wege zu Ihren Medikamenten">
        <div className="grid gap-5 md:grid-cols-3">
          <InfoCard icon={Store} title="Vorbeibringen">
            <p>
              Bringen Sie Ihr Rezept in die Apotheke am {pharmacy.street}. Vorrätige Medikamente erhalten Sie sofort, alle
              anderen bestellen wir meist bis zum nächsten Arbeitstag.
            </p>
          </InfoCard>
          <InfoCard icon={Mail} title="Per Post senden">
            <p>
              Schicken Sie das Originalrezept an {pharmacy.name}, {pharmacyAddress}. Wir melden uns, sobald Ihre Medikamente
              bereit sind.
            </p>
          </InfoCard>
          <InfoCard icon={Camera} title="Foto per E-Mail">
            <p>
              Senden Sie vorab ein gut lesbares Foto oder einen Scan an{" "}
              <a href={`mailto:${pharmacy.email}?subject=${mailSubject}`} className="font-medium wrap-anywhere text-brand underline underline-offset-2">
                {pharmacy.email}
              </a>
              . Wir stellen die Medikamente bereit; bei der Abholung oder Lieferung brauchen wir das Original.
            </p>
          </InfoCard>
        </div>
      </ContentSection>
      <ContentSection id="gut-zu-wissen" title="Gut zu wissen" tinted>
        <div className="grid gap-5 md:grid-cols-2">
          <InfoCard icon={FileText} title="Elektronische Rezepte und Dauerrezepte">
            <p>
              Elektronische Rezepte mit QR-Code können Sie uns ebenfalls per E-Mail weiterleiten. Dauerrezepte bewahren wir auf
              Wunsch für Sie auf und erinnern Sie an die nächste Abholung.
            </p>
          </InfoCard>
          <InfoCard icon={Truck} title="Lieferung nach Hause">
            <p>
              Im Raum {pharmacy.city} liefern wir Ihre Medikamente auch nach Hause. Die Übergabe erfolgt gegen das Originalrezept.
            </p>
          </InfoCard>
        </div>
        <div className="mt-8 max-w-3xl">
          <NoticeBox title="Warum gibt es hier kein Upload-Formular?">
            <p>
              Rezeptpflichtige Arzneimittel geben wir nur nach Prüfung des Originalrezepts durch eine Apothekerin oder einen
              Apotheker ab. Ein Foto hilft uns, alles vorzubereiten, ersetzt das Rezept aber nicht. Gesundheitsdaten per
              E-Mail senden Sie bitte nur, wenn Sie damit einverstanden sind; vertraulicher ist die persönliche Übergabe.
            </p>
          </NoticeBox>
        </div>
      </ContentSection>
    </>
  );
}
