import { z } from "zod";
import { CART_MESSAGES, MAX_CART_LINES, MAX_CART_QUANTITY, MIN_CART_QUANTITY } from "./cart-messages.ts";
import type { RegulationCode } from "./regulation.ts";

/**
 * The cart and favourites calls (GET /api/openapi.json, "Favourites and cart"): request schemas, answer shapes and
 * the texts the server answers with (those and the limits from cart-messages.ts, which pages import without zod).
 * Money in answers is CHF with two decimals (minor units inside).
 */

export { CART_MESSAGES, MAX_CART_LINES, MAX_CART_QUANTITY, MIN_CART_QUANTITY };

const quantity = z
  .number({ error: CART_MESSAGES.quantityInvalid })
  .int({ error: CART_MESSAGES.quantityInvalid })
  .min(MIN_CART_QUANTITY, { error: CART_MESSAGES.quantityInvalid })
  .max(MAX_CART_QUANTITY, { error: CART_MESSAGES.quantityInvalid });

/** Body of addToCart and of the quantity call: a JSON number, never a numeric string. */
export const cartQuantityBody = z.object({ quantity });
export type CartQuantityBody = z.infer<typeof cartQuantityBody>;

export type CartLine = {
  /** The product's `_id`. */
  productId: string;
  pharmacode: number;
  description: string;
  /** Current catalogue price in CHF; null if the article lost its price after it was added (not orderable). */
  price: number | null;
  quantity: number;
  /** price × quantity, CHF. */
  lineTotal: number;
  /** First medium packshot, or null when the article has none. */
  imageUrl: string | null;
  regulation: RegulationCode;
  isAvailable: boolean | null;
  brand: string;
  /** English name of the product's main category. */
  category: string | null;
  /** Level-1 generic group (same substance), for "You might also like". */
  genericCode: string | null;
};

export type Cart = {
  cart: CartLine[];
  /** Sum of the line totals, CHF. */
  total: number;
  /** Sum of the quantities: the header's badge. */
  itemCount: number;
};

export type FavoriteToggle = { pharmacode: number; favorite: boolean };

/** One line of Saved for Later (issue 30): kept on the server per account, read with the catalogue's facts. */
export type SavedLine = {
  pharmacode: number;
  description: string;
  /** CHF; null without a price and for a prescription-only article (its price is not public). */
  price: number | null;
  imageUrl: string | null;
  regulation: RegulationCode;
};

/** GET /api/cart/savedForLater and removeFromSaved: the list, newest first. */
export type SavedForLater = { saved: SavedLine[] };

/** saveForLater and moveToCart: both lists as the one transaction left them. */
export type CartAndSaved = Cart & SavedForLater;
