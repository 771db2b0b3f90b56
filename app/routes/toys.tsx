import { Baby, Bath, Droplets, HeartHandshake, Milk, Smile } from "lucide-react";
import { Link } from "react-router";
import { ContentSection } from "#app/components/content/content-section.tsx";
import { type LinkTile, LinkTiles } from "#app/components/content/link-tiles.tsx";
import { NoticeBox } from "#app/components/content/notice-box.tsx";
import { PageHero } from "#app/components/content/page-hero.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import { pharmacy } from "#contracts/pharmacy.ts";

export const meta = () =>
  pageMeta(
    "Spielzeug & Baby",
    `Babypflege bei der ${pharmacy.name}: Pflege, Stillzeit, Ernährung und Zubehör für die ersten Lebensjahre, dazu die Miete von Milchpumpen.`,
  );

const search = (term: string) => `/products?search=${encodeURIComponent(term)}`;

const tiles: LinkTile[] = [
  { label: "Babypflege", description: "Milde Waschlotionen, Pflegecremes und Öle für empfindliche Babyhaut.", href: search("Baby Pflege"), icon: Bath },
  { label: "Wundschutz", description: "Wundschutzcremes und Pflegetücher für den Windelbereich.", href: search("Wundschutz"), icon: Droplets },
  { label: "Stillzeit", description: "Stilleinlagen, Brustwarzensalben und Stilltees.", href: search("Stillen"), icon: HeartHandshake },
  { label: "Babynahrung", description: "Säuglingsmilch und Beikost, abgestimmt auf das Alter Ihres Kindes.", href: search("Säuglingsmilch"), icon: Milk },
  { label: "Schnuller und Zubehör", description: "Schnuller, Fläschchen, Sauger und Beissringe.", href: search("Schnuller"), icon: Baby },
  { label: "Erste Zähne", description: "Zahnungsgels, Fingerzahnbürsten und Beissringe zum Kühlen.", href: search("Zahnen"), icon: Smile },
];

export default function Toys() {
  return (
    <>
      <PageHero
        eyebrow="Familie"
        title="Spielzeug & Baby"
        lead={
          <p>
            Alles für die ersten Lebensjahre: sanfte Pflege, Zubehör für die Stillzeit und kleine Helfer beim Zahnen. Spielzeug
            führen wir nur in kleiner Auswahl in der Apotheke; im Online-Shop finden Sie unsere Babypflege.
          </p>
        }
      />
      <ContentSection id="babypflege" title="Babypflege im Shop">
        <LinkTiles tiles={tiles} />
      </ContentSection>
      <ContentSection id="beratung" title="Beratung für junge Familien" tinted>
        <div className="max-w-3xl space-y-4">
          <p className="leading-relaxed text-ink">
            Ob wunder Po, erste Erkältung oder Fragen zur Stillzeit: Unser Team berät Sie gerne. Elektrische Milchpumpen
            vermieten wir direkt in der Apotheke.
          </p>
          <NoticeBox title="Milchpumpe mieten">
            <p>
              Alles zur Miete von Milchpumpen und Inhalationsgeräten finden Sie unter{" "}
              <Link to="/services#vermietung" className="font-medium text-brand underline underline-offset-2">
                Dienstleistungen
              </Link>
              .
            </p>
          </NoticeBox>
        </div>
      </ContentSection>
    </>
  );
}
