/**
 * The pharmacy desk through the query layer (pattern: appointments.ts): a day's appointments, the 14-day strip,
 * closures and the calendar feed, all staff-only (GET /api/openapi.json, "Pharmacy desk"). Every change invalidates the
 * desk and the appointments domain: a closure or a cancellation changes the day list, the strip's counts and any
 * slot picker's availability at once.
 */
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Closure, ClosureCreated, ClosureInput, DeskAppointment, DeskCounts, DeskDay, DeskStatusInput } from "#contracts/desk.ts";
import type { DeskOrder, DeskOrders, DeskOrderStatusInput, DeskOrderView } from "#contracts/orders.ts";
import { api, ApiError } from "#app/lib/api-client.ts";
import { useHasToken } from "#app/lib/session.ts";
import { queryKeys } from "./query-keys.ts";
import { rethrowSessionEnded } from "./session-ended.ts";

export type StatusChange = { id: string } & DeskStatusInput;

/** True when the server says the logged-in account is not staff (a customer's token: 403). */
export const isNoDeskAccess = (error: unknown) => error instanceof ApiError && error.status === 403;

// Other staff and customers change the desk's data too; a desk screen stays open all morning.
const DESK_REFRESH_MS = 60_000;

async function deskGet<T>(path: string, query: Record<string, string>, signal?: AbortSignal): Promise<T> {
  return (await api<T>(path, { auth: true, query, signal }).catch(rethrowSessionEnded)).data as T;
}

/** The appointments of `date` (dd/mm/yyyy) in time order. */
export function useDeskAppointments(date: string) {
  const hasToken = useHasToken();
  return useQuery({
    queryKey: queryKeys.desk.appointments(date),
    queryFn: async ({ signal }) => (await deskGet<DeskAppointment[]>("/desk/appointments", { date }, signal)) ?? [],
    enabled: hasToken,
    staleTime: 15_000,
    refetchInterval: DESK_REFRESH_MS,
  });
}

/** Today and the next 13 days with the number booked and whether the pharmacy is closed. */
export function useDeskDays() {
  const hasToken = useHasToken();
  return useQuery({
    queryKey: queryKeys.desk.days(),
    queryFn: async ({ signal }) => (await deskGet<DeskDay[]>("/desk/days", {}, signal)) ?? [],
    enabled: hasToken,
    staleTime: 15_000,
    refetchInterval: DESK_REFRESH_MS,
  });
}

// The tabs' counts are what tells the pharmacy that something came in: asked more often than the lists, and again
// whenever the desk's window comes back to the front (the query layer's refetch on focus).
const DESK_COUNTS_REFRESH_MS = 10_000;

/** New orders and prescriptions waiting at the desk (issue 38 point 10); a desk mutation refreshes them at once. */
export function useDeskCounts() {
  const hasToken = useHasToken();
  return useQuery({
    queryKey: queryKeys.desk.counts(),
    queryFn: async ({ signal }) => await deskGet<DeskCounts>("/desk/counts", {}, signal),
    enabled: hasToken,
    staleTime: 5_000,
    refetchInterval: DESK_COUNTS_REFRESH_MS,
    // A customer's token (403) shows the desk's no-access page; nothing to ask again.
    retry: (count, error) => !isNoDeskAccess(error) && count < 2,
  });
}

/** The closures (public holidays included) from `from` to `to`, both dd/mm/yyyy. */
export function useDeskClosures(from: string, to: string) {
  const hasToken = useHasToken();
  return useQuery({
    queryKey: queryKeys.desk.closures(from, to),
    queryFn: async ({ signal }) => (await deskGet<Closure[]>("/desk/closures", { from, to }, signal)) ?? [],
    enabled: hasToken,
  });
}

const NO_ORDERS: DeskOrders = { orders: [], counts: { toPrepare: 0, ready: 0, overdue: 0 }, total: 0, nextCursor: null };

/**
 * The orders of one of the desk's lists (issue 25) page by page, and the counts of all three work lists (in every
 * page). `fetchNextPage` loads the page after the last one (issue 37: no order is ever out of reach).
 */
export function useDeskOrders(view: DeskOrderView) {
  const hasToken = useHasToken();
  return useInfiniteQuery({
    queryKey: queryKeys.desk.orders(view),
    queryFn: async ({ signal, pageParam }) =>
      (await deskGet<DeskOrders>("/desk/orders", pageParam ? { view, cursor: pageParam } : { view }, signal)) ?? NO_ORDERS,
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled: hasToken,
    staleTime: 15_000,
    refetchInterval: DESK_REFRESH_MS,
  });
}

function useDeskMutation<Input, Output>(call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => call(input).catch(rethrowSessionEnded),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.desk.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.appointments.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.orders.all }),
      ]);
    },
  });
}

/** Marks an appointment completed, cancels it with a reason (the server mails the customer) or corrects an outcome. */
export const useSetAppointmentStatus = () =>
  useDeskMutation(async ({ id, ...body }: StatusChange) => (await api<DeskAppointment>(`/desk/appointments/${encodeURIComponent(id)}/status`, { method: "PUT", auth: true, body })).data!);

/** Moves an order on (prepare, ready, collected, shipped with a tracking number, delivered) or cancels it with a reason. */
export const useSetOrderStatus = () =>
  useDeskMutation(async ({ id, ...body }: { id: string } & DeskOrderStatusInput) => (await api<DeskOrder>(`/desk/orders/${encodeURIComponent(id)}/status`, { method: "PUT", auth: true, body })).data!);

/** Closes a day or one slot; answers the closure and the bookings it lies over. */
export const useCreateClosure = () =>
  useDeskMutation(
    async (input: ClosureInput) =>
      (await api<ClosureCreated>("/desk/closures", { method: "POST", auth: true, body: input })).data!,
  );

export const useDeleteClosure = () =>
  useDeskMutation(async (id: string) => (await api<{ _id: string }>(`/desk/closures/${encodeURIComponent(id)}`, { method: "DELETE", auth: true })).data!);

/** A new private iCalendar URL for the logged-in staff member; the previous one stops working. */
export function useCreateCalendarFeed() {
  return useMutation({
    mutationFn: async () => (await api<{ url: string }>("/desk/calendar-feed", { method: "POST", auth: true }).catch(rethrowSessionEnded)).data!.url,
  });
}
