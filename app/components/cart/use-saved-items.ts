import { useState } from "react";
import type { CartLine } from "#contracts/cart.ts";
import { useAddToCart, useRemoveFromCart } from "#app/lib/queries/cart.ts";
import { readSavedItems, withSaved, withoutSaved, writeSavedItems, type SavedItem } from "./saved-items.ts";

/**
 * Saved for Later, moving items between the browser's list and the server's cart. Each move changes the
 * browser's list only after the server took its half, so an item is never lost between the two.
 */
export function useSavedItems() {
  const [items, setItems] = useState(readSavedItems);
  const add = useAddToCart();
  const remove = useRemoveFromCart();

  const store = (next: SavedItem[]) => {
    writeSavedItems(next);
    setItems(next);
  };

  return {
    items,
    async saveForLater(line: CartLine) {
      await remove.mutateAsync(line.pharmacode);
      store(withSaved(readSavedItems(), { pharmacode: line.pharmacode, description: line.description, price: line.price, imageUrl: line.imageUrl }));
    },
    /** Spec §4: adds quantity 1; on success the item leaves the saved items and the cart reloads. */
    async moveToCart(item: SavedItem) {
      await add.mutateAsync({ pharmacode: item.pharmacode, quantity: 1 });
      store(withoutSaved(readSavedItems(), item.pharmacode));
    },
    remove(item: SavedItem) {
      store(withoutSaved(readSavedItems(), item.pharmacode));
    },
  };
}
