import { eq } from "drizzle-orm";
import { APPOINTMENT_CUSTOMER_MAY, type Appointment, type AppointmentStatus } from "#contracts/appointments.ts";
import { GUEST_APPOINTMENT_MESSAGES, GUEST_MANAGE_PATH, guestTokenSchema } from "#contracts/guest-appointments.ts";
import { customerMay } from "#contracts/workflow.ts";
import type { Database } from "#server/db/client.ts";
import { appointments } from "#server/db/schema/appointments.ts";
import { appointmentAccessTokens } from "#server/db/schema/guest-access.ts";
import { Conflict, Forbidden, NotFound } from "#server/services/errors.ts";
import { hashLinkToken, newLinkToken } from "#server/services/auth/tokens.ts";
import { toAppointment } from "./appointment-row.ts";
import type { AppointmentService, GuestLinkIssuer } from "./appointment-service.ts";

/**
 * Issues a guest's link inside the booking's transaction: a new random token whose SHA-256 replaces any earlier
 * one for the appointment (so only the newest mail's link works). The raw token exists only in the returned URL,
 * that is in the queued mail, whose body the mail worker empties once sent (decision 012).
 */
export function guestLinkIssuer(publicUrl: string): GuestLinkIssuer {
  return async (tx, appointmentId) => {
    const { token, hash } = newLinkToken();
    await tx
      .insert(appointmentAccessTokens)
      .values({ appointmentId, tokenHash: hash })
      .onConflictDoUpdate({ target: appointmentAccessTokens.appointmentId, set: { tokenHash: hash, createdAt: new Date(), usedForCancelAt: null } });
    const url = new URL(`${publicUrl}${GUEST_MANAGE_PATH}`);
    url.searchParams.set("token", token);
    return url.toString();
  };
}

/** The stored hash a sent token would have, or null for anything that cannot be a token (never a 400). */
function hashOf(token: unknown): string | null {
  const parsed = guestTokenSchema.safeParse(token);
  return parsed.success ? hashLinkToken(parsed.data) : null;
}

const invalidLink = () => new NotFound(GUEST_APPOINTMENT_MESSAGES.invalidLink);

/**
 * A guest's view and cancel of one booking, authorised by the link alone (docs/decisions/015-appointments.md).
 * Missing, garbled and unknown tokens get the same 404, so the answers tell nothing about other links.
 */
export function createGuestAppointmentService(database: Database, appointmentService: Pick<AppointmentService, "cancelLocked">) {
  const { db } = database;

  return {
    /** The booking the link belongs to; viewing does not spend the link. */
    async view(token: unknown): Promise<Appointment> {
      const hash = hashOf(token);
      if (!hash) throw invalidLink();
      const [row] = await db
        .select({ appointment: appointments })
        .from(appointmentAccessTokens)
        .innerJoin(appointments, eq(appointments.id, appointmentAccessTokens.appointmentId))
        .where(eq(appointmentAccessTokens.tokenHash, hash));
      if (!row) throw invalidLink();
      return toAppointment(row.appointment);
    },

    /**
     * Cancels the booking and spends the link for cancelling, in one transaction that holds the token's and the
     * appointment's rows (`for update` over the join): of concurrent clicks one cancels and mails, the others
     * wait for it and then find the link spent (409). A booking no longer pending is a 403 and spends nothing.
     */
    async cancel(token: unknown): Promise<Appointment> {
      const hash = hashOf(token);
      if (!hash) throw invalidLink();
      return appointmentService.cancelLocked(async (tx) => {
        const [row] = await tx
          .select({ tokenId: appointmentAccessTokens.id, usedForCancelAt: appointmentAccessTokens.usedForCancelAt, appointment: appointments })
          .from(appointmentAccessTokens)
          .innerJoin(appointments, eq(appointments.id, appointmentAccessTokens.appointmentId))
          .where(eq(appointmentAccessTokens.tokenHash, hash))
          .for("update");
        if (!row) throw invalidLink();
        if (row.usedForCancelAt) throw new Conflict(GUEST_APPOINTMENT_MESSAGES.alreadyCancelled);
        if (!customerMay(APPOINTMENT_CUSTOMER_MAY, row.appointment.status as AppointmentStatus, "cancel")) throw new Forbidden(GUEST_APPOINTMENT_MESSAGES.notPending);
        await tx.update(appointmentAccessTokens).set({ usedForCancelAt: new Date() }).where(eq(appointmentAccessTokens.id, row.tokenId));
        return row.appointment;
      });
    },
  };
}

export type GuestAppointmentService = ReturnType<typeof createGuestAppointmentService>;
