import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { ADDED_TO_CART } from "#app/components/product/add-to-cart-form.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { useAddToCart } from "#app/lib/queries/cart.ts";
import { useFavourites, useToggleFavourite } from "#app/lib/queries/favourites.ts";
import { useHasToken } from "#app/lib/session.ts";
import { takePendingAction, type PendingAction } from "#app/lib/login-redirect.ts";

export const FAVOURITE_ADDED = "Zu Ihren Favoriten hinzugefügt.";
const NOTICE_MS = 4000;

/**
 * Mounted once in the app: when a shopper comes back from the login page to where they pressed the heart or
 * "In den Warenkorb" as a guest, that action is done now (login-redirect.ts), once, and said so. The heart only
 * ever adds here: a favourite the account already had stays one.
 */
export function PendingActionRunner() {
  const hasToken = useHasToken();
  const location = useLocation();
  const favourites = useFavourites();
  const toggleFavourite = useToggleFavourite();
  const addToCart = useAddToCart();
  const [action, setAction] = useState<PendingAction | null>(null);
  const [notice, setNotice] = useState<{ kind: "success" | "error"; text: string } | null>(null);
  const done = useRef(false);

  useEffect(() => {
    if (hasToken) setAction(takePendingAction(location.pathname + location.search));
  }, [hasToken, location.pathname, location.search]);

  useEffect(() => {
    if (!action || done.current) return;
    const finish = (kind: "success" | "error", text: string) => {
      setNotice({ kind, text });
      setAction(null);
      done.current = false;
    };
    if (action.kind === "cart") {
      done.current = true;
      addToCart.mutate(action, { onSuccess: () => finish("success", ADDED_TO_CART), onError: (e) => finish("error", e.message) });
      return;
    }
    if (!favourites.isSuccess) return;
    done.current = true;
    if (favourites.data.pharmacodes.has(action.pharmacode)) finish("success", FAVOURITE_ADDED);
    else toggleFavourite.mutate(action.pharmacode, { onSuccess: () => finish("success", FAVOURITE_ADDED), onError: (e) => finish("error", e.message) });
  }, [action, favourites.isSuccess, favourites.data, addToCart, toggleFavourite]);

  // Only while there is something to say: an empty status region on every page would be one more for every
  // page's own messages to be confused with.
  if (!notice) return null;
  return (
    <div className="pointer-events-none fixed inset-x-4 top-20 z-50 mx-auto max-w-md" data-testid="pending-action-notice">
      <Alert kind={notice.kind} dismissAfterMs={NOTICE_MS} onDismiss={() => setNotice(null)}>
        {notice.text}
      </Alert>
    </div>
  );
}
