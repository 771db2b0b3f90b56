import { Link } from "react-router";
import { ArticleLayout } from "#app/components/content/article-layout.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import { blogArticle } from "#contracts/blog.ts";

const article = blogArticle("/enigma-schlaf");

export const meta = () => pageMeta(article.title, article.description);

export default function ArticleSleep() {
  return (
    <ArticleLayout article={article}>
      <p>
        Wir verbringen rund ein Drittel unseres Lebens im Schlaf, und trotzdem bleibt er für viele ein Rätsel. Fast jede
        dritte erwachsene Person in der Schweiz berichtet über Ein- oder Durchschlafprobleme. Gelegentliche schlechte Nächte
        sind normal und harmlos. Wenn die Müdigkeit aber den Alltag bestimmt, lohnt es sich, genauer hinzuschauen.
      </p>

      <h2>Warum Schlaf so wichtig ist</h2>
      <p>
        Während wir schlafen, ist der Körper alles andere als untätig. Das Gehirn sortiert Erlebtes und festigt das
        Gelernte, Hormone werden ausgeschüttet, Zellen repariert und das Immunsystem gestärkt. Ein Schlafzyklus dauert etwa
        90 Minuten und wechselt zwischen leichtem Schlaf, Tiefschlaf und Traumschlaf (REM-Schlaf). Pro Nacht durchlaufen wir
        vier bis sechs solcher Zyklen. Kurzes Aufwachen dazwischen ist normal; meist erinnern wir uns am Morgen nicht daran.
      </p>
      <p>
        Wie viel Schlaf jemand braucht, ist individuell. Die meisten Erwachsenen fühlen sich mit sieben bis neun Stunden
        ausgeruht. Ältere Menschen schlafen oft weniger tief und wachen häufiger auf, das ist ein natürlicher Teil des
        Älterwerdens.
      </p>

      <h2>Die wichtigsten Regeln für guten Schlaf</h2>
      <p>
        Fachleute sprechen von Schlafhygiene: Gewohnheiten, die dem Körper helfen, zur Ruhe zu kommen. Sie sind die
        Grundlage jeder Behandlung von Schlafproblemen und wirken oft besser als jedes Mittel.
      </p>
      <ul>
        <li>
          <strong>Regelmässiger Rhythmus:</strong> Gehen Sie möglichst immer zur gleichen Zeit ins Bett und stehen Sie zur
          gleichen Zeit auf, auch am Wochenende.
        </li>
        <li>
          <strong>Tageslicht und Bewegung:</strong> Licht am Morgen stellt die innere Uhr, Bewegung am Tag macht abends
          angenehm müde. Intensiven Sport kurz vor dem Schlafengehen vermeiden Sie besser.
        </li>
        <li>
          <strong>Koffein und Alkohol:</strong> Kaffee, Schwarztee, Cola und Energydrinks wirken stundenlang; trinken Sie
          sie ab dem frühen Nachmittag nicht mehr. Alkohol macht zwar müde, stört aber den Tiefschlaf in der zweiten
          Nachthälfte.
        </li>
        <li>
          <strong>Leichtes Abendessen:</strong> Ein schweres Essen kurz vor dem Zubettgehen belastet die Verdauung. Planen Sie
          zwei bis drei Stunden Abstand ein.
        </li>
        <li>
          <strong>Das Schlafzimmer als Ruheort:</strong> Dunkel, ruhig und eher kühl (etwa 16 bis 19 Grad). Arbeiten, Streamen
          und Diskutieren gehören nicht ins Bett.
        </li>
        <li>
          <strong>Bildschirme weglegen:</strong> Smartphone, Tablet und Laptop halten den Kopf wach. Gönnen Sie sich
          mindestens eine halbe Stunde ohne Bildschirm vor dem Schlafen.
        </li>
        <li>
          <strong>Ein Abendritual:</strong> Lesen, ruhige Musik, eine warme Dusche oder eine Tasse Kräutertee signalisieren
          dem Körper, dass der Tag zu Ende geht.
        </li>
      </ul>

      <h2>Wenn der Schlaf nicht kommt</h2>
      <p>
        Wer nachts wach liegt und grübelt, setzt sich schnell unter Druck. Liegen Sie länger als etwa 20 Minuten wach, stehen
        Sie besser auf und beschäftigen sich in einem anderen Raum mit etwas Ruhigem, bei gedämpftem Licht. Kehren Sie erst
        ins Bett zurück, wenn Sie müde sind. Schauen Sie nicht ständig auf die Uhr. Auch ein Notizblock auf dem Nachttisch
        kann helfen: Was aufgeschrieben ist, muss nicht mehr im Kopf behalten werden.
      </p>
      <p>
        Entspannungstechniken wie progressive Muskelentspannung, Atemübungen oder autogenes Training lassen sich gut lernen.
        Sie wirken am besten, wenn man sie regelmässig übt, nicht erst in der schlaflosen Nacht.
      </p>

      <h2>Was pflanzliche Mittel leisten können</h2>
      <p>
        Bei leichten, vorübergehenden Schlafstörungen können pflanzliche Präparate mit Baldrian, Melisse, Passionsblume oder
        Hopfen unterstützen. Sie wirken mild und oft erst nach einigen Tagen regelmässiger Einnahme. Auch pflanzliche Mittel
        können Nebenwirkungen und Wechselwirkungen haben. Fragen Sie uns, welches Präparat zu Ihnen passt, besonders in der
        Schwangerschaft und Stillzeit, bei Kindern und wenn Sie weitere Medikamente einnehmen.
      </p>
      <p>
        Stärkere Schlafmittel gehören in ärztliche Hände. Viele von ihnen können bei längerer Einnahme abhängig machen, die
        Reaktionsfähigkeit am nächsten Tag beeinträchtigen und bei älteren Menschen das Sturzrisiko erhöhen. Nehmen Sie
        niemals Schlafmittel anderer Personen ein und kombinieren Sie Schlafmittel nicht mit Alkohol.
      </p>

      <h2>Schlafräuber erkennen</h2>
      <p>Manchmal steckt hinter schlechtem Schlaf eine Ursache, die sich behandeln lässt:</p>
      <ul>
        <li>Schnarchen mit Atemaussetzern und starker Tagesmüdigkeit (Hinweis auf eine Schlafapnoe),</li>
        <li>unruhige, kribbelnde Beine am Abend,</li>
        <li>Schmerzen, nächtlicher Harndrang oder Sodbrennen,</li>
        <li>hormonelle Veränderungen, etwa in den Wechseljahren,</li>
        <li>Niedergeschlagenheit, Sorgen oder anhaltende Belastung,</li>
        <li>Medikamente, die den Schlaf beeinflussen können.</li>
      </ul>
      <p>
        Ob eines Ihrer Medikamente den Schlaf stören könnte, prüfen wir gerne im Rahmen eines{" "}
        <Link to="/services#medikamenten-check">Medikamenten-Checks</Link>.
      </p>

      <h2>Wann Sie ärztlichen Rat einholen sollten</h2>
      <p>
        Dauern die Schlafprobleme länger als drei bis vier Wochen, treten sie mehrmals pro Woche auf oder fühlen Sie sich
        tagsüber stark beeinträchtigt, sprechen Sie mit Ihrer Hausärztin oder Ihrem Hausarzt. Das gilt auch, wenn Sie am
        Steuer müde werden oder Ihr Umfeld Atemaussetzer bemerkt. Chronische Schlaflosigkeit ist gut behandelbar, am
        wirksamsten mit einer speziellen Verhaltenstherapie.
      </p>

      <h2>Unser Fazit</h2>
      <p>
        Guter Schlaf lässt sich nicht erzwingen, aber Sie können ihm den Weg bereiten. Ein regelmässiger Rhythmus, ein
        ruhiges Schlafzimmer und entspannte Abende sind der erste Schritt. Wenn das nicht reicht, finden wir gemeinsam die
        passende Unterstützung.
      </p>
    </ArticleLayout>
  );
}
