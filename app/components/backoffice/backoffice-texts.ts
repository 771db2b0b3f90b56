import type { BadgeTone } from "#app/components/ui/badge.tsx";
import { ApiError } from "#app/lib/api-client.ts";
import type {
  ArticleFilter,
  AuditField,
  BackofficeErrorCode,
  FieldValue,
  ImportChangeAction,
  ImportChangeFilter,
  ImportStatus,
} from "#contracts/backoffice.ts";
import { IMAGE_MAX_BYTES, IMAGE_MAX_PER_ARTICLE, IMAGE_MAX_PIXELS, IMPORT_MAX_BYTES, IMPORT_STATUS_LABELS, offerEndText } from "#contracts/backoffice.ts";
import type { StaffRoleName } from "#contracts/desk.ts";
import { formatChf } from "#contracts/money.ts";
import type { RegulationCode } from "#contracts/regulation.ts";

/** The back office's German texts (the spec has none for staff screens), in the desk's tone, in one place. */
export const BACKOFFICE_TEXTS = {
  title: "Backoffice",
  kicker: "Apotheke · Leitung",
  noAccessTitle: "Kein Zugriff auf das Backoffice",
  noAccessText: "Das Backoffice ist der Leitung der Apotheke vorbehalten. Mit Ihrem Konto können Sie hier nichts ansehen.",
  loadFailed: "Die Daten konnten nicht geladen werden. Bitte versuchen Sie es gleich noch einmal.",
  retry: "Erneut versuchen",
  actionFailed: "Das hat nicht geklappt. Bitte versuchen Sie es erneut.",
  exportCatalogue: "Katalog exportieren (CSV)",
  exporting: "Export läuft…",
  exportFailed: "Der Katalog konnte nicht exportiert werden. Bitte versuchen Sie es erneut.",
} as const;

export const IMPORT_TEXTS = {
  newImport: "Neuer Import",
  kindLegend: "Art der Datei",
  fileLabel: "Datei",
  fileHint: "CSV (Komma oder Semikolon, UTF-8 oder Windows-1252) oder Refdata-XML, höchstens 200 MB.",
  upload: "Hochladen und prüfen",
  uploading: "Wird hochgeladen…",
  noFile: "Bitte wählen Sie eine Datei.",
  tooLarge: "Die Datei ist grösser als 200 MB.",
  earlier: "Frühere Importe",
  noEarlier: "Noch keine Importe.",
  chooseJob: "Kein Import gewählt",
  chooseJobText: "Laden Sie eine Datei hoch oder wählen Sie links einen früheren Import.",
  nothingChanges: "Im Katalog ändert sich erst etwas, wenn Sie den Import übernehmen.",
  errorReport: "Fehlerbericht herunterladen",
  errorReportFailed: "Der Fehlerbericht konnte nicht geladen werden. Bitte versuchen Sie es erneut.",
  commit: "Übernehmen…",
  discard: "Verwerfen",
  discardTitle: "Import verwerfen?",
  discardText: "Die hochgeladene Datei und ihre Vorschau werden gelöscht. Im Katalog ändert sich nichts.",
  discarded: "Import verworfen.",
  commitTitle: "Import übernehmen",
  commitStart: "Jetzt übernehmen",
  policyLegend: "Zeilen mit Fehlern",
  policySkip: "Fehlerhafte Zeilen überspringen",
  policySkipText: "Nur die fehlerfreien Zeilen werden übernommen.",
  policyAll: "Alles oder nichts",
  policyAllText: "Nur möglich, wenn keine Zeile einen Fehler hat.",
  preview: "Vorschau",
  previewEmpty: "Keine Zeilen für diesen Filter.",
  previewWaiting: "Die Vorschau erscheint, sobald die Datei geprüft ist.",
  warnings: "Hinweise",
  failed: "Der Import ist fehlgeschlagen.",
} as const;

export const progressText = (status: ImportStatus, processed: number, rows: number) =>
  `${status === "COMMITTING" ? "Übernahme" : "Prüfung"}: ${number(processed)} von ${number(rows)} Zeilen`;

export const committedText = (create: number, update: number) => `Übernommen: ${number(create)} neu, ${number(update)} geändert.`;

export const commitSummary = (create: number, update: number, errors: number) =>
  `${number(create)} Artikel ${create === 1 ? "wird" : "werden"} neu angelegt, ${number(update)} geändert.${errors > 0 ? ` ${number(errors)} ${errors === 1 ? "Zeile mit Fehlern wird" : "Zeilen mit Fehlern werden"} übersprungen.` : ""}`;

