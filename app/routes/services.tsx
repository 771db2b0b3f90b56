import {
  Baby,
  Building2,
  ClipboardList,
  FlaskConical,
  HandHeart,
  HeartPulse,
  Home,
  MessageCircle,
  Pill,
  Stethoscope,
  Syringe,
  Truck,
  Wind,
  Armchair,
} from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "#app/components/ui/button.tsx";
import { ContentSection } from "#app/components/content/content-section.tsx";
import { InfoCard } from "#app/components/content/info-card.tsx";
import { NoticeBox } from "#app/components/content/notice-box.tsx";
import { PageHero } from "#app/components/content/page-hero.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import { LAB_HOURS_TEXT } from "#contracts/appointment-slots.ts";
import { pharmacy } from "#contracts/pharmacy.ts";
import { withCarrierText } from "#contracts/shop-terms.ts";

export const meta = () =>
  pageMeta(
    "Dienstleistungen",
    `Beratung, Labordiagnostik, Impfungen, Medikamenten-Check, Versand per Post und Gerätevermietung: die Dienstleistungen der ${pharmacy.name} in ${pharmacy.city}.`,
  );

const linkClass = "font-medium text-brand underline underline-offset-2 hover:text-brand-hover";

export default function Services() {
  return (
    <>
      <PageHero
        eyebrow="Dienstleistungen"
        title="Unsere Dienstleistungen"
        lead={
          <p>
            Eine Apotheke ist mehr als ein Ort, an dem man Medikamente abholt. Wir beraten, messen, impfen, analysieren und
            liefern, damit Sie schnell und unkompliziert zu guter Versorgung kommen.
          </p>
        }
      >
        <Link to="/vacinationspage?tab=services" className={buttonClass("primary")}>
          Labortermin buchen
        </Link>
        <a href={pharmacy.phoneHref} className={buttonClass("secondary")}>
          Anrufen: {pharmacy.phone}
        </a>
      </PageHero>

      <ContentSection
        id="angebote"
        title="Unsere Angebote"
        intro={<p>Persönliche Dienstleistungen bieten wir {pharmacy.serviceHoursText} Uhr an, Labortermine {LAB_HOURS_TEXT} Uhr.</p>}
      >
        <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          <InfoCard icon={MessageCircle} title="Persönliche Beratung" id="beratung">
            <p>
              Bei Beschwerden wie Erkältung, Allergien, Verdauungs- oder Hautproblemen klären wir, was hilft und wann ein
              Arztbesuch nötig ist. Vertrauliche Gespräche führen wir im separaten Beratungsraum.
            </p>
          </InfoCard>
          <InfoCard icon={FlaskConical} title="Labordiagnostik" id="labor">
            <p>
              Blutuntersuchungen, Vitamin- und Eisenwerte, Hormontests und Analysepakete, mit Resultaten meist innert 24 bis
              48 Stunden.
            </p>
            <p>
              <Link to="/vacinationspage" className={linkClass}>
                Zur Labordiagnostik
              </Link>
            </p>
          </InfoCard>
          <InfoCard icon={Syringe} title="Impfungen" id="impfungen">
            <p>
              Grippe, Zecken (FSME), Auffrischimpfungen und Reiseimpfungen nach Prüfung Ihres Impfausweises, für gesunde
              Erwachsene auch ohne ärztliches Rezept.
            </p>
            <p>
              <Link to="/vacappointment" className={linkClass}>
                Impftermin vereinbaren
              </Link>
            </p>
          </InfoCard>
          <InfoCard icon={ClipboardList} title="Medikamenten-Check" id="medikamenten-check">
            <p>
              Wir prüfen alle Medikamente, die Sie einnehmen, auf Wechselwirkungen und Doppelspurigkeiten und erstellen einen
              übersichtlichen Medikationsplan.
            </p>
          </InfoCard>
          <InfoCard icon={Truck} title="Versand nach Hause" id="versand">
            <p>
              Sie können nicht vorbeikommen? Wir senden Ihre Medikamente {withCarrierText} nach Hause, rezeptpflichtige
              Arzneimittel, sobald das Originalrezept bei uns ist.
            </p>
          </InfoCard>
          <InfoCard icon={HeartPulse} title="Gesundheitschecks" id="gesundheitschecks">
            <p>Blutdruck, Blutzucker und Cholesterin messen wir ohne Voranmeldung und besprechen die Werte gleich mit Ihnen.</p>
          </InfoCard>
          <InfoCard icon={Pill} title="Wochendosiersysteme">
            <p>
              Auf Wunsch richten wir Ihre Medikamente für die ganze Woche in Dosiersystemen, damit keine Einnahme vergessen
              geht.
            </p>
          </InfoCard>
          <InfoCard icon={Stethoscope} title="Erstabklärung">
            <p>
              Bei leichten Beschwerden wie Blasenentzündung, Bindehautentzündung oder Halsschmerzen machen wir eine
              strukturierte Erstabklärung und leiten Sie bei Bedarf an eine Arztpraxis weiter.
            </p>
          </InfoCard>
          <InfoCard icon={HandHeart} title="Kompressionsstrümpfe">
            <p>Wir messen Sie aus und bestellen medizinische Kompressionsstrümpfe nach Mass.</p>
          </InfoCard>
        </div>
      </ContentSection>

      <ContentSection
        id="vermietung"
        title="Geräte zur Miete"
        tinted
        intro={
          <p>
            Manche Geräte braucht man nur für einige Wochen. Wir vermieten sie Ihnen, erklären die Anwendung und nehmen sie
            gereinigt zurück. Verfügbarkeit und Mietkonditionen erfahren Sie telefonisch oder in der Apotheke.
          </p>
        }
      >
        <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          <InfoCard icon={Baby} title="Elektrische Milchpumpen">
            <p>
              Klinikerprobte Doppelpumpen für die Stillzeit. Das persönliche Pumpset erhalten Sie neu und hygienisch verpackt.
              Mit ärztlicher Verordnung übernimmt die Grundversicherung die Miete in bestimmten Fällen.
            </p>
          </InfoCard>
          <InfoCard icon={Wind} title="Inhalationsgeräte">
            <p>
              Vernebler für Kinder und Erwachsene, etwa bei Bronchitis oder Asthma. Wir zeigen Ihnen die richtige Anwendung und
              Reinigung.
            </p>
          </InfoCard>
          <InfoCard icon={Armchair} title="Testkissen">
            <p>
              Ein Sitz- und Lagerungskissen zum Ausprobieren zu Hause, bevor Sie sich für den Kauf eines eigenen Kissens
              entscheiden.
            </p>
          </InfoCard>
        </div>
      </ContentSection>

      <ContentSection
        id="kooperationen"
        title="Kooperationen"
        intro={
          <p>
            Gute Versorgung entsteht im Netzwerk. Damit Informationen dort ankommen, wo sie gebraucht werden, arbeiten wir
            eng mit Partnern aus der Region zusammen, immer mit Ihrem Einverständnis.
          </p>
        }
      >
        <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          <InfoCard icon={Stethoscope} title="Arztpraxen">
            <p>Hausärztinnen, Kinderärzte und Fachpraxen im Quartier: Rezepte, Rückfragen und Medikationspläne stimmen wir direkt ab.</p>
          </InfoCard>
          <InfoCard icon={Home} title="Spitex und Pflegeheime">
            <p>Wir beliefern Pflegedienste und Heime und richten Medikamente für Bewohnerinnen und Bewohner.</p>
          </InfoCard>
          <InfoCard icon={FlaskConical} title="Akkreditiertes Partnerlabor">
            <p>Proben, die wir nicht selbst analysieren, werden von einem akkreditierten Schweizer Labor ausgewertet.</p>
          </InfoCard>
          <InfoCard icon={Building2} title="Hebammen und Stillberatung">
            <p>Für Mütter im Wochenbett arbeiten wir mit freischaffenden Hebammen und Stillberaterinnen zusammen.</p>
          </InfoCard>
        </div>
        <div className="mt-8 max-w-3xl">
          <NoticeBox title="Sie möchten mit uns zusammenarbeiten?">
            <p>
              Praxen, Pflegeeinrichtungen und Unternehmen erreichen uns per E-Mail an{" "}
              <a href={`mailto:${pharmacy.email}`} className="font-medium wrap-anywhere text-brand underline underline-offset-2">
                {pharmacy.email}
              </a>
              .
            </p>
          </NoticeBox>
        </div>
      </ContentSection>
    </>
  );
}
