import { PageHero } from "#app/components/content/page-hero.tsx";
import { TableScroller } from "#app/components/ui/table-scroller.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import { pharmacy } from "#contracts/pharmacy.ts";

export const meta = () =>
  pageMeta(
    "Datenschutzerklärung",
    `Wie die ${pharmacy.name} Ihre Personendaten nach dem Schweizer Datenschutzgesetz (nDSG) bearbeitet: Zwecke, Empfänger, Aufbewahrung, Cookies und Ihre Rechte.`,
  );

/** The version date shoppers see; change it with every content change of this page. */
const VERSION = { iso: "2026-11-01", text: "1. November 2026" };

const chapters = [
  ["verantwortlich", "Verantwortliche Stelle"],
  ["geltungsbereich", "Geltungsbereich"],
  ["kategorien", "Welche Daten wir bearbeiten"],
  ["zwecke", "Zwecke und Rechtfertigung"],
  ["empfaenger", "Empfänger und Auftragsbearbeiter"],
  ["ausland", "Bekanntgabe ins Ausland"],
  ["aufbewahrung", "Aufbewahrung und Löschung"],
  ["speicher", "Cookies und Speicher im Browser"],
  ["sicherheit", "Datensicherheit"],
  ["rechte", "Ihre Rechte"],
  ["aenderungen", "Änderungen"],
] as const;

