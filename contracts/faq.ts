import { pharmacy } from "./pharmacy.ts";
import { LAB_HOURS_TEXT } from "./appointment-slots.ts";
import { INVOICE_PAYMENT_DAYS, MONEY_TEXTS } from "./money.ts";
import { backorderedLaterText, deliveryWithinText, returnPolicyText, shopTerms, withCarrierText } from "./shop-terms.ts";

/** One question with its answer. Answers are plain text paragraphs; links are rendered below them. */
export type FaqItem = {
  /** Stable anchor id (kebab-case), also used as the accordion value. */
  id: string;
  question: string;
  answer: string[];
  links?: { label: string; href: string }[];
};

export type FaqSection = { id: string; title: string; items: FaqItem[] };

const freeFrom = MONEY_TEXTS.freeShippingFrom;

/**
 * The five questions of the home page FAQ (spec/shop.md §1): services, prescription delivery, online
 * ordering, opening hours and medication analysis. The home page and /faqs both show them.
 */
export const homeFaq: FaqItem[] = [
  {
    id: "dienstleistungen",
    question: "Welche Dienstleistungen bietet die Rheinbogen Apotheke an?",
    answer: [
      `Neben der persönlichen Beratung zu Medikamenten, Gesundheits- und Pflegeprodukten bieten wir Labordiagnostik (zum Beispiel Blutuntersuchungen und Hormontests), Impfungen, einen Medikamenten-Check, den Versand von Medikamenten ${withCarrierText} und die Vermietung von Geräten wie Milchpumpen und Inhalationsgeräten an.`,
      "Einen Überblick über alle Angebote finden Sie auf unserer Seite Dienstleistungen.",
    ],
    links: [
      { label: "Alle Dienstleistungen", href: "/services" },
      { label: "Labordiagnostik", href: "/vacinationspage" },
    ],
  },
  {
    id: "rezept-lieferung",
    question: "Liefern Sie rezeptpflichtige Medikamente nach Hause?",
    answer: [
      `Ja. Laden Sie Ihr Rezept hoch, bringen Sie es vorbei oder lassen Sie es uns von Ihrer Arztpraxis zustellen: Wir prüfen die Verordnung, stellen die Medikamente bereit und senden sie auf Wunsch ${withCarrierText} zu Ihnen nach Hause.`,
      `Für den Versand brauchen wir das Originalrezept per Post. Fragen Sie uns einfach unter ${pharmacy.phone}.`,
    ],
    links: [{ label: "So reichen Sie ein Rezept ein", href: "/upload-prescription" }],
  },
  {
    id: "online-bestellen",
    question: "Kann ich Produkte online bestellen?",
    answer: [
      "In unserem Online-Shop finden Sie rezeptfreie Medikamente, Nahrungsergänzungsmittel, Pflege- und Gesundheitsprodukte. Mit einem Kundenkonto können Sie Produkte in den Warenkorb legen und als Favoriten speichern.",
      "Ja: Sie bestellen zur Abholung in der Apotheke am Marktplatz 9 (Click & Collect) oder zur Lieferung per Post. Bezahlt wird bei der Abholung an der Kasse oder mit Rechnung.",
    ],
    links: [{ label: "Zum Online-Shop", href: "/products" }],
  },
  {
    id: "oeffnungszeiten",
    question: "Wann haben Sie geöffnet?",
    answer: [
      `Unser Online-Shop ist rund um die Uhr für Sie da, 24 Stunden am Tag. Persönliche Dienstleistungen bieten wir ${pharmacy.serviceHoursText} Uhr an, Labortermine ${LAB_HOURS_TEXT} Uhr.`,
      `Öffnungszeiten der Apotheke am ${pharmacy.street}: ${pharmacy.hoursText}.`,
    ],
    links: [{ label: "Labortermin buchen", href: "/vacinationspage?tab=services" }],
  },
  {
    id: "medikamentenanalyse",
    question: "Was ist eine Medikamentenanalyse?",
    answer: [
      "Bei der Medikamentenanalyse (Medikamenten-Check) gehen wir in einem persönlichen Gespräch alle Arzneimittel durch, die Sie einnehmen, auch rezeptfreie Präparate und Nahrungsergänzungsmittel. Wir prüfen Wechselwirkungen, Doppelverordnungen, Einnahmezeitpunkte und die richtige Anwendung und erstellen Ihnen einen übersichtlichen Medikationsplan.",
      "Besonders sinnvoll ist das, wenn Sie regelmässig mehrere Medikamente einnehmen. Unter bestimmten Voraussetzungen übernimmt die Grundversicherung die Kosten; wir beraten Sie gerne dazu.",
    ],
    links: [{ label: "Mehr zum Medikamenten-Check", href: "/services#medikamenten-check" }],
  },
];

