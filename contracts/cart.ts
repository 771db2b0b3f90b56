import { z } from "zod";
import type { RegulationCode } from "./regulation.ts";

/**
 * The cart and favourites calls (GET /api/openapi.json, "Favourites and cart"): request schemas, answer shapes and
 * the texts the server answers with. Money in answers is CHF with two decimals (minor units inside).
 */

export const MIN_CART_QUANTITY = 1;
/**
 * Units of one article in one cart and one order: what a pharmacy hands one shopper over the counter (a family's
 * supply, not a shelf). The cart's CHECK holds it and an order refuses more (issue 37: 300 lines of 99 units, paid
 * at pickup, emptied 300 shelves).
 */
export const MAX_CART_QUANTITY = 10;
/** Different articles in one cart and one order: a full basket, not the range. */
export const MAX_CART_LINES = 30;

export const CART_MESSAGES = {
  quantityInvalid: `quantity must be a whole number from ${MIN_CART_QUANTITY} to ${MAX_CART_QUANTITY}`,
  prescriptionOnly: "This product needs a prescription and cannot be ordered online.",
  noPrice: "This product has no price and cannot be ordered online.",
  overLimit: `You can have at most ${MAX_CART_QUANTITY} of one product in your cart.`,
  tooManyLines: `You can have at most ${MAX_CART_LINES} different products in your cart.`,
  notInCart: "This product is not in your cart.",
  notSaved: "This product is not in your saved items.",
  unknownArticle: "No article found for this pharmacode",
} as const;

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
