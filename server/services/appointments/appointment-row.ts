import type { Appointment, AppointmentStatus } from "#contracts/appointments.ts";
import { fromMinor } from "#contracts/money.ts";
import { toSlotText } from "#contracts/appointment-slots.ts";
import type { appointments } from "#server/db/schema/appointments.ts";

export type AppointmentRow = typeof appointments.$inferSelect;

/** A stored appointment as the API answers it: Zurich date and time, euro prices. */
export function toAppointment(row: AppointmentRow): Appointment {
  const { date, time } = toSlotText(row.startsAt);
  return {
    _id: row.id,
    type: row.type,
    service: row.service,
    date,
    time,
    notes: row.notes,
    selectedTests: row.items.map((item) => ({ _id: item._id, name: item.name, category: item.category, price: fromMinor(item.priceCents) })),
    price: fromMinor(row.priceCents),
    status: row.status as AppointmentStatus,
    // Only a deleted account's rows lack it, and those have no owner left to answer.
    email: row.email ?? "",
    phone: row.phone,
    address: row.address,
  };
}