export default function PrivacyPolicy() {
  return (
    <>
      <PageHero
        eyebrow="Rechtliches"
        title="Datenschutzerklärung"
        lead={
          <p>
            Ihre Gesundheit ist Privatsache, Ihre Daten auch. Hier erfahren Sie, welche Personendaten wir bearbeiten, wozu
            und welche Rechte Sie nach dem Bundesgesetz über den Datenschutz (nDSG) haben.
          </p>
        }
      >
        <p className="text-sm text-ink/80">
          Stand: <time dateTime={VERSION.iso}>{VERSION.text}</time>
        </p>
      </PageHero>

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 lg:grid-cols-[16rem_1fr] lg:px-8 lg:py-12">
        <nav aria-label="Inhalt" className="lg:sticky lg:top-24 lg:self-start">
          <p className="text-sm font-semibold tracking-wide text-muted uppercase">Inhalt</p>
          <ol className="mt-3 list-decimal space-y-1 pl-5 text-sm marker:text-muted">
            {chapters.map(([id, title]) => (
              <li key={id}>
                <a href={`#${id}`} className="inline-block py-1 text-ink hover:text-brand">
                  {title}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <div className="prose-shop min-w-0 text-ink [&_h2]:scroll-mt-24 [&>h2:first-child]:mt-0">
          <h2 id="verantwortlich">1. Verantwortliche Stelle</h2>
          <p>Verantwortlich für die Bearbeitung Ihrer Personendaten ist:</p>
          <address className="mb-4 not-italic">
            {pharmacy.name}
            <br />
            {pharmacy.street}
            <br />
            {pharmacy.postalCode} {pharmacy.city}, {pharmacy.country}
            <br />
            Telefon: <a href={pharmacy.phoneHref}>{pharmacy.phone}</a>
            <br />
            E-Mail: <a href={`mailto:${pharmacy.email}`}>{pharmacy.email}</a>
          </address>
          <p>
            Für alle Fragen zum Datenschutz und zur Ausübung Ihrer Rechte erreichen Sie uns unter dieser Adresse. Bitte
            schreiben Sie «Datenschutz» in den Betreff.
          </p>

          <h2 id="geltungsbereich">2. Geltungsbereich</h2>
          <p>
            Diese Erklärung gilt für unsere Website mit Online-Shop, Kundenkonto und Terminbuchung für Labor und Impfungen
            sowie für die Kommunikation mit uns per E-Mail und Telefon. Für die Bearbeitung von Daten in der Apotheke selbst,
            etwa bei der Abgabe von Arzneimitteln auf Rezept, gelten zusätzlich die Bestimmungen des Heilmittel- und
            Gesundheitsrechts und das Berufsgeheimnis der Apothekerinnen und Apotheker.
          </p>
          <p>
            Massgebend ist das Schweizer Datenschutzrecht, insbesondere das revidierte Bundesgesetz über den Datenschutz
            (nDSG) und die Datenschutzverordnung (DSV). Soweit im Einzelfall die Datenschutz-Grundverordnung der EU (DSGVO)
            anwendbar ist, gelten die Angaben dieser Erklärung sinngemäss.
          </p>

          <h2 id="kategorien">3. Welche Daten wir bearbeiten</h2>
          <ul>
            <li>
              <strong>Kontodaten:</strong> Vorname, Name, E-Mail-Adresse, Geburtsdatum, Adresse und, falls angegeben,
              Telefonnummer. Ihr Passwort speichern wir nie im Klartext, sondern nur als sicheren Hashwert.
            </li>
            <li>
              <strong>Shop-Daten:</strong> der Inhalt Ihres Warenkorbs und Ihre Favoriten, gespeichert in Ihrem Kundenkonto
              auf unserem Server.
            </li>
            <li>
              <strong>Termindaten:</strong> Datum und Uhrzeit, gewählte Labortests und Analysepakete, Preis, Ihre Notizen und
              der Status des Termins; bei einer Buchung ohne Konto zusätzlich E-Mail, Telefonnummer, Adresse und
              Geburtsdatum.
            </li>
            <li>
              <strong>Gesundheitsdaten:</strong> Die Auswahl von Labortests, Laborresultate und Angaben aus der Beratung
              sind besonders schützenswerte Personendaten. Wir bearbeiten sie nur, soweit es für die Dienstleistung nötig
              ist, und sie unterstehen dem Berufsgeheimnis.
            </li>
            <li>
              <strong>Kommunikationsdaten:</strong> Inhalt und Zeitpunkt Ihrer E-Mails und Anfragen sowie die E-Mails, die
              wir Ihnen senden (Bestätigung der E-Mail-Adresse, Passwort-Zurücksetzung, Terminbestätigung).
            </li>
            <li>
              <strong>Technische Daten:</strong> Beim Aufruf der Website verarbeitet unser Server IP-Adresse, Datum und
              Uhrzeit, aufgerufene Adresse, Statuscode und Browserkennung in einem Protokoll.
            </li>
          </ul>

          <h2 id="zwecke">4. Zwecke und Rechtfertigung</h2>
          <p>Wir bearbeiten Ihre Daten für folgende Zwecke:</p>
          <ul>
            <li>Eröffnung und Führung Ihres Kundenkontos, Anmeldung und Schutz vor Missbrauch;</li>
            <li>Warenkorb, Favoriten und die Beratung zu Produkten;</li>
            <li>Buchung, Durchführung, Änderung und Absage von Labor- und Impfterminen sowie die Mitteilung der Resultate;</li>
            <li>Beantwortung Ihrer Anfragen;</li>
            <li>Betrieb, Sicherheit und Fehleranalyse der Website;</li>
            <li>Erfüllung gesetzlicher Pflichten, etwa Dokumentations- und Aufbewahrungspflichten.</li>
          </ul>
          <p>
            Wir bearbeiten Personendaten nach den Grundsätzen des nDSG: rechtmässig, nach Treu und Glauben, verhältnismässig
            und nur für die Zwecke, die bei der Beschaffung erkennbar sind. Wo das Gesetz eine Rechtfertigung verlangt,
            stützen wir uns auf die Erfüllung eines Vertrags mit Ihnen, auf gesetzliche Pflichten, auf unser überwiegendes
            Interesse an einem sicheren Betrieb der Website oder auf Ihre Einwilligung, etwa bei der Bearbeitung von
            Gesundheitsdaten für eine Laboranalyse. Eine Einwilligung können Sie jederzeit für die Zukunft widerrufen.
          </p>
          <p>
            Wir verkaufen keine Daten, betreiben kein Profiling und treffen keine automatisierten Einzelentscheidungen. Wir
            senden Ihnen keine Werbung ohne Ihre ausdrückliche Einwilligung.
          </p>

          <h2 id="empfaenger">5. Empfänger und Auftragsbearbeiter</h2>
          <p>
            Innerhalb der Apotheke haben nur die Mitarbeitenden Zugriff auf Ihre Daten, die sie für ihre Aufgabe brauchen.
            Ausserhalb der Apotheke geben wir Daten nur weiter an:
          </p>
          <ul>
            <li>unseren Hosting-Anbieter, der Server und Datenbank in der Schweiz für uns betreibt;</li>
            <li>unseren E-Mail-Dienstleister für den Versand von Bestätigungs- und Termin-E-Mails;</li>
            <li>ein akkreditiertes Schweizer Partnerlabor, soweit eine Probe dort analysiert wird;</li>
            <li>IT-Dienstleister für Wartung und Support, nur soweit im Einzelfall nötig;</li>
            <li>Behörden und Gerichte, wenn wir gesetzlich dazu verpflichtet sind.</li>
          </ul>
          <p>
            Unsere Dienstleister bearbeiten Daten als Auftragsbearbeiter nur nach unseren Weisungen; wir verpflichten sie
            vertraglich zu Vertraulichkeit und Datensicherheit.
          </p>

          <h2 id="ausland">6. Bekanntgabe ins Ausland</h2>
          <p>
            Wir speichern Ihre Daten in der Schweiz. Eine Ausnahme ist die Karte auf unserer Startseite: Sie wird vom Dienst
            OpenStreetMap geladen. Beim Anzeigen der Karte verbindet sich Ihr Browser mit Servern der OpenStreetMap
            Foundation, unter anderem im Vereinigten Königreich, und übermittelt dabei Ihre IP-Adresse. Der Bundesrat
            anerkennt für das Vereinigte Königreich einen angemessenen Datenschutz. Der Link zu unserem Instagram-Profil ist
            ein gewöhnlicher Link; erst wenn Sie ihn anklicken, gelangen Daten an den Betreiber der Plattform.
          </p>

          <h2 id="aufbewahrung">7. Aufbewahrung und Löschung</h2>
          <ul>
            <li>
              Kontodaten, Warenkorb und Favoriten: bis Sie Ihr Konto löschen. Die Löschung können Sie jederzeit selbst im
              Profil auslösen; Warenkorb, Favoriten und Sitzungen werden dabei sofort entfernt.
            </li>
            <li>
              Termin- und Gesundheitsdaten: so lange, wie es die gesetzlichen Dokumentationspflichten für
              Gesundheitsfachpersonen verlangen, in der Regel zehn Jahre nach der letzten Behandlung.
            </li>
            <li>Buchhaltungsrelevante Unterlagen: zehn Jahre, wie es das Obligationenrecht vorschreibt.</li>
            <li>Links zum Zurücksetzen des Passworts: eine Stunde gültig und nur einmal verwendbar.</li>
            <li>Server-Protokolle: höchstens 30 Tage, sofern sie nicht zur Aufklärung eines Sicherheitsvorfalls nötig sind.</li>
          </ul>

          <h2 id="speicher">8. Cookies und Speicher im Browser</h2>
          <p>
            Wir verwenden keine Analyse-, Tracking- oder Werbe-Cookies. Damit die Website funktioniert, speichern wir
            wenige Angaben in Ihrem Browser:
          </p>
          <TableScroller label="Cookies und Speicher im Browser" className="mb-4 rounded-card border border-line">
            <table className="w-full min-w-[36rem] text-left text-sm">
              <thead className="bg-soft">
                <tr>
                  <th scope="col" className="px-3 py-2 font-semibold">Name</th>
                  <th scope="col" className="px-3 py-2 font-semibold">Art</th>
                  <th scope="col" className="px-3 py-2 font-semibold">Zweck</th>
                  <th scope="col" className="px-3 py-2 font-semibold">Dauer</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                <tr>
                  <td className="px-3 py-2 font-mono">cookieConsent</td>
                  <td className="px-3 py-2">Cookie</td>
                  <td className="px-3 py-2">merkt sich Ihre Wahl im Cookie-Hinweis</td>
                  <td className="px-3 py-2">365 Tage (akzeptiert) bzw. 7 Tage (geschlossen)</td>
                </tr>
                <tr>
                  <td className="px-3 py-2 font-mono">token</td>
                  <td className="px-3 py-2">Local Storage</td>
                  <td className="px-3 py-2">hält Sie angemeldet</td>
                  <td className="px-3 py-2">bis zur Abmeldung; gültig 1 Tag, mit «Angemeldet bleiben» 30 Tage</td>
                </tr>
                <tr>
                  <td className="px-3 py-2 font-mono">productsPageState, germanName</td>
                  <td className="px-3 py-2">Session Storage</td>
                  <td className="px-3 py-2">Seite, Filter und Sortierung der Produktliste; Titel der Kategorie</td>
                  <td className="px-3 py-2">bis Sie den Tab schliessen</td>
                </tr>
                <tr>
                  <td className="px-3 py-2 font-mono">recentlyViewed:…</td>
                  <td className="px-3 py-2">Local Storage</td>
                  <td className="px-3 py-2">zuletzt angesehene Produkte, je Kundenkonto</td>
                  <td className="px-3 py-2">bis Sie sie entfernen</td>
                </tr>
                <tr>
                  <td className="px-3 py-2 font-mono">selectedLabTests, selectedAnalysisPacks, appointmentData</td>
                  <td className="px-3 py-2">Local Storage</td>
                  <td className="px-3 py-2">Ihre Auswahl an Labortests bis zur Buchung</td>
                  <td className="px-3 py-2">bis zur Buchung oder bis Sie die Auswahl leeren</td>
                </tr>
              </tbody>
            </table>
          </TableScroller>
          <p>
            Warenkorb, Favoriten und für später gemerkte Produkte speichern wir nicht im Browser, sondern in Ihrem Kundenkonto auf unserem Server. Sie
            können gespeicherte Angaben jederzeit in den Einstellungen Ihres Browsers löschen; ohne das Token sind Sie dann
            abgemeldet.
          </p>

          <h2 id="sicherheit">9. Datensicherheit</h2>
          <p>
            Wir schützen Ihre Daten mit angemessenen technischen und organisatorischen Massnahmen: verschlüsselte
            Übertragung (HTTPS), Passwörter als speicherintensive Hashwerte, Anmeldungen, die wir serverseitig widerrufen
            können, Begrenzung wiederholter Anmeldeversuche, Zugriffsrechte nach dem Need-to-know-Prinzip und regelmässige
            Sicherungen. Mitarbeitende sind an das Berufsgeheimnis und an Vertraulichkeit gebunden.
          </p>

          <h2 id="rechte">10. Ihre Rechte</h2>
          <p>Nach dem nDSG haben Sie insbesondere das Recht:</p>
          <ul>
            <li>Auskunft darüber zu verlangen, ob und welche Personendaten wir über Sie bearbeiten;</li>
            <li>unrichtige Daten berichtigen zu lassen;</li>
            <li>die Löschung Ihrer Daten zu verlangen, soweit keine gesetzliche Aufbewahrungspflicht entgegensteht;</li>
            <li>der Bearbeitung zu widersprechen und eine Einwilligung zu widerrufen;</li>
            <li>
              die Herausgabe Ihrer Daten, die Sie uns gegeben haben, in einem gängigen elektronischen Format zu verlangen
              oder sie einem anderen Verantwortlichen übertragen zu lassen.
            </li>
          </ul>
          <p>
            Schreiben Sie uns dazu an <a href={`mailto:${pharmacy.email}`}>{pharmacy.email}</a> oder per Post an die oben
            genannte Adresse. Damit wir keine Daten an Unbefugte herausgeben, können wir Sie bitten, Ihre Identität
            nachzuweisen. Wir antworten in der Regel innert 30 Tagen und kostenlos.
          </p>
          <p>
            Sind Sie mit unserer Antwort nicht einverstanden, können Sie sich an den Eidgenössischen Datenschutz- und
            Öffentlichkeitsbeauftragten (EDÖB) in Bern wenden.
          </p>

          <h2 id="aenderungen">11. Änderungen</h2>
          <p>
            Wir passen diese Datenschutzerklärung an, wenn sich unsere Website, unsere Dienstleistungen oder das Recht
            ändern. Es gilt die auf dieser Seite veröffentlichte Fassung. Stand: {VERSION.text}.
          </p>
        </div>
      </div>
    </>
  );
}
