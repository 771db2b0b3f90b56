import { z } from "zod";
import { parseDayText } from "./calendar.ts";
import { isPlausibleBirthdate } from "./auth.ts";
import { EMAIL_MAX, plainEmail } from "./email.ts";
import { BOOKING_TYPES } from "./lab-booking.ts";
import { parseSlotTime, SLOT_MESSAGES } from "./appointment-slots.ts";
import { PHONE_MAX, PHONE_MESSAGES, phoneNumber } from "./phone.ts";
import { safeText } from "./text.ts";
import type { CustomerMay } from "./workflow.ts";

/**
 * Appointments as the API takes and answers them (GET /api/openapi.json, "Appointments", spec
 * laboratory.md §3, §5). The guest schema is the one the wizard's form validates with, so the field messages
 * the customer sees are the server's.
 */

export const APPOINTMENT_STATUSES = ["PENDING", "COMPLETED", "CANCELLED"] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

export type AppointmentCustomerAction = "edit" | "cancel";
/**
 * What the customer (with an account or by the guest link) may do in each status (the workflow's shape:
 * contracts/workflow.ts; the desk's changes are APPOINTMENT_TRANSITIONS in desk-status.ts): change or cancel a
 * pending appointment, nothing once it is done or cancelled (spec §2).
 */
export const APPOINTMENT_CUSTOMER_MAY: CustomerMay<AppointmentStatus, AppointmentCustomerAction> = {
  PENDING: ["edit", "cancel"],
  COMPLETED: [],
  CANCELLED: [],
};

export const APPOINTMENT_MESSAGES = {
  /** Spec §8: the wizard recognises a conflict by this text mentioning a time conflict. */
  timeConflict: "Time conflict: this slot is already booked",
  notFound: "Appointment not found",
  notOwner: "You can only change your own appointments",
  notPending: "Only pending appointments can be changed",
  invalidId: "Invalid appointment id",
  // Spec §5, word for word.
  required: "Please fill in all required fields",
  email: "Please enter a valid email address",
  phone: PHONE_MESSAGES.invalid,
  noTests: "Please select at least one test from the services page",
  unknownItem: "A selected test or pack is not in the catalogue",
  birthday: "Birthday must be a date in the format dd/mm/yyyy",
  // Not the spec's: a birthday in 2999 went through (issue 27).
  birthdayPast: "Birthday must be a date in the past, from 1900 on",
} as const;

/**
 * Open (future, not cancelled) appointments one account or one guest e-mail may hold at once. A household books
 * a few tests, rarely more than three visits ahead; without a cap one account booked all 17 slots of a day in a
 * second and could block the whole 14-day window (issue 27). The pharmacy's desk is not capped.
 */
export const OPEN_APPOINTMENTS_CAP = 3;

/** Booking refusals the wizard shows as they are (German, like its other texts; spec §8 shows `error`). */
export const BOOKING_LIMIT_MESSAGES = {
  openCap: `Sie haben bereits ${OPEN_APPOINTMENTS_CAP} offene Termine. Bitte sagen Sie einen davon ab oder warten Sie, bis einer vorbei ist, bevor Sie einen weiteren buchen.`,
  tooMany: "Zu viele Buchungen in kurzer Zeit. Bitte versuchen Sie es später erneut.",
} as const;

export const APPOINTMENT_LIMITS = { notes: 1000, service: 2000, items: 50, email: EMAIL_MAX, phone: PHONE_MAX, address: 300 } as const;


const slotDate = safeText("Date", { required: SLOT_MESSAGES.dateFormat }).refine((v) => parseDayText(v) !== null, { error: SLOT_MESSAGES.dateFormat });
const slotTime = safeText("Time", { required: SLOT_MESSAGES.timeFormat }).refine((v) => parseSlotTime(v) !== null, { error: SLOT_MESSAGES.timeFormat });
const notes = safeText("Notes", { multiline: true })
  .max(APPOINTMENT_LIMITS.notes, `Notes must be at most ${APPOINTMENT_LIMITS.notes} characters`)
  .optional()
  .transform((v) => v ?? "");

/** A selected item as sent; only `_id` counts, the server takes name, category and price from the catalogue. */
export const selectedItemSchema = z.object({
  _id: z.string({ error: APPOINTMENT_MESSAGES.unknownItem }).regex(/^[0-9a-f]{24}$/i, { error: APPOINTMENT_MESSAGES.unknownItem }).transform((id) => id.toLowerCase()),
});

