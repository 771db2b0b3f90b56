import type { AppointmentStatus } from "#contracts/appointments.ts";
import type { BadgeTone } from "#app/components/ui/badge.tsx";
import { ApiError } from "#app/lib/api-client.ts";
import { DESK_ERROR_CODES, DESK_LIMITS, type CancelReason, type DeskRefusal } from "#contracts/desk.ts";

/** The desk's German texts (the spec has none for staff screens), in the shop's tone, in one place. */
export const DESK_TEXTS = {
  title: "Apotheken-Desk",
  noAccessTitle: "Kein Zugriff auf den Desk",
  noAccessText: "Der Desk ist dem Apothekenteam vorbehalten. Mit Ihrem Kundenkonto können Sie hier nichts ansehen.",
  loadFailed: "Die Termine konnten nicht geladen werden. Bitte versuchen Sie es gleich noch einmal.",
  noAppointments: "Keine Termine an diesem Tag",
  noAppointmentsText: "Für diesen Tag ist nichts gebucht.",
  closedDay: "Geschlossen",
  complete: "Als erledigt markieren",
  completed: "Termin als erledigt markiert.",
  completeConfirm: "Die Kundin oder der Kunde war da und die Leistungen sind erbracht. Ein Versehen lässt sich danach mit «Status korrigieren» zurücknehmen.",
  outcomeFrom: (time: string) => `Erledigt oder nicht erschienen: ab ${time} Uhr.`,
  correct: "Status korrigieren",
  corrected: "Status korrigiert. Die Änderung steht im Verlauf.",
  cancel: "Absagen",
  cancelled: "Termin abgesagt. Die Kundin oder der Kunde erhält eine E-Mail.",
  actionFailed: "Das hat nicht geklappt. Bitte versuchen Sie es erneut.",
  print: "Drucken",
  accountDeleted: "Kundenkonto gelöscht",
  inClosure: "Dieser Termin liegt in einer Schliessung. Bitte die Kundin oder den Kunden anrufen und einen neuen Termin vereinbaren.",
} as const;

export const STATUS_LABELS: Record<AppointmentStatus, { label: string; tone: BadgeTone }> = {
  PENDING: { label: "Offen", tone: "warning" },
  COMPLETED: { label: "Erledigt", tone: "brand" },
  CANCELLED: { label: "Abgesagt", tone: "danger" },
};

export const CANCEL_REASON_LABELS: Record<CancelReason, string> = {
  NO_SHOW: "Nicht erschienen",
  CUSTOMER_REQUEST: "Auf Wunsch der Kundin / des Kunden",
};

/** Suggestions for a closure's reason; staff may type any other. */
export const CLOSURE_REASONS = ["Feiertag", "Personal abwesend", "Gerätewartung", "Weiterbildung", "Betriebsferien"] as const;

/**
 * The server's refusals as the desk says them, by the envelope's code (contracts/desk.ts DESK_ERROR_CODES; the
 * English messages are the API's). Any other error is shown as it came: it still says what went wrong.
 */
const REFUSALS: Record<DeskRefusal, string> = {
  notChangeable: "Dieser Termin wurde inzwischen geändert. Die Liste ist jetzt aktuell.",
  notStarted: "Erledigt oder nicht erschienen lässt sich erst ab Terminbeginn eintragen.",
  slotRetaken: "Der Termin ist inzwischen neu vergeben und kann nicht mehr als erledigt eingetragen werden.",
  closureExists: "Dieser Tag oder diese Zeit ist bereits geschlossen.",
  closurePast: "Eine Schliessung kann nicht in der Vergangenheit liegen.",
  closureTooFar: `Schliessungen sind höchstens ${DESK_LIMITS.closureDaysAhead} Tage im Voraus möglich.`,
  closureWeekend: "Am Wochenende ist das Labor ohnehin geschlossen.",
  closureHoliday: "Dieser Tag ist ein Feiertag und ohnehin geschlossen.",
  closureNotFound: "Diese Schliessung gibt es nicht mehr. Die Liste ist jetzt aktuell.",
  holidayNotRemovable: "Ein Feiertag kann nicht geöffnet werden.",
};
const REFUSAL_BY_CODE = new Map<string, DeskRefusal>(Object.entries(DESK_ERROR_CODES).map(([refusal, code]) => [code, refusal as DeskRefusal]));

export function refusalText(error: unknown): string {
  if (!(error instanceof Error)) return DESK_TEXTS.actionFailed;
  const refusal = error instanceof ApiError && error.code ? REFUSAL_BY_CODE.get(error.code) : undefined;
  return refusal ? REFUSALS[refusal] : error.message;
}
