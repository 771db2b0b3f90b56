/**
 * Appointments through the query layer (pattern: profile.ts): the customer's list, a day's availability, and
 * the booking, edit and cancel calls. Every change invalidates the whole domain, so the list and any slot
 * picker on screen show the server's state afterwards — after a 409 too, so a slot someone else just took
 * shows as taken.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { APPOINTMENT_UI_TEXTS, bookingFailureText, type Appointment, type AppointmentEdit, type GuestContact, type SlotAvailability } from "#contracts/appointments.ts";
import { api, ApiError } from "#app/lib/api-client.ts";
import { useHasToken } from "#app/lib/session.ts";
import { queryKeys } from "./query-keys.ts";
import { rethrowSessionEnded as rethrowSession } from "./session-ended.ts";

/** What the wizard sends (spec §3); the server prices the items itself and ignores `price` and `status`. */
export type BookingRequest = {
  type: string;
  service: string;
  date: string;
  time: string;
  notes: string;
  price: number;
  selectedTests: { _id: string; name: string; category: string; price: number }[];
};

export async function fetchAppointments(signal?: AbortSignal): Promise<Appointment[]> {
  return (await api<Appointment[]>("/labor/fetchAppointments", { auth: true, signal }).catch(rethrowSession)).data ?? [];
}

/** The logged-in customer's appointments, soonest first; off without a token. */
export function useAppointments() {
  const hasToken = useHasToken();
  return useQuery({ queryKey: queryKeys.appointments.mine(), queryFn: ({ signal }) => fetchAppointments(signal), enabled: hasToken });
}

/** The 17 slots of `date` (dd/mm/yyyy) with `available`; off until a date is chosen. */
export function useAvailability(date: string | null) {
  return useQuery({
    queryKey: queryKeys.appointments.availability(date ?? ""),
    queryFn: async ({ signal }) => (await api<SlotAvailability[]>("/labor/availability", { query: { date }, signal })).data ?? [],
    enabled: date !== null,
  });
}

/** The days of the 14-day calendar the pharmacy closed as a whole (`dd/mm/yyyy`); the strip disables them. */
export function useClosedDays() {
  return useQuery({
    queryKey: queryKeys.appointments.closedDays(),
    queryFn: async ({ signal }) => (await api<string[]>("/labor/closed-days", { signal })).data ?? [],
  });
}

/** A booking failure with the text the wizard shows (spec §8). */
export class BookingError extends Error {
  constructor(
    message: string,
    readonly conflict: boolean,
  ) {
    super(message);
    this.name = "BookingError";
  }
}

/** Books for the logged-in customer, or for a guest when `guest` contact details are given. */
export function useBookAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ booking, guest }: { booking: BookingRequest; guest?: GuestContact }): Promise<Appointment> => {
      try {
        const res = guest
          ? await api<Appointment>("/labor/createAppointmentGuest", { method: "POST", body: { ...booking, ...guest } })
          : await api<Appointment>("/labor/createAppointments", { method: "POST", auth: true, body: { ...booking, status: "PENDING" } });
        return res.data!;
      } catch (error) {
        if (error instanceof ApiError && error.status !== 401) {
          // Only the envelope's own texts count: an empty 500, a proxy's HTML 502 or a dropped connection has
          // none, and then the spec's German fallback shows, never the client's "Request failed (500)" (issue 31).
          throw new BookingError(bookingFailureText({ status: error.status, error: error.body?.error, message: error.body?.message }), error.status === 409);
        }
        if (!(error instanceof ApiError)) throw new BookingError(APPOINTMENT_UI_TEXTS.bookingFailed, false);
        return rethrowSession(error);
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.appointments.all }),
  });
}

export function useEditAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, edit }: { id: string; edit: AppointmentEdit }) =>
      (await api<Appointment>(`/labor/editAppointments/${encodeURIComponent(id)}`, { method: "PUT", auth: true, body: edit }).catch(rethrowSession)).data!,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.appointments.all }),
  });
}

export function useCancelAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      (await api<Appointment>(`/labor/cancelAppointments/${encodeURIComponent(id)}`, { method: "DELETE", auth: true }).catch(rethrowSession)).data!,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.appointments.all }),
  });
}
