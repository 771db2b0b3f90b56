// Kept apart from the zod schemas (cart.ts), as auth-messages.ts: the quantity control and the add-to-cart form are
// part of every page's frame, and importing cart.ts would build its schemas, and load zod, on every first visit.

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
