import { Hono, type Context } from "hono";
import { appointmentEditSchema, appointmentIdParam, availabilityQuery, BOOKING_LIMIT_MESSAGES, guestAppointmentSchema, userAppointmentSchema } from "#contracts/appointments.ts";
import { ok } from "#contracts/envelope.ts";
import { closedDaysAhead } from "#server/services/appointments/closed-days.ts";
import { currentUser, requireUser } from "./middleware/auth.ts";
import { bodyEmailKey, ipKey, rateLimit } from "./middleware/rate-limit.ts";
import type { AppEnv } from "./types.ts";
import { parse, parseBody, parseQuery } from "./validate.ts";
import { documentRoutes } from "./openapi.ts";

const HOUR = 3_600_000;
/**
 * Guest bookings per hour. Only bookings that took a slot count (201): a refused or conflicting attempt holds
 * nothing. Generous enough for a family booking one after another from one address and one e-mail.
 */
export const GUEST_BOOKING_LIMITS = { perIp: { limit: 30, windowMs: HOUR }, perEmail: { limit: 10, windowMs: HOUR } } as const;
/**
 * A customer's bookings per hour (shared through Redis with REDIS_URL). The open-appointments cap holds the
 * slots; this keeps one account from churning book-cancel-book through the day's slots.
 */
export const ACCOUNT_BOOKING_LIMITS = { perAccount: { limit: 10, windowMs: HOUR } } as const;
const tookSlot = (status: number) => status === 201;
const bookingLimit = { counts: tookSlot, message: BOOKING_LIMIT_MESSAGES.tooMany };

const service = (c: Context<AppEnv>) => c.get("deps").services.appointments;
const appointmentId = (c: Context<AppEnv>) => parse(appointmentIdParam, c.req.param("id"));

/** Availability and the appointment calls (documented at the end of this file, served at GET /api/openapi.json). */
export function appointmentsRouter() {
  const r = new Hono<AppEnv>();
  for (const path of ["/labor/createAppointments", "/labor/fetchAppointments", "/labor/editAppointments/*", "/labor/cancelAppointments/*"]) r.use(path, requireUser);

  r.get("/labor/availability", async (c) => c.json(ok(await service(c).availability(parseQuery(c, availabilityQuery).date))));
  r.get("/labor/closed-days", async (c) => c.json(ok(await closedDaysAhead(c.get("deps").database.db, new Date()))));
  r.post(
    "/labor/createAppointments",
    rateLimit({ name: "booking", ...ACCOUNT_BOOKING_LIMITS.perAccount, keys: (c) => [`user:${currentUser(c).id}`], ...bookingLimit }),
    async (c) => {
      const input = await parseBody(c, userAppointmentSchema);
      return c.json(ok(await service(c).book({ userId: currentUser(c).id }, input)), 201);
    },
  );
  r.post(
    "/labor/createAppointmentGuest",
    rateLimit({ name: "guest-booking", ...GUEST_BOOKING_LIMITS.perIp, keys: (c) => [ipKey(c)], ...bookingLimit }),
    rateLimit({ name: "guest-booking", ...GUEST_BOOKING_LIMITS.perEmail, keys: async (c) => [await bodyEmailKey(c)], ...bookingLimit }),
    async (c) => {
      const { email, phone, address, birthday, ...input } = await parseBody(c, guestAppointmentSchema);
      return c.json(ok(await service(c).book({ guest: { email, phone, address, birthday } }, input)), 201);
    },
  );
  r.get("/labor/fetchAppointments", async (c) => c.json(ok(await service(c).list(currentUser(c).id))));
  r.put("/labor/editAppointments/:id", async (c) => {
    const id = appointmentId(c);
    return c.json(ok(await service(c).edit(currentUser(c).id, id, await parseBody(c, appointmentEditSchema))));
  });
  r.delete("/labor/cancelAppointments/:id", async (c) => c.json(ok(await service(c).cancel(currentUser(c).id, appointmentId(c)))));
  return r;
}

const appointment = "Appointment (contracts/appointments.ts)";
documentRoutes("Appointments", [
  { method: "GET", path: "/api/labor/availability", summary: "The 17 slots of a day", query: availabilityQuery, answer: "SlotAvailability[]" },
  { method: "GET", path: "/api/labor/closed-days", summary: "Closed days ahead (holidays and closures)", answer: "closed days of the booking window" },
  { method: "POST", path: "/api/labor/createAppointments", summary: "Books a slot for the caller", auth: "user", body: userAppointmentSchema, status: 201, answer: appointment, errors: [409, 429] },
  { method: "POST", path: "/api/labor/createAppointmentGuest", summary: "Books a slot for a guest (mails a link to view or cancel it)", body: guestAppointmentSchema, status: 201, answer: appointment, errors: [409, 429] },
  { method: "GET", path: "/api/labor/fetchAppointments", summary: "The caller's appointments, soonest first", auth: "user", answer: "Appointment[]" },
  { method: "PUT", path: "/api/labor/editAppointments/:id", summary: "Moves one while PENDING", auth: "user", params: { id: appointmentIdParam }, body: appointmentEditSchema, answer: appointment, errors: [403, 404, 409] },
  { method: "DELETE", path: "/api/labor/cancelAppointments/:id", summary: "Cancels one while PENDING", auth: "user", params: { id: appointmentIdParam }, answer: appointment, errors: [403, 404] },
]);
