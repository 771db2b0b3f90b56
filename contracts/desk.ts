import { z } from "zod";
import { parseDayText } from "./calendar.ts";
import { SLOT_MESSAGES, SLOT_TIMES } from "./appointment-slots.ts";
import type { Appointment } from "./appointments.ts";
import { safeText } from "./text.ts";

/**
 * The pharmacy desk (GET /api/openapi.json, "Pharmacy desk", issue 18, docs/decisions/016-pharmacy-desk.md):
 * what the staff endpoints take and answer. Dates `dd/mm/yyyy`, times `HH:mm`, Europe/Zurich, as everywhere
 * in the appointment payloads.
 */

/**
 * `users.role` of pharmacy staff. Customers are 2 (CUSTOMER_ROLE); nothing a client sends sets a role: signup
 * ignores it, and only `npm run staff -- add` grants this one. The token's `role` claim tells the client
 * whether to show the desk link; the server reads the role from the account on every desk request.
 */
export const STAFF_ROLE = 1;
/** `users.role` of a manager (issue 39): the desk and the back office. Given by `npm run staff -- add <email> --role manager`. */
export const MANAGER_ROLE = 3;
export const STAFF_ROLE_NAMES = ["staff", "manager"] as const;
export type StaffRoleName = (typeof STAFF_ROLE_NAMES)[number];
export const roleOfName = (name: StaffRoleName) => (name === "manager" ? MANAGER_ROLE : STAFF_ROLE);
export const nameOfRole = (role: number): StaffRoleName | null => (role === MANAGER_ROLE ? "manager" : role === STAFF_ROLE ? "staff" : null);
/** Whether an account's role lets it use the desk: staff and managers. */
export const isStaffRole = (role: number) => nameOfRole(role) !== null;

export const CANCEL_REASONS = ["NO_SHOW", "CUSTOMER_REQUEST"] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

export const DESK_LIMITS = { closureReason: 200, closureDaysAhead: 365, closureRangeDays: 400 } as const;

export const DESK_MESSAGES = {
  staffOnly: "Only pharmacy staff can use the desk",
  managerOnly: "Only the pharmacy's managers can use the back office",
  status: "Status must be PENDING, COMPLETED or CANCELLED",
  reasonRequired: "A cancellation needs a reason: NO_SHOW or CUSTOMER_REQUEST",
  notChangeable: "This status change is not possible for the appointment as it is now",
  /** Completed and no-show say the customer was there or not: not before the appointment begins. */
  notStarted: "An appointment can be marked completed or as a no-show only from its start on",
  /** A no-show corrected to completed needs its slot back, which someone may have booked since. */
  slotRetaken: "The slot has been booked again since; the appointment cannot be marked completed",
  /** Booking or moving into a closed slot (409). Deliberately without "time conflict": it is not a double booking. */
  closedSlot: "This slot is closed at the pharmacy. Please choose another time.",
  /** Booking on a day the pharmacy closed (400, like a weekend). */
  closedDay: "The laboratory is closed on this day",
  closureReasonRequired: "Please give a reason for the closure",
  closureReasonTooLong: `The reason must be at most ${DESK_LIMITS.closureReason} characters`,
  closureTime: "Time must be one of the slots from 09:00 to 17:00 every 30 minutes",
  closurePast: "A closure cannot lie in the past",
  closureTooFar: `Closures can be made at most ${DESK_LIMITS.closureDaysAhead} days ahead`,
  closureWeekend: "The laboratory is closed on weekends anyway",
  closureHoliday: (name: string) => `This day is a public holiday (${name}) and closed anyway`,
  closureExists: "This day or slot is already closed",
  closureNotFound: "Closure not found",
  holidayNotRemovable: "A public holiday cannot be reopened",
  closureRange: `The range must run forwards and cover at most ${DESK_LIMITS.closureRangeDays} days`,
  invalidId: "Invalid id",
} as const;

/** Codes (the envelope's `code`) of the refusals whose text varies, so the desk need not match the English. */
export const DESK_ERROR_CODES = {
  closureHoliday: "desk-closure-holiday",
} as const;

const slotDate = (label: string) =>
  safeText(label, { required: SLOT_MESSAGES.dateFormat }).refine((v) => parseDayText(v) !== null, { error: SLOT_MESSAGES.dateFormat });

/** GET /api/desk/appointments?date= (default: today in Zurich). Any day, past ones included. */
export const deskDayQuery = z.object({ date: slotDate("Date").optional() });