/** A count as the Swiss write it: 12'345. */
export const number = (n: number) => new Intl.NumberFormat("de-CH").format(n);

export const STATUS_TONES: Record<ImportStatus, BadgeTone> = {
  VALIDATING: "warning",
  VALIDATED: "brand",
  COMMITTING: "warning",
  DONE: "brand",
  FAILED: "danger",
  DISCARDED: "neutral",
};
export const statusLabel = (status: ImportStatus) => IMPORT_STATUS_LABELS[status];

export const ACTION_LABELS: Record<ImportChangeAction, { label: string; tone: BadgeTone }> = {
  CREATE: { label: "Neu", tone: "brand" },
  UPDATE: { label: "Geändert", tone: "warning" },
  UNCHANGED: { label: "Unverändert", tone: "neutral" },
  ERROR: { label: "Fehler", tone: "danger" },
};

export const CHANGE_FILTERS: { value: ImportChangeFilter | ""; label: string }[] = [
  { value: "", label: "Alle Zeilen" },
  { value: "changes", label: "Nur Änderungen" },
  { value: "errors", label: "Nur Fehler" },
];

export const ARTICLE_FILTER_LABELS: Record<ArticleFilter, string> = {
  "low-stock": "Wenig Bestand",
  "out-of-stock": "Ausverkauft",
  "no-image": "Ohne Bild",
  "no-price": "Ohne Preis",
  inactive: "Inaktiv",
  offers: "Aktionen",
};

export const FIELD_LABELS: Record<AuditField, string> = {
  pharmacode: "Pharmacode",
  gtin: "GTIN",
  name: "Name",
  brand: "Marke",
  company: "Hersteller",
  category: "Kategorie",
  price: "Preis",
  originalPrice: "Streichpreis",
  vatRate: "MWST",
  swissmedicCategory: "Swissmedic-Kategorie",
  atc: "ATC-Code",
  saleCode: "Abgabe",
  available: "Lieferbar",
  active: "Im Shop",
  stock: "Bestand",
  summary: "Beschreibung",
  images: "Fotos",
  offerUntil: "Aktion bis",
};

/** The audit's value of the photos (their file names in order) as a count and short names: "2 Fotos (3f9a1c, packshot)". */
function imagesText(value: string): string {
  const names = value.split(", ");
  const short = names.map((name) => /_([0-9a-f]{6})[0-9a-f]*\.webp$/.exec(name)?.[1] ?? "Packshot");
  return `${names.length} ${names.length === 1 ? "Foto" : "Fotos"} (${short.join(", ")})`;
}

const SUMMARY_CHARS = 60;

/** A field's value in a preview or audit line: money as CHF, yes/no in German, empty as a dash, long text cut. */
export function valueText(field: AuditField, value: FieldValue): string {
  if (value === null || value === "") return "–";
  if (field === "images") return imagesText(String(value));
  if (field === "offerUntil" && typeof value === "string") return offerEndText(value);
  if (typeof value === "boolean") return value ? "ja" : "nein";
  if ((field === "price" || field === "originalPrice") && typeof value === "number") return formatChf(value);
  if (field === "vatRate") return `${value} %`;
  if (field === "summary") {
    const text = String(value).replace(/<[^>]*>/g, " ").replace(/\s+/g, " ").trim();
    return text.length > SUMMARY_CHARS ? `${text.slice(0, SUMMARY_CHARS)}…` : text || "–";
  }
  return String(value);
}

