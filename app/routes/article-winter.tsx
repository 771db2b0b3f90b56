import { Link } from "react-router";
import { ArticleLayout } from "#app/components/content/article-layout.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import { blogArticle } from "#contracts/blog.ts";

const article = blogArticle("/fasten-konvertiert");

export const meta = () => pageMeta(article.title, article.description);

export default function ArticleWinter() {
  return (
    <ArticleLayout article={article}>
      <p>
        Kurze Tage, trockene Heizungsluft und volle Trams: Im Winter haben Erkältungsviren leichtes Spiel. Ein «Wundermittel»
        gegen Schnupfen gibt es nicht, und ein gesundes Immunsystem lässt sich auch nicht in wenigen Tagen «aufbauen». Mit
        einigen einfachen Gewohnheiten können Sie Ihre Abwehrkräfte aber wirksam unterstützen und das Ansteckungsrisiko
        senken. Hier sind unsere zehn wichtigsten Tipps für die kalte Jahreszeit.
      </p>

      <h2>1. Genug und regelmässig schlafen</h2>
      <p>
        Im Schlaf regeneriert sich der Körper, und das Immunsystem arbeitet auf Hochtouren. Wer dauerhaft zu wenig schläft,
        wird nachweislich häufiger krank. Erwachsene brauchen meist sieben bis neun Stunden. Feste Zeiten fürs Zubettgehen
        und Aufstehen helfen, auch am Wochenende. Mehr dazu lesen Sie in unserem Artikel{" "}
        <Link to="/enigma-schlaf">Besser schlafen: was wirklich hilft</Link>.
      </p>

      <h2>2. Jeden Tag nach draussen</h2>
      <p>
        Ein Spaziergang am Rhein, der Weg zur Arbeit zu Fuss oder mit dem Velo: Bewegung an der frischen Luft bringt den
        Kreislauf in Schwung und hebt die Stimmung. Das Tageslicht ist im Winter knapp, nutzen Sie deshalb möglichst die
        Mittagszeit. Schon 30 Minuten mässige Bewegung an den meisten Tagen der Woche sind ein guter Richtwert.
      </p>

      <h2>3. Bunt und ausgewogen essen</h2>
      <p>
        Ihr Immunsystem braucht Vitamine, Mineralstoffe und Eiweiss. Am besten bekommt es sie aus einer abwechslungsreichen
        Ernährung. Auch im Winter gibt es viel Saisonales:
      </p>
      <ul>
        <li>Kohlgemüse wie Rosenkohl, Federkohl und Broccoli liefern Vitamin C.</li>
        <li>Zitrusfrüchte, Kiwi und Äpfel sind praktische Zwischenmahlzeiten.</li>
        <li>Hülsenfrüchte, Nüsse und Vollkornprodukte enthalten Zink, Eisen und Ballaststoffe.</li>
        <li>Fisch, Eier und Milchprodukte liefern Eiweiss und etwas Vitamin D.</li>
      </ul>

      <h2>4. Vitamin D im Blick behalten</h2>
      <p>
        Von Oktober bis März reicht die Sonne in der Schweiz nicht aus, damit die Haut genügend Vitamin D bildet. Viele
        Menschen haben im Winter tiefe Werte. Ob eine Ergänzung sinnvoll ist und in welcher Menge, hängt von Alter,
        Lebensstil und Vorerkrankungen ab. Nehmen Sie hochdosierte Präparate nicht auf eigene Faust ein: Vitamin D kann sich
        im Körper anreichern. Wir beraten Sie gerne und können Ihren Vitamin-D-Spiegel auf Wunsch in unserer{" "}
        <Link to="/vacinationspage">Labordiagnostik</Link> bestimmen.
      </p>

      <h2>5. Hände waschen, richtig husten</h2>
      <p>
        Viele Erkältungsviren gelangen über die Hände an Mund, Nase und Augen. Gründliches Händewaschen mit Seife,
        mindestens 20 Sekunden lang, ist deshalb eine der wirksamsten Massnahmen. Husten und niesen Sie in die Armbeuge oder
        in ein Taschentuch, das Sie danach entsorgen. Unterwegs ist ein Händedesinfektionsmittel praktisch.
      </p>

      <h2>6. Trinken, auch ohne Durst</h2>
      <p>
        Im Winter trinken viele Menschen zu wenig, weil der Durst ausbleibt. Gut befeuchtete Schleimhäute sind aber eine
        wichtige Barriere gegen Krankheitserreger. Ungesüsste Tees, Wasser oder verdünnte Fruchtsäfte sind ideal. Wer eine
        Herz- oder Nierenerkrankung hat, bespricht die richtige Trinkmenge mit der Ärztin oder dem Arzt.
      </p>

      <h2>7. Raumluft: lüften statt überheizen</h2>
      <p>
        Trockene Heizungsluft reizt Nase und Rachen. Lüften Sie mehrmals täglich für fünf bis zehn Minuten mit weit
        geöffnetem Fenster (Stosslüften) und halten Sie die Raumtemperatur um 20 Grad. Eine Luftfeuchtigkeit von 40 bis 60
        Prozent ist angenehm. Meerwasser-Nasensprays und eine reichhaltige Lippenpflege helfen gegen trockene Schleimhäute.
      </p>

      <h2>8. Stress abbauen</h2>
      <p>
        Dauerstress schwächt die Abwehr. Planen Sie bewusst Pausen ein, pflegen Sie Kontakte und gönnen Sie sich
        Tätigkeiten, die Ihnen guttun, vom Saunabesuch bis zum Lesen auf dem Sofa. Auch Bewegung ist ein gutes Mittel gegen
        Stress.
      </p>

      <h2>9. Impfschutz prüfen</h2>
      <p>
        Die Grippeimpfung wird besonders Menschen ab 65 Jahren, Schwangeren, chronisch Kranken sowie ihren Angehörigen und
        dem Gesundheitspersonal empfohlen. Der beste Zeitpunkt ist Mitte Oktober bis Mitte November, eine Impfung ist aber
        auch später noch sinnvoll. Wir prüfen gerne Ihren Impfausweis und impfen Sie direkt bei uns in der Apotheke. Termine
        vereinbaren Sie über unsere <Link to="/vacappointment">Impftermin-Seite</Link>.
      </p>

      <h2>10. Auf den Körper hören</h2>
      <p>
        Wenn Sie krank sind, gönnen Sie sich Ruhe und bleiben Sie wenn möglich zu Hause: Das hilft Ihnen und schützt andere.
        Gegen die typischen Beschwerden einer Erkältung gibt es bewährte Mittel für die Selbstbehandlung, etwa
        Meerwasser-Nasensprays, Lutschtabletten bei Halskratzen oder Dampfinhalationen. Welches Mittel zu Ihnen passt, hängt
        von den Beschwerden, Ihrem Alter und weiteren Medikamenten ab. Lassen Sie sich dazu beraten.
      </p>

      <h2>Wann Sie ärztlichen Rat brauchen</h2>
      <p>Eine Erkältung klingt normalerweise nach sieben bis zehn Tagen ab. Suchen Sie ärztliche Hilfe, wenn:</p>
      <ul>
        <li>das Fieber über 39 Grad steigt oder länger als drei Tage anhält,</li>
        <li>Sie Atemnot, Brustschmerzen oder starke Ohren- oder Nebenhöhlenschmerzen haben,</li>
        <li>sich die Beschwerden nach anfänglicher Besserung wieder verschlechtern,</li>
        <li>Säuglinge, Kleinkinder, Schwangere, ältere oder chronisch kranke Menschen betroffen sind,</li>
        <li>der Husten länger als drei Wochen dauert.</li>
      </ul>
      <p>Bei akuter Atemnot oder Bewusstseinsstörungen rufen Sie sofort den Notruf 144 an.</p>

      <h2>Unser Fazit</h2>
      <p>
        Schlaf, Bewegung, ausgewogene Ernährung und gute Hygiene sind die Grundlage für einen gesunden Winter. Nahrungsergänzungen
        können in bestimmten Situationen sinnvoll sein, ersetzen diese Grundlagen aber nicht. Kommen Sie bei Fragen vorbei:
        Wir nehmen uns Zeit für Sie.
      </p>
    </ArticleLayout>
  );
}
