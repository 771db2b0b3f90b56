import type { Fulfilment } from "#contracts/orders.ts";

type StockLine = { quantity: number; inStock: number; backordered: number };

/**
 * What a line's stock means for the shopper (docs/decisions/023-orders.md: in stock ready within 2 hours during opening hours,
 * backordered within 2 working days): said per line, so a partly backordered line says both.
 */
export function stockText(line: StockLine, fulfilment: Fulfilment): { text: string; tone: "ok" | "wait" } {
  const readyNow = fulfilment === "PICKUP" ? "abholbereit innert 2 Stunden (während der Öffnungszeiten)" : "versandbereit";
  const later = fulfilment === "PICKUP" ? "abholbereit innert 2 Werktagen" : "versandbereit innert 2 Werktagen";
  if (line.backordered <= 0) return { text: `An Lager, ${readyNow}`, tone: "ok" };
  if (line.inStock <= 0) return { text: `Nicht an Lager: wird bestellt, ${later}`, tone: "wait" };
  return { text: `${line.inStock} an Lager, ${line.backordered} ${line.backordered === 1 ? "wird" : "werden"} bestellt: ${later}`, tone: "wait" };
}

/**
 * The cart's note for a line not (fully) in stock, from the quote's split: when it can be collected or sent.
 * Null for a line that is in stock (the cart says nothing then).
 */
export function cartStockNote(line: StockLine, pickupOnly: boolean): string | null {
  if (line.backordered <= 0) return null;
  const when = pickupOnly ? "abholbereit innert 2 Werktagen" : "abholbereit oder versandbereit innert 2 Werktagen";
  if (line.inStock <= 0) return `Zurzeit nicht an Lager: wird bestellt, ${when}`;
  return `Nur ${line.inStock} an Lager, der Rest wird bestellt: ${when}`;
}
