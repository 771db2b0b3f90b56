import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import type { ProductSummary } from "#contracts/catalogue.ts";
import { api } from "#app/lib/api-client.ts";
import { getToken, useHasToken } from "#app/lib/session.ts";

// One favourites request per page load, shared by every heart on the page.
let favoritesRequest: Promise<Set<number>> | null = null;

function loadFavorites(): Promise<Set<number>> {
  favoritesRequest ??= api<{ favorites: ProductSummary[] }>("/getAllFavorites", { auth: true })
    .then((body) => new Set((body.data?.favorites ?? []).flatMap((p) => [p.pharmacode, ...p.articles.map((a) => a.pharmacode)])))
    .catch(() => new Set<number>());
  return favoritesRequest;
}

/**
 * The favourite heart (spec §4): without a token it sends the shopper to /loginpage; otherwise the heart
 * toggles only after the server call succeeds. Failures are logged only (spec §8).
 */
export function useFavorite(pharmacode: number) {
  const hasToken = useHasToken();
  const navigate = useNavigate();
  const [favorite, setFavorite] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!hasToken) return;
    let live = true;
    void loadFavorites().then((set) => live && setFavorite(set.has(pharmacode)));
    return () => {
      live = false;
    };
  }, [hasToken, pharmacode]);

  async function toggle() {
    if (!getToken()) {
      navigate("/loginpage");
      return;
    }
    setBusy(true);
    try {
      const body = await api<{ pharmacode: number; favorite: boolean }>(`/favorites/${pharmacode}/toggle`, { method: "POST", auth: true });
      const next = body.data?.favorite ?? !favorite;
      setFavorite(next);
      favoritesRequest = favoritesRequest?.then((set) => {
        if (next) set.add(pharmacode);
        else set.delete(pharmacode);
        return set;
      }) ?? null;
    } catch (error) {
      console.error("favourite toggle failed", error);
      if (!getToken()) navigate("/loginpage");
    } finally {
      setBusy(false);
    }
  }

  return { favorite, busy, toggle };
}
