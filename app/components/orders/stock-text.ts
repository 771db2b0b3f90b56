import type { Fulfilment } from "#contracts/orders.ts";

type StockLine = { quantity: number; inStock: number; backordered: number };

/**
 * What a line's stock means for the shopper (API.md "Orders": in stock ready within 2 hours during opening hours,
 * backordered within 2 working days): said per line, so a partly backordered line says both.
 */
export function stockText(line: StockLine, fulfilment: Fulfilment): { text: string; tone: "ok" | "wait" } {
  const readyNow = fulfilment === "PICKUP" ? "abholbereit innert 2 Stunden (während der Öffnungszeiten)" : "versandbereit";
  const later = fulfilment === "PICKUP" ? "abholbereit innert 2 Werktagen" : "versandbereit innert 2 Werktagen";
  if (line.backordered <= 0) return { text: `An Lager, ${readyNow}`, tone: "ok" };
  if (line.inStock <= 0) return { text: `Nicht an Lager: wird bestellt, ${later}`, tone: "wait" };
  return { text: `${line.inStock} an Lager, ${line.backordered} ${line.backordered === 1 ? "wird" : "werden"} bestellt: ${later}`, tone: "wait" };
}
