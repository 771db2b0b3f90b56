import { useCallback, useEffect, useState } from "react";
import { api, ApiError } from "#app/lib/api-client.ts";
import type { Appointment } from "#contracts/appointments.ts";
import { GUEST_APPOINTMENT_TEXTS as T, GUEST_TOKEN_PATTERN } from "#contracts/guest-appointments.ts";

export type GuestAppointmentState =
  | { status: "loading" }
  | { status: "invalid" }
  | { status: "failed" }
  | { status: "ready"; appointment: Appointment; notice?: { kind: "success" | "error"; text: string } };

export type CancelOutcome = { ok: true } | { ok: false; message: string };

/**
 * The booking behind a guest's link (no account, so no query cache of the logged-in pages): loaded on the
 * client, where the token stays out of the server-rendered HTML. A token that cannot be one is refused here
 * without a call. Cancel answers what the dialog should show; a spent link or a booking no longer pending
 * closes the dialog and shows the booking as it now is.
 */
export function useGuestAppointment(token: string | null) {
  const [state, setState] = useState<GuestAppointmentState>({ status: "loading" });

  const load = useCallback(
    async (signal?: AbortSignal, notice?: { kind: "success" | "error"; text: string }) => {
      if (!token || !GUEST_TOKEN_PATTERN.test(token)) {
        setState({ status: "invalid" });
        return;
      }
      try {
        const res = await api<Appointment>("/labor/guest-appointment", { query: { token }, signal });
        setState({ status: "ready", appointment: res.data!, notice });
      } catch (error) {
        if (signal?.aborted) return;
        setState(error instanceof ApiError && error.status === 404 ? { status: "invalid" } : { status: "failed" });
      }
    },
    [token],
  );

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: "loading" });
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  const retry = () => {
    setState({ status: "loading" });
    void load();
  };

  async function cancel(): Promise<CancelOutcome> {
    try {
      const res = await api<Appointment>("/labor/guest-appointment/cancel", { method: "POST", body: { token } });
      setState({ status: "ready", appointment: res.data!, notice: { kind: "success", text: T.cancelledSuccess } });
      return { ok: true };
    } catch (error) {
      const status = error instanceof ApiError ? error.status : 0;
      if (status === 404) {
        setState({ status: "invalid" });
        return { ok: true };
      }
      if (status === 409 || status === 403) {
        // Someone (another tab, the pharmacy) changed it meanwhile: show the booking as it is now.
        await load(undefined, { kind: "error", text: status === 409 ? T.linkUsed : T.notPending });
        return { ok: true };
      }
      return { ok: false, message: T.cancelFailed };
    }
  }

  return { state, retry, cancel };
}
