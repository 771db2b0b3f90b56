import type { BadgeTone } from "#app/components/ui/badge.tsx";
import { ApiError } from "#app/lib/api-client.ts";
import type {
  ArticleFilter,
  BackofficeArticleField,
  BackofficeErrorCode,
  FieldValue,
  ImportChangeAction,
  ImportChangeFilter,
  ImportStatus,
} from "#contracts/backoffice.ts";
import { IMPORT_MAX_BYTES, IMPORT_STATUS_LABELS } from "#contracts/backoffice.ts";
import { formatChf } from "#contracts/money.ts";

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

export const FIELD_LABELS: Record<BackofficeArticleField, string> = {
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
};

const SUMMARY_CHARS = 60;

/** A field's value in a preview or audit line: money as CHF, yes/no in German, empty as a dash, long text cut. */
export function valueText(field: BackofficeArticleField, value: FieldValue): string {
  if (value === null || value === "") return "–";
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
};

/** A refusal of the back-office API as the page says it (by the envelope's `code`); else the server's text. */
export function refusalText(error: unknown): string {
  if (!(error instanceof Error)) return BACKOFFICE_TEXTS.actionFailed;
  const code = error instanceof ApiError ? (error.code as BackofficeErrorCode | undefined) : undefined;
  return (code && REFUSALS[code]) ?? error.message;
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
