import type { AppointmentStatus } from "#contracts/appointments.ts";
import type { BadgeTone } from "#app/components/ui/badge.tsx";
import type { CancelReason } from "#contracts/desk.ts";

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
  cancel: "Absagen",
  cancelled: "Termin abgesagt. Die Kundin oder der Kunde erhält eine E-Mail.",
  actionFailed: "Das hat nicht geklappt. Bitte versuchen Sie es erneut.",
  print: "Drucken",
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
