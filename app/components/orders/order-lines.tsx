import { Link } from "react-router";
import { PriceTag } from "#app/components/ui/price-tag.tsx";
import type { OrderLine } from "#contracts/orders.ts";
import { stockText } from "./stock-text.ts";
import { vatRateText } from "./order-texts.ts";

/** An order's or a quote's lines: article, quantity, unit price, stock state, VAT rate and line total. */
export function OrderLines({ lines, fulfilment }: { lines: OrderLine[]; fulfilment: "PICKUP" | "DELIVERY" }) {
  return (
    <ul className="divide-y divide-line" aria-label="Artikel">
      {lines.map((line) => {
        const stock = stockText(line, fulfilment);
        return (
          <li key={line.pharmacode} className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 py-3">
            <div className="min-w-0 flex-1 basis-56">
              <Link to={`/product/${line.pharmacode}`} className="font-medium text-ink hover:text-brand">
                {line.description}
              </Link>
              <p className="tabular mt-0.5 text-sm text-muted">
                {line.quantity} × <PriceTag amount={line.unitPrice} /> · MwSt. {vatRateText(line.vatRate)}
              </p>
              <p className={`mt-0.5 text-sm ${stock.tone === "ok" ? "text-success" : "text-warning"}`}>{stock.text}</p>
            </div>
            <PriceTag amount={line.lineTotal} className="font-semibold" />
          </li>
        );
      })}
    </ul>
  );
}
