import { Hono, type Context } from "hono";
import { z } from "zod";
import { ok } from "#contracts/envelope.ts";
import { GUEST_APPOINTMENT_MESSAGES, guestCancelSchema, guestTokenSchema } from "#contracts/guest-appointments.ts";
import { ipKey, rateLimit } from "./middleware/rate-limit.ts";
import type { AppEnv } from "./types.ts";
import { parseBody } from "./validate.ts";
import { documentRoutes } from "./openapi.ts";

/**
 * Failed guest-link calls per IP, view and cancel together (like the account links' `linkPerIp`): a token has
 * 256 random bits, so this only keeps a script from hammering the lookup. A guest who reloads the page or
 * cancels spends nothing; only answers of 400 and above count.
 */
export const GUEST_LINK_LIMITS = { perIp: { limit: 20, windowMs: 15 * 60_000 } } as const;
/** The same limit for every link whose token is the credential (the guest link, the desk's calendar feed). */
export const failedLinkLimit = (name: string) => rateLimit({ name, ...GUEST_LINK_LIMITS.perIp, keys: (c) => [ipKey(c)], counts: (s) => s >= 400 });
const guestLinkLimit = failedLinkLimit("guest-link");

const service = (c: Context<AppEnv>) => c.get("deps").services.guestAppointments;

/**
 * A guest's booking through the link of the confirmation mail (issue 17, beyond the spec). The token comes in
 * the query (view) or the body (cancel); the request log records the path only, never the query.
 */
export function guestAppointmentsRouter() {
  const r = new Hono<AppEnv>();
  r.get("/labor/guest-appointment", guestLinkLimit, async (c) => c.json(ok(await service(c).view(c.req.query("token")))));
  r.post("/labor/guest-appointment/cancel", guestLinkLimit, async (c) => {
    const { token } = await parseBody(c, guestCancelSchema);
    return c.json(ok(await service(c).cancel(token), GUEST_APPOINTMENT_MESSAGES.cancelled));
  });
  return r;
}

documentRoutes("Appointments", [
  { method: "GET", path: "/api/labor/guest-appointment", summary: "A guest's booking by the token of its mailed link", query: z.object({ token: guestTokenSchema }), answer: "Appointment", errors: [404, 429] },
  { method: "POST", path: "/api/labor/guest-appointment/cancel", summary: "Cancels it", body: guestCancelSchema, answer: "Appointment", errors: [403, 404, 409, 429] },
]);