const REFUSALS: Partial<Record<BackofficeErrorCode, string>> = {
  MANAGER_ONLY: "Das Backoffice ist der Leitung der Apotheke vorbehalten.",
  FILE_MISSING: "Bitte wählen Sie eine Datei.",
  FILE_TOO_LARGE: `Die Datei ist grösser als ${IMPORT_MAX_BYTES / 1024 / 1024} MB.`,
  FILE_TYPE: "Diese Datei ist weder CSV noch Refdata-XML. Bitte prüfen Sie die gewählte Datei und die Art.",
  IMPORT_NOT_FOUND: "Diesen Import gibt es nicht mehr. Die Liste ist jetzt aktuell.",
  IMPORT_NOT_VALIDATED: "Der Import ist noch nicht geprüft oder schon abgeschlossen.",
  IMPORT_HAS_ERRORS: "Der Import hat Zeilen mit Fehlern: «Alles oder nichts» ist nicht möglich. Wählen Sie «Fehlerhafte Zeilen überspringen».",
  IMPORT_COMMIT_RUNNING: "Gerade wird ein anderer Import übernommen. Bitte warten Sie, bis er fertig ist.",
  IMPORT_COMMITTED: "Dieser Import ist bereits übernommen und kann nicht mehr verworfen werden.",
  ARTICLE_NOT_FOUND: "Diesen Artikel gibt es nicht.",
  ARTICLE_CHANGED: "Eine andere Person hat den Artikel inzwischen geändert.",
  OFFER_NO_PRICE: "Der Artikel hat keinen Preis, von dem die Aktion ausgehen könnte.",
  OFFER_PRICE_HIDDEN: "Rezeptpflichtige Arzneimittel zeigen keinen Preis und dürfen nicht beworben werden: keine Aktion möglich.",
  NO_OFFER: "Dieser Artikel ist nicht (mehr) in Aktion. Die Liste ist jetzt aktuell.",
  STAFF_NOT_FOUND: "Dieses Teammitglied gibt es nicht mehr. Die Liste ist jetzt aktuell.",
  STAFF_EXISTS: "Diese Adresse gehört schon zum Team. Ändern Sie die Rolle in der Liste.",
  LAST_MANAGER: "Die letzte Leitung kann weder entfernt noch zum Team zurückgestuft werden. Ernennen Sie zuerst jemand anderen zur Leitung.",
};

export const OFFER_TEXTS = {
  heading: "Aktionen",
  intro: "Artikel mit Aktionspreis. Eine Aktion mit Enddatum endet von selbst: der Preis geht zurück, die Startseite zeigt sie nicht mehr.",
  start: "Aktion starten",
  startTitle: "Aktion starten",
  startText: "Der bisherige Preis wird zum Streichpreis. Ohne Enddatum läuft die Aktion, bis Sie sie beenden.",
  pharmacode: "Pharmacode",
  price: "Aktionspreis (CHF)",
  priceHint: "Unter dem bisherigen Preis, z. B. 12.90",
  until: "Letzter Tag (optional)",
  untilHint: "Die Aktion gilt bis und mit diesem Tag (Zürcher Zeit).",
  save: "Aktion speichern",
  started: (name: string) => `Aktion für ${name} gestartet.`,
  end: "Jetzt beenden",
  endTitle: "Aktion beenden?",
  endText: (name: string) => `${name} kostet sofort wieder den Normalpreis.`,
  ended: (name: string) => `Aktion für ${name} beendet.`,
  empty: "Keine Aktionen",
  emptyText: "Zurzeit ist kein Artikel in Aktion.",
  noEnd: "ohne Enddatum",
  inactive: "Nicht im Shop",
  endedByDate: "Aktion abgelaufen",
  pharmacodeInvalid: "Pharmacode: 1 bis 7 Ziffern",
  priceInvalid: "Preis: 0.05 bis 99999.95, höchstens zwei Nachkommastellen",
  untilInvalid: "Bitte ein Datum wählen",
} as const;

export const TEAM_TEXTS = {
  heading: "Team",
  intro: "Wer am Schalter arbeitet (Team) und wer zusätzlich das Backoffice nutzt (Leitung).",
  invite: "Einladen",
  inviteTitle: "Neues Teammitglied einladen",
  inviteText: "Die Person erhält eine E-Mail mit einem Link, über den sie ihr Passwort wählt (72 Stunden gültig). Hat die Adresse schon ein Kundenkonto, wird es zum Teamkonto und braucht ein neues Passwort.",
  email: "E-Mail",
  name: "Name (optional)",
  role: "Rolle",
  invited: (email: string) => `Einladung an ${email} verschickt.`,
  since: "Seit",
  passwordOpen: "Einladung offen",
  roleOf: (name: string) => `Rolle von ${name}`,
  roleChanged: (name: string, role: string) => `${name} ist jetzt ${role}. Die Person meldet sich neu an.`,
  remove: "Entfernen",
  removeTitle: "Aus dem Team entfernen?",
  removeText: (name: string) =>
    `${name} verliert sofort den Zugang zu Schalter und Backoffice: alle Anmeldungen und der Kalender-Link enden. Das Konto bleibt als Kundenkonto bestehen.`,
  removed: (name: string) => `${name} ist nicht mehr im Team.`,
  you: "Sie",
  empty: "Noch niemand im Team.",
} as const;