/** Every section of /faqs: the home questions first, then the shop, prescription, return, privacy and lab FAQ. */
export const faqSections: FaqSection[] = [
  { id: "allgemein", title: "Allgemeine Fragen", items: homeFaq },
  {
    id: "bestellung",
    title: "Bestellung und Kundenkonto",
    items: [
      {
        id: "wie-bestellen",
        question: "Wie funktioniert eine Bestellung im Online-Shop?",
        answer: [
          "Suchen Sie ein Produkt über die Suche oder die Kategorien, wählen Sie die Menge und legen Sie es in den Warenkorb. Im Warenkorb sehen Sie die Übersicht mit Preisen inklusive MwSt. und die voraussichtliche Lieferzeit.",
          "Mit «Proceed to Checkout» wählen Sie Abholung oder Lieferung, prüfen Kontakt und Adresse, wählen die Zahlungsart und bestellen mit «Zahlungspflichtig bestellen». Die Bestätigung kommt per E-Mail; den Status sehen Sie unter «Meine Bestellungen».",
        ],
        links: [{ label: "Zahlungsmöglichkeiten", href: "/payment" }],
      },
      {
        id: "kundenkonto",
        question: "Brauche ich ein Kundenkonto?",
        answer: [
          "Zum Stöbern und Suchen nicht. Für den Warenkorb, Ihre Favoriten und die Verwaltung Ihrer Labortermine brauchen Sie ein kostenloses Kundenkonto. Labortermine können Sie auch ohne Konto mit Ihren Kontaktdaten buchen.",
        ],
        links: [{ label: "Konto erstellen", href: "/registerpage" }],
      },
      {
        id: "passwort-vergessen",
        question: "Ich habe mein Passwort vergessen. Was nun?",
        answer: [
          "Über «Passwort vergessen» auf der Anmeldeseite senden wir Ihnen einen Link zum Zurücksetzen an Ihre E-Mail-Adresse. Der Link ist eine Stunde gültig und kann nur einmal verwendet werden.",
        ],
        links: [{ label: "Passwort zurücksetzen", href: "/forgot-password" }],
      },
    ],
  },
  {
    id: "versand",
    title: "Versand und Lieferung",
    items: [
      {
        id: "versandkosten",
        question: "Was kostet der Versand?",
        answer: [
          `Ab einem Bestellwert von ${freeFrom} liefern wir kostenlos. Für kleinere Bestellungen zeigen wir Ihnen die Versandkosten vor dem Abschluss der Bestellung an.`,
        ],
        links: [{ label: "Versandinformationen", href: "/shipping" }],
      },
      {
        id: "lieferzeit",
        question: "Wie lange dauert die Lieferung?",
        answer: [
          `Wir versenden ${withCarrierText}. Was an Lager ist, ist ${deliveryWithinText} bei Ihnen (${backorderedLaterText}); das genaue Datum sehen Sie im Warenkorb und an der Kasse. Wir liefern an Adressen in der Schweiz.`,
        ],
        links: [{ label: "Bestellung verfolgen", href: "/track-order" }],
      },
      {
        id: "versand-nicht-moeglich",
        question: "Warum steht bei manchen Produkten «Versand nicht möglich»?",
        answer: [
          "Einige Arzneimittel dürfen nur nach einem Beratungsgespräch in der Apotheke abgegeben werden. Diese Produkte können Sie bei uns reservieren und am Marktplatz abholen, wir verschicken sie aber nicht.",
        ],
      },
    ],
  },
  {
    id: "zahlung",
    title: "Bezahlung",
    items: [
      {
        id: "zahlungsmittel",
        question: "Wie kann ich bezahlen?",
        answer: [
          `In der Apotheke bezahlen Sie bar, mit Debitkarte, Kreditkarte oder TWINT, auch bei der Abholung einer Online-Bestellung. Online-Bestellungen können Sie auch mit Rechnung und QR-Einzahlungsschein bezahlen (${INVOICE_PAYMENT_DAYS} Tage).`,
        ],
        links: [{ label: "Zahlung", href: "/payment" }],
      },
      {
        id: "preise-mwst",
        question: "Sind die Preise inklusive Mehrwertsteuer?",
        answer: [
          `Ja. Alle Preise sind in Schweizer Franken (CHF) angegeben und enthalten die gesetzliche Mehrwertsteuer (${shopTerms.vatRatePercent}%, für Arzneimittel der reduzierte Satz von ${shopTerms.reducedVatRatePercent}%).`,
        ],
      },
    ],
  },
  {
    id: "rezepte",
    title: "Rezepte und Medikamente",
    items: [
      {
        id: "rezeptpflichtig-online",
        question: "Kann ich rezeptpflichtige Medikamente online kaufen?",
        answer: [
          `Nein. Rezeptpflichtige Produkte sind im Shop als «Rezeptpflichtig» gekennzeichnet; Preis und Warenkorb-Knopf werden dort nicht angezeigt. Mit Ihrem Rezept erhalten Sie diese Medikamente in der Apotheke oder ${withCarrierText}.`,
        ],
        links: [{ label: "Rezept einreichen", href: "/upload-prescription" }],
      },
      {
        id: "beratung",
        question: "Kann ich mich vor dem Kauf beraten lassen?",
        answer: [
          `Sehr gerne. Unser Team erreichen Sie während der Öffnungszeiten unter ${pharmacy.phone} oder per E-Mail an ${pharmacy.email}. Für ein ausführliches Gespräch nehmen wir uns in der Apotheke Zeit, auf Wunsch in einem separaten Beratungsraum.`,
        ],
      },
    ],
  },
  {
    id: "rueckgabe",
    title: "Rückgabe",
    items: [
      {
        id: "rueckgaberecht",
        question: "Kann ich Produkte zurückgeben?",
        answer: [
          `Ja, es gilt ein ${returnPolicyText}: Ungeöffnete, unbeschädigte Produkte ohne Arzneimittelcharakter (zum Beispiel Pflegeprodukte oder Geräte) können Sie innert ${shopTerms.returnDays} Tagen nach Erhalt zurückgeben.`,
          "Arzneimittel, Medizinprodukte mit Hygienesiegel und gekühlte Produkte sind aus Gründen der Arzneimittelsicherheit von der Rücknahme ausgeschlossen.",
        ],
        links: [{ label: "Rückgaberichtlinie", href: "/return-policy" }],
      },
    ],
  },
  {
    id: "datenschutz",
    title: "Datenschutz",
    items: [
      {
        id: "daten",
        question: "Was passiert mit meinen Daten?",
        answer: [
          "Wir bearbeiten Ihre Personendaten nach dem Schweizer Datenschutzgesetz (nDSG) und nur für die Zwecke, für die Sie sie uns geben: Kundenkonto, Warenkorb, Favoriten und Labortermine. Gesundheitsdaten behandeln wir vertraulich und geben sie nicht zu Werbezwecken weiter.",
        ],
        links: [{ label: "Datenschutzerklärung", href: "/privacypolicy" }],
      },
      {
        id: "cookies",
        question: "Verwenden Sie Cookies?",
        answer: [
          "Wir setzen ein einziges Cookie, das sich Ihre Wahl im Cookie-Hinweis merkt. Für die Anmeldung speichern wir ein Zugangs-Token im lokalen Speicher Ihres Browsers. Tracking- oder Werbe-Cookies verwenden wir nicht.",
        ],
      },
    ],
  },
  {
    id: "labor",
    title: "Labor und Termine",
    items: [
      {
        id: "labortermin-buchen",
        question: "Wie buche ich einen Labortermin?",
        answer: [
          "Wählen Sie auf der Seite Labordiagnostik unter «Dienstleistungen» die gewünschten Tests oder Analysepakete aus und klicken Sie auf «Book Selected Services». Danach wählen Sie Datum und Uhrzeit. Termine sind in den nächsten 14 Tagen verfügbar.",
        ],
        links: [{ label: "Tests auswählen", href: "/vacinationspage?tab=services" }],
      },
      {
        id: "resultate",
        question: "Wann erhalte ich meine Resultate?",
        answer: [
          "Die meisten Resultate liegen innert 24 bis 48 Stunden vor. Wir besprechen sie mit Ihnen persönlich oder telefonisch und empfehlen bei auffälligen Werten, Ihre Ärztin oder Ihren Arzt beizuziehen.",
        ],
      },
      {
        id: "nuechtern",
        question: "Muss ich zur Blutentnahme nüchtern kommen?",
        answer: [
          "Das hängt vom Test ab. Bei Blutzucker- und Blutfettwerten sollten Sie in der Regel acht bis zwölf Stunden vorher nichts essen; Wasser ist erlaubt. Die Vorbereitung steht bei jedem Test. Ihre gewohnten Medikamente setzen Sie bitte nicht ohne Rücksprache ab.",
        ],
      },
      {
        id: "termin-aendern",
        question: "Kann ich einen Termin ändern oder absagen?",
        answer: [
          "Mit Kundenkonto ändern oder stornieren Sie offene Termine unter «Meine Termine». Ohne Konto rufen Sie uns bitte an, damit wir den Termin für andere Kundinnen und Kunden freigeben können.",
        ],
        links: [{ label: "Meine Termine", href: "/appointments" }],
      },
    ],
  },
];
