import { Link } from "react-router";
import { Badge } from "#app/components/ui/badge.tsx";
import { PriceTag } from "#app/components/ui/price-tag.tsx";
import type { Fulfilment, OrderLine, QuoteLine } from "#contracts/orders.ts";
import { vatRateText } from "./order-texts.ts";
import { stockText } from "./stock-text.ts";

type Line = OrderLine | QuoteLine;

/**
 * An order's or a quote's lines: article, quantity, unit price, VAT rate, stock state and line total. `blocked`
 * names the quote's lines that stop the order, with the server's reason.
 */
export function OrderLines({
  lines,
  fulfilment,
  blocked = new Map(),
  showStock = true,
}: {
  lines: Line[];
  fulfilment: Fulfilment;
  blocked?: ReadonlyMap<number, string>;
  /** Off once the order is ready, on its way or done: the stock then no longer says anything. */
  showStock?: boolean;
}) {
  return (
    <ul className="divide-y divide-line" aria-label="Artikel">
      {lines.map((line) => {
        const stock = stockText(line, fulfilment);
        const problem = blocked.get(line.pharmacode);
        return (
          <li key={line.pharmacode} className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 py-3" data-pharmacode={line.pharmacode}>
            <div className="min-w-0 flex-1 basis-56">
              <Link to={`/product/${line.pharmacode}`} className="font-medium text-ink hover:text-brand">
                {line.description}
              </Link>
              <p className="tabular mt-0.5 text-sm text-muted">
                {line.quantity} × {line.unitPrice === null ? "–" : <PriceTag amount={line.unitPrice} />}
                {line.vatRate === null ? null : <> · MwSt. {vatRateText(line.vatRate)}</>}
              </p>
              {"pickupOnly" in line && line.pickupOnly ? (
                <Badge tone="warning" className="mt-1">
                  Versand nicht möglich
                </Badge>
              ) : null}
              {problem ? (
                <p className="mt-0.5 text-sm font-medium text-danger">{problem}</p>
              ) : showStock ? (
                <p className={`mt-0.5 text-sm ${stock.tone === "ok" ? "text-success" : "text-warning"}`}>{stock.text}</p>
              ) : null}
            </div>
            {line.lineTotal === null ? null : <PriceTag amount={line.lineTotal} className="font-semibold" />}
          </li>
        );
      })}
    </ul>
  );
}