export const ROLE_LABELS: Record<StaffRoleName, string> = { staff: "Team", manager: "Leitung" };

/** A refusal of the back-office API as the page says it (by the envelope's `code`); else the server's text. */
export function refusalText(error: unknown): string {
  if (!(error instanceof Error)) return BACKOFFICE_TEXTS.actionFailed;
  const code = error instanceof ApiError ? (error.code as BackofficeErrorCode | undefined) : undefined;
  return (code && REFUSALS[code]) ?? error.message;
}

/** The article page (issue 40). */
export const ARTICLE_TEXTS = {
  back: "Zurück zu den Artikeln",
  inShop: "Im Shop ansehen",
  formTitle: "Angaben",
  save: "Speichern",
  saving: "Wird gespeichert…",
  saved: "Gespeichert. Der Shop zeigt die Änderung in wenigen Sekunden.",
  nothingChanged: "Sie haben nichts geändert.",
  checkFields: "Bitte prüfen Sie die markierten Felder.",
  conflictTitle: "Eine andere Person hat den Artikel inzwischen geändert.",
  conflictText: "Ihre Änderungen wurden nicht gespeichert. Das Formular zeigt jetzt die aktuellen Werte; Ihre Eingaben, die davon abweichen:",
  conflictNone: "Ihre Änderungen wurden nicht gespeichert. Das Formular zeigt jetzt die aktuellen Werte.",
  priceTitle: "Preis stark ändern?",
  priceConfirm: "Ja, speichern",
  priceBack: "Zurück zum Formular",
  stockTitle: "Bestand",
  stockAdjust: "Bestand ändern (+/−)",
  stockDialogTitle: "Bestand ändern",
  directionLegend: "Richtung",
  directionIn: "Zugang (+)",
  directionOut: "Abgang (−)",
  amount: "Menge (Stück)",
  reasonLegend: "Grund",
  stockSave: "Bestand buchen",
  stockSaved: (from: number, to: number, reason: string) => `Bestand geändert: ${number(from)} → ${number(to)} (${reason}).`,
  stockNegative: (stock: number) => `Der Bestand ist jetzt ${number(stock)}: so viel kann nicht abgehen.`,
  auditTitle: "Verlauf",
  legalTitle: "Gesetzliche Regel",
  legalText:
    "Swissmedic A und B: nur gegen Rezept (Sale.Web.Rx). D: nur nach Fachberatung in der Apotheke, kein Versand (mindestens Sale.Web.CC). E und Nicht-Arzneimittel: Versand möglich (Sale.Web.OK). Strenger ist immer erlaubt, weniger streng nie (HMG Art. 23–27).",
  noMedicine: "Kein Arzneimittel",
  unknown: "Unbekannt",
  yes: "Ja",
  no: "Nein",
  activeLabel: "Im Shop sichtbar (aktiv)",
  activeHint: "Ohne Haken verschwindet der Artikel aus Listen, Suche und Detailseite; Bestellungen behalten ihn.",
  offerHint: "Leer: keine Aktion. Über dem Preis: der Artikel ist in Aktion.",
  priceHint: "CHF, z. B. 12.50; leer: kein Preis",
  summaryHint: "HTML; Skripte und unbekannte Tags werden entfernt.",
} as const;

/** The confirmation's question for a price change over 30 %. */
export const priceChangeText = (from: number, to: number) =>
  `Der Preis ändert sich um ${Math.round((Math.abs(to - from) / from) * 100)} % (von ${formatChf(from)} auf ${formatChf(to)}). Stimmt der neue Preis?`;

/** The sale codes as the select offers them. */
export const SALE_CODE_OPTION_LABELS: Record<RegulationCode, string> = {
  "Sale.Web.OK": "Sale.Web.OK (Versand)",
  "Sale.Web.CC": "Sale.Web.CC (Apotheke)",
  "Sale.Web.Rx": "Sale.Web.Rx (Rezept)",
};
export const PHOTO_TEXTS = {
  title: "Fotos",
  hint: `JPEG, PNG oder WebP, höchstens ${IMAGE_MAX_BYTES / 1024 / 1024} MB. Das erste Foto ersetzt im Shop die erzeugten Packshots; der Shop zeigt die Fotos in dieser Reihenfolge.`,
  add: "Foto hinzufügen",
  uploading: "Foto wird hochgeladen und verarbeitet…",
  uploaded: "Foto hinzugefügt. Der Shop zeigt es in wenigen Sekunden.",
  none: "Dieser Artikel hat kein Bild. Der Shop zeigt einen Platzhalter.",
  packshot: "Packshot (erzeugt)",
  loading: "Fotos werden geladen…",
  earlier: "Nach vorne",
  later: "Nach hinten",
  remove: "Löschen",
  removeTitle: "Foto löschen?",
  removeText: "Das Foto verschwindet sofort aus dem Shop. Das lässt sich nicht rückgängig machen; Sie können es aber wieder hochladen.",
  removed: "Foto gelöscht.",
  moved: "Reihenfolge gespeichert.",
  tooLarge: `Das Foto ist grösser als ${IMAGE_MAX_BYTES / 1024 / 1024} MB.`,
  wrongType: "Das ist kein JPEG-, PNG- oder WebP-Bild.",
} as const;

