import type { DeskAppointment } from "#contracts/desk.ts";
import { DESK_TEXTS } from "../desk-texts.ts";

/**
 * What the desk shows of an appointment, derived without React (tested alone): the customer's name (a guest
 * gives none, the e-mail stands in), and the services each with its preparation hint.
 */

export function customerName(appointment: DeskAppointment): string {
  if (appointment.customer.accountDeleted) return DESK_TEXTS.accountDeleted;
  return appointment.customer.name?.trim() || appointment.customer.email || "";
}

export function servicesWithPreparation(appointment: DeskAppointment): { name: string; preparation: string }[] {
  if (appointment.services.length === 0) return [{ name: appointment.service, preparation: "" }];
  return appointment.services.map((s) => ({ name: s.name, preparation: (s.preparation ?? "").trim() }));
}
