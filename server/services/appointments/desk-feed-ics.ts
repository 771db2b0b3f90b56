import { SLOT_MINUTES } from "#contracts/appointment-slots.ts";
import type { DeskAppointment } from "#contracts/desk.ts";
import { pharmacy, pharmacyAddress } from "#contracts/pharmacy.ts";
import { escapeIcsText, foldIcsLine } from "#server/mail/appointment-ics.ts";

/**
 * The staff's calendar subscription (RFC 5545, METHOD:PUBLISH): one VEVENT per non-cancelled appointment.
 * Only what a calendar needs to show the day: the time, who comes (name, or a guest's e-mail), a phone number to
 * call if the slot must move, and whether it is done. No birthday, notes or booked tests: those are health data,
 * and a calendar app copies them to devices and cloud services the pharmacy does not control; the desk shows them.
 * Folding and escaping are the mails' (appointment-ics.ts); times in UTC, so no VTIMEZONE block is needed.
 * The UID differs from the customer's invitation UID: a staff member who also booked as a customer must not see
 * the two calendars overwrite each other's event.
 */

const utc = (d: Date) => d.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");

export const deskEventUid = (id: string) => `desk-appointment-${id}@${pharmacy.email.split("@")[1]}`;

export type FeedEvent = { appointment: DeskAppointment; startsAt: Date; sequence: number };

export function buildFeed(events: FeedEvent[], stamp: Date): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Rheinbogen Apotheke//Pharmacy desk//DE",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeIcsText(`${pharmacy.name} – Labortermine`)}`,
    "X-WR-TIMEZONE:Europe/Zurich",
    // Calendar apps poll subscriptions rarely by default; this asks for every 15 minutes (where honoured).
    "REFRESH-INTERVAL;VALUE=DURATION:PT15M",
    "X-PUBLISHED-TTL:PT15M",
  ];
  for (const { appointment: a, startsAt, sequence } of events) {
    const who = a.customer.name ?? a.customer.email;
    const description = [
      `Kontakt: ${[a.customer.name, a.customer.email, a.customer.phone].filter(Boolean).join(", ")}`,
      `Status: ${a.status}`,
      "Leistungen und Notizen: am Apothekenschalter",
    ].join("\n");
    lines.push(
      "BEGIN:VEVENT",
      `UID:${deskEventUid(a._id)}`,
      `SEQUENCE:${sequence}`,
      `DTSTAMP:${utc(stamp)}`,
      `DTSTART:${utc(startsAt)}`,
      `DTEND:${utc(new Date(startsAt.getTime() + SLOT_MINUTES * 60_000))}`,
      `SUMMARY:${escapeIcsText(`${a.status === "COMPLETED" ? "✓ " : ""}Labor: ${who}`)}`,
      `LOCATION:${escapeIcsText(`${pharmacy.name}, ${pharmacyAddress}`)}`,
      `DESCRIPTION:${escapeIcsText(description)}`,
      "STATUS:CONFIRMED",
      "TRANSP:OPAQUE",
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR");
  return lines.map(foldIcsLine).join("\r\n") + "\r\n";
}
