import { Hono, type Context } from "hono";
import { appointmentIdParam } from "#contracts/appointments.ts";
import { closureIdParam, closureSchema, closuresQuery, deskDayQuery, deskStatusSchema } from "#contracts/desk.ts";
import { ok } from "#contracts/envelope.ts";
import { failedLinkLimit } from "./guest-appointments.ts";
import { requireStaff, staff } from "./middleware/staff.ts";
import type { AppEnv } from "./types.ts";
import { parse, parseBody, parseQuery } from "./validate.ts";
import { documentRoutes } from "./openapi.ts";

const desk = (c: Context<AppEnv>) => c.get("deps").services.desk;
const feedLinkLimit = failedLinkLimit("feed-link");

/** The pharmacy desk's calls (documented at the end of this file); the calendar feed itself is authorised by its URL alone. */
export function deskRouter() {
  const r = new Hono<AppEnv>();

  r.get("/desk/appointments", requireStaff, async (c) => c.json(ok(await desk(c).desk.day(parseQuery(c, deskDayQuery).date))));
  r.get("/desk/days", requireStaff, async (c) => c.json(ok(await desk(c).desk.days())));
  r.get("/desk/counts", requireStaff, async (c) => c.json(ok(await desk(c).counts())));
  r.put("/desk/appointments/:id/status", requireStaff, async (c) => {
    const id = parse(appointmentIdParam, c.req.param("id"));
    return c.json(ok(await desk(c).desk.setStatus(staff(c), id, await parseBody(c, deskStatusSchema))));
  });
  r.get("/desk/closures", requireStaff, async (c) => {
    const { from, to } = parseQuery(c, closuresQuery);
    return c.json(ok(await desk(c).closures.list(from, to)));
  });
  r.post("/desk/closures", requireStaff, async (c) => c.json(ok(await desk(c).closures.create(staff(c), await parseBody(c, closureSchema))), 201));
  r.delete("/desk/closures/:id", requireStaff, async (c) => c.json(ok(await desk(c).closures.remove(staff(c), parse(closureIdParam, c.req.param("id"))))));
  r.post("/desk/calendar-feed", requireStaff, async (c) => c.json(ok(await desk(c).feed.renew(staff(c)))));

  // No bearer: calendar apps cannot send one. The token in the path is the credential (feed.ts); failed tokens are
  // limited per client like the guest link's, and the request log writes the path without it (log-path.ts).
  r.get("/desk/feed/:file", feedLinkLimit, async (c) => {
    const file = c.req.param("file");
    const body = await desk(c).feed.calendar(file.endsWith(".ics") ? file.slice(0, -4) : file);
    return c.body(body, 200, {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'inline; filename="labortermine.ics"',
      // A private calendar: never in a shared cache, and always fresh (a closure or a cancellation shows at once).
      "Cache-Control": "private, no-store",
    });
  });
  return r;
}

documentRoutes("Pharmacy desk", [
  { method: "GET", path: "/api/desk/appointments", summary: "A day's appointments in time order, with the customers' contacts", auth: "staff", query: deskDayQuery, answer: "DeskAppointment[] (contracts/desk.ts)" },
  { method: "GET", path: "/api/desk/days", summary: "Today and the next 13 days: booked and closed", auth: "staff", answer: "DeskDay[]" },
  { method: "GET", path: "/api/desk/counts", summary: "New orders (received) and prescriptions (submitted) waiting at the desk", auth: "staff", answer: "DeskCounts { newOrders, newPrescriptions }" },
  { method: "PUT", path: "/api/desk/appointments/:id/status", summary: "Completes or cancels an appointment (cancelling mails the customer)", auth: "staff", params: { id: appointmentIdParam }, body: deskStatusSchema, answer: "DeskAppointment", errors: [404, 409] },
  { method: "GET", path: "/api/desk/closures", summary: "Closures and public holidays in a range", auth: "staff", query: closuresQuery, answer: "Closure[]" },
  { method: "POST", path: "/api/desk/closures", summary: "Closes a slot or a day", auth: "staff", body: closureSchema, status: 201, answer: "ClosureCreated", errors: [409] },
  { method: "DELETE", path: "/api/desk/closures/:id", summary: "Reopens it", auth: "staff", params: { id: closureIdParam }, answer: "{ _id }", errors: [404] },
  { method: "POST", path: "/api/desk/calendar-feed", summary: "A new private iCalendar URL (the old one stops working)", auth: "staff", answer: "{ url }" },
  { method: "GET", path: "/api/desk/feed/:file", summary: "The calendar feed; the token in the path is the credential", file: "text/calendar", errors: [404, 429] },
]);
