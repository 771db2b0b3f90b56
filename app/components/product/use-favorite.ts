import { useNavigate } from "react-router";
import { useFavourites, useToggleFavourite } from "#app/lib/queries/favourites.ts";
import { sendToLogin } from "#app/lib/login-redirect.ts";
import { getToken, useHasToken } from "#app/lib/session.ts";

/**
 * The favourite heart (spec §4): without a token it sends the shopper to /loginpage (and back, where the heart
 * is then pressed for them: login-redirect.ts); otherwise the heart
 * toggles only after the server call succeeds. Failures are logged only (spec §8).
 *
 * `known` is false while a logged-in shopper's favourites are still loading (and during server rendering,
 * which cannot know the login): the heart is then not drawn at all, so it never shows empty and then fills.
 */
export function useFavorite(pharmacode: number) {
  const hasToken = useHasToken();
  const navigate = useNavigate();
  const favourites = useFavourites();
  const toggleMutation = useToggleFavourite();

  const known = !hasToken || favourites.isSuccess || favourites.isError;
  const favorite = favourites.data?.pharmacodes.has(pharmacode) ?? false;

  function toggle() {
    if (!getToken()) {
      sendToLogin(navigate, { kind: "favourite", pharmacode });
      return;
    }
    toggleMutation.mutate(pharmacode, { onError: (error) => console.error("favourite toggle failed", error) });
  }

  return { favorite, known, busy: toggleMutation.isPending, toggle };
}