/**
 * PUT /api/desk/appointments/{id}/status. `reason` is required for CANCELLED and ignored otherwise. PENDING only
 * corrects a completed appointment back; desk-status.ts says which changes are allowed when.
 */
export const deskStatusSchema = z
  .object({
    status: z.enum(["PENDING", "COMPLETED", "CANCELLED"], { error: DESK_MESSAGES.status }),
    reason: z.enum(CANCEL_REASONS, { error: DESK_MESSAGES.reasonRequired }).optional(),
    // A correction of a recorded outcome says so: without it only a pending appointment changes, so two desks
    // acting at once still end in one change and a 409 (the second does not silently overwrite the first).
    correction: z.boolean({ error: "correction must be true or false" }).optional(),
  })
  .refine((v) => v.status !== "CANCELLED" || v.reason !== undefined, { path: ["reason"], error: DESK_MESSAGES.reasonRequired });
export type DeskStatusInput = z.infer<typeof deskStatusSchema>;

/** GET /api/desk/closures?from=&to= (both default: today and 13 days on). */
export const closuresQuery = z.object({ from: slotDate("From").optional(), to: slotDate("To").optional() });

/** POST /api/desk/closures: a whole day without `time`, else one slot. */
export const closureSchema = z.object({
  date: slotDate("Date"),
  time: safeText("Time")
    .refine((v) => SLOT_TIMES.includes(v), { error: DESK_MESSAGES.closureTime })
    .optional()
    .nullable()
    .transform((v) => v ?? undefined),
  reason: safeText("Reason", { required: DESK_MESSAGES.closureReasonRequired })
    .trim()
    .min(1, DESK_MESSAGES.closureReasonRequired)
    .max(DESK_LIMITS.closureReason, DESK_MESSAGES.closureReasonTooLong),
});
export type ClosureInput = z.infer<typeof closureSchema>;

/** A closure row's id is a uuid; a public holiday's is `holiday-yyyy-mm-dd` (not removable). */
export const closureIdParam = safeText("id").regex(/^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|holiday-\d{4}-\d{2}-\d{2})$/i, {
  error: DESK_MESSAGES.invalidId,
});

/** Who made a change, as the account was at that moment. */
export type StaffRef = { email: string; name: string };

export type AuditAction = "status" | "closure-created" | "closure-deleted" | "prescription-status" | "order-status";

/**
 * One line of the audit trail. `detail` of a status change: `{ from, to, reason?, accountDeleted? }`. `by` is null
 * when the customer did it: deleting their account cancelled the appointment (`accountDeleted: true`).
 */
export type AuditEntry = { _id: string; at: string; action: AuditAction; by: StaffRef | null; detail: Record<string, unknown> };

/** An appointment as the desk shows it: the customer's answer plus who comes, what to prepare and its history. */
export type DeskAppointment = Appointment & {
  customer: {
    /** "Name Surname" of a customer's account; null for a guest, who gives no name. */
    name: string | null;
    /** null once the customer's account is deleted (`accountDeleted`): the booking stays, who it was does not. */
    email: string | null;
    phone: string | null;
    address: string | null;
    /** A guest's birthday `dd/mm/yyyy` (to recognise them at the desk); null for customers. */
    birthday: string | null;
    guest: boolean;
    accountDeleted: boolean;
  };
  /** Each booked item with its preparation hint from the current catalogue (null when no longer offered). */
  services: { _id: string; name: string; category: string; preparation: string | null }[];
  /** Why it was cancelled at the desk, if it was. */
  cancelReason: CancelReason | null;
  /** Whether its slot is closed now (a closure made after the booking): staff should call the customer. */
  inClosure: boolean;
  /** Oldest first. */
  audit: AuditEntry[];
};

/** A day of the desk's 14-day strip. `closed`: the whole day (weekend, public holiday or closure). */
export type DeskDay = { date: string; booked: number; closed: boolean; weekend: boolean; holiday: string | null; closedSlots: string[] };

/** A closure as listed; public holidays come without `time`, with `holiday: true` and `createdBy: null`. */
export type Closure = {
  _id: string;
  date: string;
  time?: string;
  reason: string;
  createdBy: StaffRef | null;
  createdAt: string | null;
  holiday: boolean;
};

export type ClosureCreated = { closure: Closure; affected: DeskAppointment[] };