/** "Foto 2 von 3" */
export const photoLabel = (n: number, count: number) => `Foto ${n + 1} von ${count}`;

const PHOTO_REFUSALS: Partial<Record<BackofficeErrorCode, string>> = {
  FILE_TYPE: PHOTO_TEXTS.wrongType,
  FILE_TOO_LARGE: PHOTO_TEXTS.tooLarge,
  FILE_MISSING: "Bitte wählen Sie ein Foto.",
  IMAGE_PIXELS: `Das Foto hat mehr als ${IMAGE_MAX_PIXELS / 1_000_000} Megapixel. Bitte verkleinern Sie es.`,
  IMAGE_UNREADABLE: "Das Foto ist beschädigt oder unvollständig und kann nicht gelesen werden.",
  IMAGE_LIMIT: `Ein Artikel hat höchstens ${IMAGE_MAX_PER_ARTICLE} Fotos. Löschen Sie zuerst ein anderes.`,
  IMAGE_DUPLICATE: "Dieses Foto gehört schon zu diesem Artikel.",
  IMAGE_NOT_FOUND: "Dieses Foto gibt es nicht mehr. Die Fotos sind jetzt aktuell.",
  IMAGE_CHANGED: "Die Fotos wurden inzwischen geändert. Sie sehen jetzt den aktuellen Stand.",
};

/** A refusal of a photo change as the page says it (by the envelope's `code`); else as every back-office refusal. */
export function photoRefusalText(error: unknown): string {
  const code = error instanceof ApiError ? (error.code as BackofficeErrorCode | undefined) : undefined;
  return (code && PHOTO_REFUSALS[code]) ?? refusalText(error);
}

/** The laboratory view (issue 40): tests and packs, their prices in EUR (the spec's currency for lab services). */
export const LAB_TEXTS = {
  tab: "Labor",
  tests: "Labortests",
  packs: "Analysepakete",
  newTest: "Neuer Labortest",
  newPack: "Neues Analysepaket",
  edit: "Bearbeiten",
  editTest: "Labortest bearbeiten",
  editPack: "Analysepaket bearbeiten",
  nameLabel: "Name",
  descriptionLabel: "Beschreibung",
  categoryLabel: "Kategorie",
  categoryHint: "Eine bestehende Kategorie wählen oder eine neue eingeben; eine neue erscheint am Ende der Seite.",
  priceLabel: "Preis in EUR",
  priceHint: "Zum Beispiel 39.50. Gebuchte Termine behalten ihren Preis.",
  preparationLabel: "Vorbereitung",
  preparationHint: "Steht beim Test, im Buchungsassistenten und in der Bestätigungsmail.",
  activeLabel: "Angeboten (auf der Laborseite und im Buchungsassistenten)",
  packTestsLegend: "Labortests im Paket",
  packTestsHint: "Ein Paket enthält mindestens einen Test.",
  save: "Speichern",
  saving: "Wird gespeichert…",
  cancel: "Abbrechen",
  saved: (name: string) => `«${name}» ist gespeichert. Laborseite und Buchungsassistent zeigen die Änderung.`,
  offered: "Angeboten",
  inactive: "Inaktiv",
  emptyTests: "Noch keine Labortests.",
  emptyPacks: "Noch keine Analysepakete.",
  loading: "Labor wird geladen…",
  testsCount: (n: number) => `${number(n)} ${n === 1 ? "Test" : "Tests"}`,
  intro: "Preise, Texte und Angebot des Labors. Was Sie hier speichern, zeigen Laborseite und Buchungsassistent innert Sekunden; gebuchte Termine behalten Name und Preis, die sie bei der Buchung hatten.",
} as const;