/** The booking fields both variants share. `price` and `status` may be sent but are ignored. */
export const appointmentBookingSchema = z.object({
  type: z.enum(BOOKING_TYPES).optional(),
  date: slotDate,
  time: slotTime,
  notes,
  selectedTests: z
    .array(selectedItemSchema, { error: APPOINTMENT_MESSAGES.noTests })
    .min(1, APPOINTMENT_MESSAGES.noTests)
    .max(APPOINTMENT_LIMITS.items, `At most ${APPOINTMENT_LIMITS.items} tests per appointment`),
});

const requiredText = (label: string, max: number) =>
  safeText(label, { required: APPOINTMENT_MESSAGES.required })
    .trim()
    .min(1, APPOINTMENT_MESSAGES.required)
    .max(max, `${label} must be at most ${max} characters`);

/** Spec §5: the guest's contact fields, trimmed, with the spec's messages. The wizard's form uses it as is. */
export const guestContactSchema = z.object({
  email: plainEmail({ required: APPOINTMENT_MESSAGES.required, invalid: APPOINTMENT_MESSAGES.email, tooLong: `Email must be at most ${APPOINTMENT_LIMITS.email} characters` }),
  phone: phoneNumber(APPOINTMENT_MESSAGES.required),
  address: requiredText("Address", APPOINTMENT_LIMITS.address),
  birthday: requiredText("Birthday", 10)
    .refine((v) => parseDayText(v) !== null, { error: APPOINTMENT_MESSAGES.birthday, abort: true })
    // dd/mm/yyyy with two-digit parts (checked just above) reversed is the yyyy-mm-dd the account rule reads.
    .refine((v) => isPlausibleBirthdate(v.split("/").reverse().join("-")), { error: APPOINTMENT_MESSAGES.birthdayPast }),
});
export type GuestContact = z.infer<typeof guestContactSchema>;

export const userAppointmentSchema = appointmentBookingSchema;
export const guestAppointmentSchema = appointmentBookingSchema.extend(guestContactSchema.shape);
export type BookingInput = z.infer<typeof appointmentBookingSchema>;

/** Spec §5: the edit dialog's date and time are required, notes optional. */
export const appointmentEditSchema = z.object({ date: slotDate, time: slotTime, notes });
export type AppointmentEdit = z.infer<typeof appointmentEditSchema>;

export const availabilityQuery = z.object({ date: safeText("Date", { required: SLOT_MESSAGES.dateFormat }) });
export const appointmentIdParam = z.uuid({ error: APPOINTMENT_MESSAGES.invalidId });

export type AppointmentItem = { _id: string; name: string; category: string; price: number };

/** An appointment as answered. */
export type Appointment = {
  _id: string;
  type: string;
  service: string;
  date: string;
  time: string;
  notes: string;
  selectedTests: AppointmentItem[];
  price: number;
  status: AppointmentStatus;
  email: string;
  phone: string | null;
  address: string | null;
};

/** A slot of a day; `closed` (only when true) when the pharmacy closed it, so it is not "taken" but "closed". */
export type SlotAvailability = { time: string; available: boolean; closed?: true };

/** Spec §8: whether a booking error is the time conflict (the wizard then shows its own German text). */
export const isTimeConflict = (error: string | undefined) => typeof error === "string" && /time conflict/i.test(error);

/** The storefront's texts for appointments (spec §2, §8), word for word. */
export const APPOINTMENT_UI_TEXTS = {
  conflict: "Dieser Termin ist bereits vergeben. Bitte wählen Sie einen anderen Zeitpunkt (mindestens 30 Minuten Abstand).",
  invalidData: "Invalid appointment data. Please check your input and try again.",
  bookingFailed: "Fehler beim Planen des Termins. Bitte versuchen Sie es erneut.",
  loadFailed: "Failed to load data. Please try again later.",
  updateFailed: "Failed to update appointment. Please try again.",
  cancelFailed: "Failed to cancel appointment. Please try again.",
  updated: "Appointment updated successfully",
  cancelled: "Appointment cancelled successfully",
  // The profile sidebar's actions say it their own way on the appointments page (spec §8).
  resetLinkFailed: "Failed to send password reset link. Please try again later.",
  deleteFailed: "Failed to delete account. Please try again later.",
} as const;

/**
 * Spec §8: what the wizard says when a booking fails. A time conflict gets the German conflict text; a 400
 * the server's error or the invalid-data text; anything else the server's error, else its message, else the
 * German fallback.
 */
export function bookingFailureText(failure: { status: number; error?: string; message?: string }): string {
  if (isTimeConflict(failure.error)) return APPOINTMENT_UI_TEXTS.conflict;
  if (failure.status === 400) return failure.error || APPOINTMENT_UI_TEXTS.invalidData;
  return failure.error || failure.message || APPOINTMENT_UI_TEXTS.bookingFailed;
}
