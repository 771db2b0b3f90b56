import { useEffect } from "react";
import type { CartLine, SavedLine } from "#contracts/cart.ts";
import { useMoveToCart, useRemoveSaved, useSaveForLater, useSavedForLater } from "#app/lib/queries/cart.ts";
import { forgetBrowserSavedItems } from "./saved-items.ts";

/**
 * Saved for Later, on the server per account (issue 30): each move between it and the cart is one transaction
 * there, so an item is never lost between the two, and the next person on a shared device sees none of it.
 */
export function useSavedItems() {
  const saved = useSavedForLater();
  const save = useSaveForLater();
  const move = useMoveToCart();
  const remove = useRemoveSaved();
  // The list browsers kept before issue 30 was shared by everyone on the device.
  useEffect(forgetBrowserSavedItems, []);

  return {
    items: saved.data?.saved ?? [],
    async saveForLater(line: CartLine) {
      await save.mutateAsync(line.pharmacode);
    },
    async moveToCart(item: SavedLine) {
      await move.mutateAsync(item.pharmacode);
    },
    async remove(item: SavedLine) {
      await remove.mutateAsync(item.pharmacode);
    },
  };
}
