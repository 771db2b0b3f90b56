import type { Appointment } from "#contracts/appointments.ts";
import { SLOT_MINUTES } from "#contracts/appointment-slots.ts";
import { formatMoney } from "#contracts/money.ts";
import { pharmacy, pharmacyAddress } from "#contracts/pharmacy.ts";
import { buildIcs } from "./appointment-ics.ts";
import { escapeHtml } from "./escape-html.ts";
import { greeting } from "./greeting.ts";
import type { MailMessage } from "./message.ts";

export type AppointmentMailKind = "confirmation" | "update" | "cancellation";

export type AppointmentMailInput = {
  appointment: Appointment;
  startsAt: Date;
  sequence: number;
  /** Each booked item's preparation hint (from the catalogue), for the event's description. */
  preparations: { name: string; preparation: string }[];
  now: Date;
  /** A guest's link to view and cancel the booking (guests have no account to do it in). */
  manageUrl?: string;
  /** The account's name for the greeting; a guest's booking has none. */
  greet?: { name: string; surname: string };
};

const copy: Record<AppointmentMailKind, { subject: string; intro: string }> = {
  confirmation: { subject: "Ihr Labortermin ist gebucht", intro: "vielen Dank für Ihre Buchung. Ihr Labortermin ist bestätigt:" },
  update: { subject: "Ihr Labortermin wurde geändert", intro: "Ihr Labortermin wurde geändert. Der neue Termin:" },
  cancellation: { subject: "Ihr Labortermin wurde storniert", intro: "Ihr Labortermin wurde storniert:" },
};

/** The event's UID: the appointment's id, so every mail about it addresses the same calendar entry. */
export const appointmentUid = (id: string) => `appointment-${id}@${pharmacy.email.split("@")[1]}`;

/**
 * The mail for a booking, a change or a cancellation, with the calendar event attached (METHOD:CANCEL for a
 * cancellation). The text names the slot in Zurich time, the services, the price and how to prepare.
 */
export function appointmentMail(kind: AppointmentMailKind, input: AppointmentMailInput): MailMessage {
  const { appointment: a } = input;
  const when = `${a.date} um ${a.time} Uhr`;
  const hints = input.preparations.filter((p) => p.preparation.trim() !== "").map((p) => `${p.name}: ${p.preparation}`);
  const lines = [
    greeting(input.greet?.name ?? "", input.greet?.surname ?? ""),
    "",
    copy[kind].intro,
    `Termin: ${when}`,
    `Leistungen: ${a.service}`,
    `Preis: ${formatMoney(a.price, "EUR")}`,
    `Ort: ${pharmacy.name}, ${pharmacyAddress}`,
    ...(kind === "cancellation" || hints.length === 0 ? [] : ["", "Vorbereitung:", ...hints]),
    ...(kind === "cancellation" || !input.manageUrl ? [] : ["", "Termin ansehen oder stornieren (ohne Kundenkonto):", input.manageUrl]),
    "",
    `Fragen? Rufen Sie uns an: ${pharmacy.phone}`,
    "",
    "Freundliche Grüsse",
    `Ihr Team der ${pharmacy.name}`,
  ];
  const ics = buildIcs({
    uid: appointmentUid(a._id),
    sequence: input.sequence,
    method: kind === "cancellation" ? "CANCEL" : "REQUEST",
    start: input.startsAt,
    end: new Date(input.startsAt.getTime() + SLOT_MINUTES * 60_000),
    stamp: input.now,
    summary: `Labortermin ${pharmacy.name}`,
    location: `${pharmacy.name}, ${pharmacyAddress}`,
    description: [`Leistungen: ${a.service}`, ...(hints.length > 0 ? ["Vorbereitung:", ...hints] : [])].join("\n"),
    organizer: { name: pharmacy.name, email: pharmacy.email },
    attendee: a.email ? { email: a.email } : undefined,
  });
  const html = `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>${escapeHtml(copy[kind].subject)}</title></head>
<body style="font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#1f2937;line-height:1.5">
${lines.map((line) => (line === "" ? "" : `<p style="margin:0 0 8px">${line === input.manageUrl ? `<a href="${escapeHtml(line)}" style="color:#0b7a53;word-break:break-all">${escapeHtml(line)}</a>` : escapeHtml(line)}</p>`)).join("\n")}
</body></html>`;
  return {
    kind: `appointment-${kind}`,
    to: a.email,
    subject: copy[kind].subject,
    text: lines.join("\n"),
    html,
    attachments: [{ filename: "termin.ics", contentType: `text/calendar; charset=utf-8; method=${kind === "cancellation" ? "CANCEL" : "REQUEST"}`, content: ics }],
  };
}
