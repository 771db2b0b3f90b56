import { z } from "zod";

/**
 * A guest's link to view and cancel a booking without an account (issue 17; beyond the spec, which leaves guests
 * no way to cancel). The token is 32 random bytes in base64url: exactly 43 characters of [A-Za-z0-9_-].
 */
export const GUEST_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The storefront page the mail links to; the token rides in the query (the request log keeps the path only). */
export const GUEST_MANAGE_PATH = "/appointment/manage";

export const GUEST_APPOINTMENT_MESSAGES = {
  /** One answer for a missing, garbled and unknown token: the caller learns nothing about other links. */
  invalidLink: "This appointment link is invalid or no longer valid",
  alreadyCancelled: "This link has already been used to cancel the appointment",
  notPending: "Only pending appointments can be cancelled",
  cancelled: "Appointment cancelled successfully",
} as const;

/** A token as sent; anything else is answered like an unknown token (404), never a 400 that tells them apart. */
export const guestTokenSchema = z.string().regex(GUEST_TOKEN_PATTERN);
export const guestCancelSchema = z.object({ token: z.unknown().optional() });

/** The German texts of the page /appointment/manage (the spec has none; tone of the shop's German pages). */
export const GUEST_APPOINTMENT_TEXTS = {
  title: "Ihr Labortermin",
  intro: "Hier sehen Sie Ihren gebuchten Termin und können ihn bei Bedarf stornieren.",
  loading: "Termin wird geladen…",
  date: "Datum",
  time: "Uhrzeit",
  services: "Leistungen",
  price: "Preis",
  status: "Status",
  notes: "Ihre Anmerkungen",
  statusLabels: { PENDING: "Gebucht", COMPLETED: "Abgeschlossen", CANCELLED: "Storniert" },
  cancelHint: "Sie können diesen Termin hier auch ohne Kundenkonto stornieren.",
  cancelButton: "Termin stornieren",
  dialogTitle: "Termin wirklich stornieren?",
  dialogText: "Die Stornierung kann nicht rückgängig gemacht werden. Den Zeitpunkt geben wir sofort wieder für andere Buchungen frei.",
  dialogConfirm: "Ja, Termin stornieren",
  dialogKeep: "Termin behalten",
  cancelling: "Wird storniert…",
  cancelledSuccess: "Ihr Termin wurde storniert. Wir haben Ihnen eine Bestätigung per E-Mail gesendet.",
  cancelledInfo: "Dieser Termin ist storniert.",
  completedInfo: "Dieser Termin ist abgeschlossen und kann nicht mehr storniert werden.",
  linkUsed: "Dieser Link wurde bereits für eine Stornierung verwendet.",
  cancelFailed: "Der Termin konnte nicht storniert werden. Bitte versuchen Sie es erneut.",
  notPending: "Dieser Termin kann nicht mehr storniert werden.",
  invalidTitle: "Link ungültig",
  invalidText: "Dieser Link ist ungültig oder nicht mehr gültig. Bitte verwenden Sie den Link aus Ihrer Bestätigungs-E-Mail.",
  loadFailed: "Der Termin konnte nicht geladen werden. Bitte versuchen Sie es später erneut.",
  retry: "Erneut versuchen",
  help: "Fragen zu Ihrem Termin? Rufen Sie uns an:",
  newBooking: "Neuen Termin buchen",
} as const;
