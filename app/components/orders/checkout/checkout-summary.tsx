import { Store, Truck } from "lucide-react";
import type { Fulfilment, Quote } from "#contracts/orders.ts";
import { formatChf } from "#contracts/money.ts";
import { OrderTotals } from "../order-totals.tsx";

/** The aside of every step: the server's amounts for the fulfilment chosen and when the order will be there. */
export function CheckoutSummary({ quote, fulfilment, className = "" }: { quote: Quote | undefined; fulfilment: Fulfilment; className?: string }) {
  const Icon = fulfilment === "PICKUP" ? Store : Truck;
  const items = quote?.lines.reduce((n, l) => n + l.quantity, 0) ?? 0;
  return (
    <aside aria-labelledby="checkout-summary" className={`rounded-card border border-line bg-white p-5 lg:sticky lg:top-24 ${className}`}>
      <h2 id="checkout-summary" className="text-lg">
        Bestellübersicht
      </h2>
      {quote ? (
        <>
          <p className="mt-1 text-sm text-muted">{items === 1 ? "1 Artikel" : `${items} Artikel`}</p>
          <div className="mt-4">
            <OrderTotals totals={quote} pickup={fulfilment === "PICKUP"} />
          </div>
          {fulfilment === "DELIVERY" && quote.missingForFreeShipping > 0 ? (
            <p className="mt-3 rounded-lg bg-brand-soft px-3 py-2 text-sm text-brand-hover">Noch {formatChf(quote.missingForFreeShipping)} bis zum kostenlosen Versand.</p>
          ) : null}
          <p className="mt-4 flex items-start gap-2 text-sm text-muted">
            <Icon aria-hidden size={18} className="mt-0.5 shrink-0 text-brand" />
            {quote.estimate.text}
          </p>
        </>
      ) : (
        <p className="mt-3 text-sm text-muted">Betrag wird berechnet…</p>
      )}
    </aside>
  );
}
