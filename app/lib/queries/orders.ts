/**
 * Orders through the query layer (pattern: appointments.ts; GET /api/openapi.json, "Orders"): the checkout's quote, placing
 * an order, the shopper's orders, cancelling, the invoice download and the public tracking. Every change
 * invalidates the orders domain and the cart (an order empties the cart on the server), and the desk's lists.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CartLine } from "#contracts/cart.ts";
import { ORDER_MESSAGES } from "#contracts/order-messages.ts";
import type { Fulfilment, Order, OrderTrack, PlaceOrderInput, Quote } from "#contracts/orders.ts";
import { pickupOnly } from "#contracts/regulation.ts";
import { api, ApiError } from "#app/lib/api-client.ts";
import { getToken, useHasToken } from "#app/lib/session.ts";
import { saveBlob } from "#app/lib/save-blob.ts";
import { queryKeys } from "./query-keys.ts";
import { rethrowSessionEnded, SessionEndedError } from "./session-ended.ts";

const fetchQuote = async (fulfilment: Fulfilment, signal: AbortSignal) =>
  (await api<Quote>("/checkout/quote", { auth: true, query: { fulfilment }, signal }).catch(rethrowSessionEnded)).data!;

/** The server's quote for the caller's cart as it is now, for pickup or delivery. */
export function useQuote(fulfilment: Fulfilment, enabled = true) {
  const hasToken = useHasToken();
  return useQuery({
    queryKey: queryKeys.orders.quote(fulfilment),
    queryFn: ({ signal }) => fetchQuote(fulfilment, signal),
    enabled: hasToken && enabled,
    // A quote is what the shopper confirms: always the server's newest when a page asks.
    staleTime: 0,
  });
}

/**
 * The cart page's quote: the same amounts the checkout will show, so the cart has no total engine of its own. For
 * delivery, unless an article may be sold in the pharmacy only: then the whole order is collected. The lines'
 * quantities are part of the key, so every change of the cart asks again while the last answer stays shown.
 */
export function useCartQuote(lines: readonly Pick<CartLine, "pharmacode" | "quantity" | "regulation">[]) {
  const hasToken = useHasToken();
  const fulfilment: Fulfilment = lines.some((l) => pickupOnly(l.regulation)) ? "PICKUP" : "DELIVERY";
  const cartVersion = lines.map((l) => `${l.pharmacode}x${l.quantity}`).join(",");
  return useQuery({
    queryKey: [...queryKeys.orders.quote(fulfilment), cartVersion],
    queryFn: ({ signal }) => fetchQuote(fulfilment, signal),
    enabled: hasToken && lines.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/**
 * The server's total changed between the quote the shopper saw and the order (a price or the cart changed in
 * between): nothing was ordered; `quote` is the new one, to be confirmed again.
 */
export class TotalChangedError extends Error {
  constructor(readonly quote: Quote) {
    super(ORDER_MESSAGES.totalChanged);
    this.name = "TotalChangedError";
  }
}

/** A refusal with the server's words (the envelope's error), or a plain failure. */
const refusal = (error: unknown): never => {
  if (error instanceof ApiError && error.status === 401) throw new SessionEndedError();
  if (error instanceof ApiError && error.status === 409 && error.body?.data) throw new TotalChangedError(error.body.data as Quote);
  if (error instanceof ApiError && error.status > 0 && error.status < 500 && error.body?.error) throw error;
  if (error instanceof ApiError && error.status === 0) throw error;
  throw new Error("Die Bestellung konnte nicht aufgegeben werden. Bitte versuchen Sie es in einem Moment erneut.");
};

/** POST /api/orders with the attempt's key; a 409 with a new quote becomes TotalChangedError. */
export const placeOrder = async (input: PlaceOrderInput, idempotencyKey: string): Promise<Order> =>
  (await api<Order>("/orders", { method: "POST", auth: true, body: input, headers: { "idempotency-key": idempotencyKey } }).catch(refusal)).data!;

/**
 * Places the order. `idempotencyKey` is made once per checkout attempt by the page: a double click or a retry
 * after a lost answer sends the same key, and the server answers the first order instead of a second one.
 */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: { input: PlaceOrderInput; idempotencyKey: string }) => placeOrder(input, idempotencyKey),
    onSettled: async (_order, error) => {
      // Once placed, the cart is empty and the checkout leaves: its quotes are only marked stale, not asked again
      // for a cart that no longer holds anything (issue 38: two requests after every order). A refusal asks again.
      const placed = error === null;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.orders.all, predicate: (q) => !placed || q.queryKey[1] !== "quote" }),
        placed ? queryClient.invalidateQueries({ queryKey: [...queryKeys.orders.all, "quote"], refetchType: "none" }) : null,
        queryClient.invalidateQueries({ queryKey: queryKeys.cart.all }),
      ]);
    },
  });
}

/** The logged-in shopper's orders, newest first. */
export function useOrders() {
  const hasToken = useHasToken();
  return useQuery({
    queryKey: queryKeys.orders.mine(),
    queryFn: async ({ signal }) => (await api<Order[]>("/orders", { auth: true, signal }).catch(rethrowSessionEnded)).data ?? [],
    enabled: hasToken,
  });
}

/** One of the shopper's orders; another's id or an unknown one answers 404 (ApiError). */
export function useOrder(id: string) {
  const hasToken = useHasToken();
  return useQuery({
    queryKey: queryKeys.orders.one(id),
    queryFn: async ({ signal }) => (await api<Order>(`/orders/${encodeURIComponent(id)}`, { auth: true, signal }).catch(rethrowSessionEnded)).data!,
    enabled: hasToken && id !== "",
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
}

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => (await api<Order>(`/orders/${encodeURIComponent(id)}/cancel`, { method: "POST", auth: true }).catch(rethrowSessionEnded)).data!,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.orders.all }),
  });
}

/** The public tracking: number and e-mail; an unknown pair answers one 404. */
export function useTrackOrder() {
  return useMutation({
    mutationFn: async (query: { number: string; email: string }) => (await api<OrderTrack>("/orders/track", { query })).data!,
  });
}

/**
 * Fetches the invoice PDF with the bearer token (a plain link cannot send it) and hands it to the browser as a
 * download named after the order number.
 */
export async function downloadInvoice(order: Pick<Order, "_id" | "number">, from: "customer" | "desk" = "customer"): Promise<void> {
  const token = getToken();
  const base = from === "desk" ? "/api/desk/orders" : "/api/orders";
  const response = await fetch(`${base}/${encodeURIComponent(order._id)}/invoice.pdf`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw new Error("Die Rechnung konnte nicht geladen werden. Bitte versuchen Sie es erneut.");
  saveBlob(await response.blob(), `Rechnung-${order.number}.pdf`);
}
