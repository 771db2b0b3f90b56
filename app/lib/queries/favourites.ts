/**
 * Favourites through the query layer (pattern: profile.ts). One query holds the groups of the favourites page
 * and the set of favourite pharmacodes every heart reads, so all hearts on a page share one request and agree.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { FavoriteToggle } from "#contracts/cart.ts";
import type { ProductSummary } from "#contracts/catalogue.ts";
import { api } from "#app/lib/api-client.ts";
import { useHasToken } from "#app/lib/session.ts";
import { queryKeys } from "./query-keys.ts";
import { rethrowSessionEnded as rethrowSession } from "./session-ended.ts";

export type Favourites = { groups: ProductSummary[]; pharmacodes: ReadonlySet<number> };

export async function fetchFavourites(signal?: AbortSignal): Promise<Favourites> {
  const res = await api<{ favorites: ProductSummary[] }>("/getAllFavorites", { auth: true, signal }).catch(rethrowSession);
  const groups = res.data?.favorites ?? [];
  return { groups, pharmacodes: new Set(groups.flatMap((g) => g.articles.map((a) => a.pharmacode))) };
}

/** The logged-in shopper's favourites; off without a token. */
export function useFavourites() {
  const hasToken = useHasToken();
  return useQuery({ queryKey: queryKeys.favourites.list(), queryFn: ({ signal }) => fetchFavourites(signal), enabled: hasToken });
}

/** The cached favourites after a toggle answered: the heart and the page change only now, after the server said so. */
function applyToggle(old: Favourites | undefined, { pharmacode, favorite }: FavoriteToggle): Favourites | undefined {
  if (!old) return old;
  const pharmacodes = new Set(old.pharmacodes);
  if (favorite) {
    pharmacodes.add(pharmacode);
    return { groups: old.groups, pharmacodes };
  }
  pharmacodes.delete(pharmacode);
  const groups = old.groups
    .map((g) => ({ ...g, articles: g.articles.filter((a) => a.pharmacode !== pharmacode) }))
    .filter((g) => g.articles.length > 0);
  return { groups, pharmacodes };
}

/**
 * Toggles one article. The answer updates the cache at once (a removal is complete; an addition has no group
 * to show yet), then one invalidation fetches the groups as the server has them.
 */
export function useToggleFavourite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (pharmacode: number) =>
      (await api<FavoriteToggle>(`/favorites/${pharmacode}/toggle`, { method: "POST", auth: true }).catch(rethrowSession)).data!,
    onSuccess: (answer) => {
      queryClient.setQueryData<Favourites>(queryKeys.favourites.list(), (old) => applyToggle(old, answer));
      void queryClient.invalidateQueries({ queryKey: queryKeys.favourites.all });
    },
  });
}
