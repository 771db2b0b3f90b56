import { Link } from "react-router";
import { ArticleLayout } from "#app/components/content/article-layout.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import { blogArticle } from "#contracts/blog.ts";

const article = blogArticle("/Ferien-konvertiert");

export const meta = () => pageMeta(article.title, article.description);

export default function ArticleTravel() {
  return (
    <ArticleLayout article={article}>
      <p>
        Ob Wanderferien im Engadin, Städtereise nach Lissabon oder Rucksacktour durch Südostasien: Eine gut gepackte
        Reiseapotheke gibt Sicherheit, wenn unterwegs etwas passiert. Welche Mittel hineingehören, hängt vom Reiseziel, der
        Art der Reise und den Mitreisenden ab. Diese Checkliste hilft Ihnen beim Packen. Wir stellen Ihnen Ihre
        Reiseapotheke gerne individuell zusammen.
      </p>

      <h2>Früh planen: vier bis acht Wochen vor der Abreise</h2>
      <p>
        Für manche Reiseziele sind Impfungen empfohlen oder vorgeschrieben, und einige brauchen mehrere Dosen im Abstand von
        Wochen. Planen Sie deshalb frühzeitig:
      </p>
      <ul>
        <li>Lassen Sie Ihren Impfausweis prüfen; Standardimpfungen wie Starrkrampf (Tetanus) sollten aktuell sein.</li>
        <li>Klären Sie, ob für Ihr Reiseziel Impfungen oder eine Malariaprophylaxe empfohlen sind.</li>
        <li>Bei Fernreisen, Schwangerschaft oder chronischen Krankheiten ist eine reisemedizinische Beratung sinnvoll.</li>
        <li>Prüfen Sie Ihre Reiseversicherung und die Deckung Ihrer Krankenkasse im Ausland.</li>
      </ul>
      <p>
        Viele Impfungen erhalten Sie direkt bei uns in der Apotheke. Vereinbaren Sie einen{" "}
        <Link to="/vacappointment">Impftermin</Link>, wir beraten Sie gerne.
      </p>

      <h2>Die Checkliste für die Reiseapotheke</h2>
      <h3>Persönliche Medikamente</h3>
      <ul>
        <li>Ihre regelmässigen Medikamente in ausreichender Menge, mit einer Reserve für einige zusätzliche Tage</li>
        <li>Eine aktuelle Medikamentenliste mit Wirkstoffnamen, idealerweise auch auf Englisch</li>
        <li>Bei Bedarf Notfallmedikamente, etwa bei Allergien oder Asthma</li>
      </ul>

      <h3>Schmerzen und Fieber</h3>
      <ul>
        <li>Ein Schmerz- und Fiebermittel, das Sie kennen und vertragen</li>
        <li>Ein Fieberthermometer</li>
      </ul>

      <h3>Magen und Darm</h3>
      <ul>
        <li>Elektrolytpulver zum Ausgleich von Flüssigkeit und Salzen bei Durchfall</li>
        <li>Ein Mittel gegen Reiseübelkeit, falls Sie dazu neigen</li>
        <li>Ein Mittel gegen Verstopfung; die Ernährungsumstellung unterwegs kann die Verdauung bremsen</li>
      </ul>

      <h3>Wunden und kleine Verletzungen</h3>
      <ul>
        <li>Pflaster in verschiedenen Grössen, Blasenpflaster, sterile Kompressen und eine elastische Binde</li>
        <li>Ein Wunddesinfektionsmittel</li>
        <li>Pinzette (zum Beispiel für Splitter und Zecken) und eine kleine Schere im aufgegebenen Gepäck</li>
      </ul>

      <h3>Haut, Sonne und Insekten</h3>
      <ul>
        <li>Sonnenschutz mit hohem Lichtschutzfaktor und ein Lippenbalsam mit UV-Schutz</li>
        <li>Ein kühlendes Gel nach dem Sonnenbad oder bei leichtem Sonnenbrand</li>
        <li>Ein Mückenschutzmittel, das für Ihr Reiseziel geeignet ist, und ein Mittel gegen Juckreiz nach Stichen</li>
      </ul>

      <h3>Ausserdem praktisch</h3>
      <ul>
        <li>Augentropfen mit befeuchtender Wirkung, etwa gegen trockene Flugzeugluft</li>
        <li>Meerwasser-Nasenspray und Lutschtabletten bei Halsweh</li>
        <li>Händedesinfektionsmittel und Ohrstöpsel</li>
        <li>Kondome</li>
      </ul>

      <h2>Richtig transportieren und lagern</h2>
      <p>
        Gehören Medikamente zum Alltag, packen Sie sie ins Handgepäck. So sind sie auch dann dabei, wenn ein Koffer verloren
        geht. Lassen Sie Arzneimittel in der Originalverpackung mit Packungsbeilage; das erleichtert Kontrollen und hilft
        einer Ärztin oder einem Arzt im Ausland. Für Flüssigkeiten im Handgepäck gelten besondere Regeln, fragen Sie bei
        Ihrer Fluggesellschaft nach.
      </p>
      <p>
        Die meisten Medikamente vertragen keine grosse Hitze. Lassen Sie sie nicht im Auto oder in der prallen Sonne liegen.
        Insulin und andere Arzneimittel, die gekühlt werden müssen, transportieren Sie in einer Kühltasche, ohne dass sie
        direkt mit Kühlelementen in Berührung kommen.
      </p>

      <h2>Bescheinigungen für bestimmte Medikamente</h2>
      <p>
        Für einige Arzneimittel, zum Beispiel starke Schmerzmittel oder bestimmte Schlaf- und ADHS-Medikamente, brauchen
        Sie bei Reisen ins Ausland eine ärztliche Bescheinigung. Die Regeln unterscheiden sich von Land zu Land. Erkundigen
        Sie sich rechtzeitig bei Ihrer Ärztin oder Ihrem Arzt und bei der Botschaft des Reiselandes. Auch für Spritzen und
        Pens ist ein ärztliches Attest auf Englisch hilfreich.
      </p>

      <h2>Besondere Reisende</h2>
      <p>
        Kinder brauchen eigene, altersgerechte Präparate, denn viele Mittel für Erwachsene sind für sie nicht geeignet.
        Schwangere und Stillende lassen sich vor der Reise beraten, welche Mittel und Impfungen infrage kommen. Wer
        chronisch krank ist, bespricht die Reise am besten mit der behandelnden Ärztin oder dem behandelnden Arzt, zum
        Beispiel wegen Zeitverschiebung und Einnahmezeiten.
      </p>

      <h2>Unterwegs: wann Sie Hilfe holen sollten</h2>
      <p>Die Reiseapotheke ist für kleine Beschwerden gedacht. Suchen Sie vor Ort ärztliche Hilfe bei:</p>
      <ul>
        <li>hohem Fieber, besonders nach Aufenthalten in Malariagebieten, auch noch Wochen nach der Rückkehr,</li>
        <li>Durchfall mit Blut, hohem Fieber oder wenn er länger als drei Tage dauert,</li>
        <li>Anzeichen von Austrocknung, vor allem bei Kindern und älteren Menschen,</li>
        <li>Wunden, die sich röten, anschwellen oder stark schmerzen,</li>
        <li>Tierbissen, auch wenn sie harmlos aussehen.</li>
      </ul>

      <h2>Nach den Ferien</h2>
      <p>
        Kontrollieren Sie Ihre Reiseapotheke nach der Rückkehr: Was ist abgelaufen, was wurde gebraucht? Abgelaufene
        Medikamente gehören nicht in den Hausmüll; bringen Sie sie zu uns in die Apotheke, wir entsorgen sie fachgerecht. So
        ist Ihre Reiseapotheke für die nächsten Ferien bereit.
      </p>
    </ArticleLayout>
  );
}
