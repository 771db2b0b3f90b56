/**
 * The shopper's cart through the query layer (pattern: profile.ts). Every change answers with the whole cart
 * as the server reads it after the change (prices from the catalogue), so the answer replaces the cached
 * cart: that is the reload spec §4 asks for, without a second request. A 401 has already ended the session
 * in api() and sent the shopper to /loginpage.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Cart, CartAndSaved, CartLine, SavedForLater } from "#contracts/cart.ts";
import type { ProductList, ProductSummary } from "#contracts/catalogue.ts";
import { pickRelated, relatedSources } from "#app/components/cart/related.ts";
import { api, ApiError } from "#app/lib/api-client.ts";
import { useHasToken } from "#app/lib/session.ts";
import { queryKeys } from "./query-keys.ts";
import { SessionEndedError } from "./session-ended.ts";

const EMPTY_CART: Cart = { cart: [], total: 0, itemCount: 0 };

const cartCall = (path: string, options: Parameters<typeof api>[1]): Promise<Cart> => shoppingCall(path, options, EMPTY_CART);

export const fetchCart = (signal?: AbortSignal) => cartCall("/cart/getAllItems", { signal });

/** The cart of the logged-in shopper; off without a token (a guest has no cart). */
export function useCart() {
  const hasToken = useHasToken();
  return useQuery({ queryKey: queryKeys.cart.items(), queryFn: ({ signal }) => fetchCart(signal), enabled: hasToken });
}

/** The header badge: the number of items, 0 for a guest or while the cart loads. */
export function useCartCount(): number {
  return useCart().data?.itemCount ?? 0;
}

function useCartMutation<Input>(call: (input: Input) => Promise<Cart>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (cart) => queryClient.setQueryData(queryKeys.cart.items(), cart),
  });
}

type LineInput = { pharmacode: number; quantity: number };

export const useAddToCart = () =>
  useCartMutation(({ pharmacode, quantity }: LineInput) => cartCall(`/cart/${pharmacode}/addToCart`, { method: "POST", body: { quantity } }));

export const useSetCartQuantity = () =>
  useCartMutation(({ pharmacode, quantity }: LineInput) => cartCall(`/cart/${pharmacode}/quantity`, { method: "PUT", body: { quantity } }));

export const useRemoveFromCart = () =>
  useCartMutation((pharmacode: number) => cartCall(`/cart/${pharmacode}/removeFromCart`, { method: "POST" }));

/** A call of the cart's domain: a 401 ends the session (api() has done so) and is told apart from a refusal. */
async function shoppingCall<T>(path: string, options: Parameters<typeof api>[1], empty: T): Promise<T> {
  try {
    return (await api<T>(path, { ...options, auth: true })).data ?? empty;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) throw new SessionEndedError();
    throw error;
  }
}

const NOTHING_SAVED: SavedForLater = { saved: [] };

/** Saved for Later of the logged-in shopper (on the server, per account); off without a token. */
export function useSavedForLater() {
  const hasToken = useHasToken();
  return useQuery({
    queryKey: queryKeys.cart.saved(),
    queryFn: ({ signal }) => shoppingCall("/cart/savedForLater", { signal }, NOTHING_SAVED),
    enabled: hasToken,
  });
}

/** A move between cart and Saved for Later answers both lists as the server's one transaction left them. */
function useMoveMutation(action: "saveForLater" | "moveToCart") {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pharmacode: number) =>
      shoppingCall<CartAndSaved>(`/cart/${pharmacode}/${action}`, { method: "POST" }, { ...EMPTY_CART, ...NOTHING_SAVED }),
    onSuccess: ({ saved, ...cart }) => {
      queryClient.setQueryData(queryKeys.cart.items(), cart);
      queryClient.setQueryData(queryKeys.cart.saved(), { saved });
    },
  });
}

export const useSaveForLater = () => useMoveMutation("saveForLater");
/** Spec §4: 'Move to Cart' adds one; the item leaves the list in the same transaction. */
export const useMoveToCart = () => useMoveMutation("moveToCart");

export function useRemoveSaved() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pharmacode: number) => shoppingCall(`/cart/${pharmacode}/removeFromSaved`, { method: "POST" }, NOTHING_SAVED),
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.cart.saved(), saved),
  });
}

async function productList(path: string, query: Record<string, string | number>, signal?: AbortSignal): Promise<ProductSummary[]> {
  try {
    return (await api<ProductList>(path, { query, signal })).data?.products ?? [];
  } catch {
    // A recommendation that cannot load is left out; the cart itself is not affected.
    return [];
  }
}

/**
 * "You might also like" (spec §9): up to 3 products not in the cart, from the newest line's generic group
 * (same substance), then its category, then its brand, asking the next source only while fewer than 3 are found.
 */
export function useRelatedProducts(lines: CartLine[]) {
  const newest = lines[lines.length - 1];
  const inCart = lines.map((l) => l.pharmacode);
  return useQuery({
    queryKey: queryKeys.cart.related(newest?.pharmacode ?? 0, inCart),
    enabled: newest !== undefined,
    staleTime: 10 * 60_000,
    queryFn: async ({ signal }) => {
      const found: ProductSummary[][] = [];
      for (const source of relatedSources(newest!)) {
        found.push(await productList(source.path, source.query, signal));
        const picked = pickRelated(found, new Set(inCart));
        if (picked.length >= 3) return picked;
      }
      return pickRelated(found, new Set(inCart));
    },
  });
}
