import { Store, Truck } from "lucide-react";
import { Link } from "react-router";
import type { CartLine } from "#contracts/cart.ts";
import { formatChf } from "#contracts/money.ts";
import type { Quote } from "#contracts/orders.ts";
import { pickupOnly } from "#contracts/regulation.ts";
import { PriceTag } from "#app/components/ui/price-tag.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";

/**
 * Subtotal, shipping (free from CHF 50, with what is missing), total incl. VAT, when the order is there, checkout:
 * all the server's quote (GET /api/checkout/quote), the amounts the checkout then confirms. A cart with an article
 * that cannot be shipped says it is collected at the pharmacy and shows no shipping.
 */
export function OrderSummaryCard({ lines, quote, failed }: { lines: CartLine[]; quote: Quote | undefined; failed: boolean }) {
  const row = "flex items-baseline justify-between gap-4";
  const pickup = quote?.fulfilment === "PICKUP";
  const pickupOnlyNames = lines.filter((l) => pickupOnly(l.regulation)).map((l) => l.description);
  const Icon = pickup ? Store : Truck;
  return (
    <section aria-labelledby="order-summary" className="rounded-card border border-line bg-white p-5 lg:sticky lg:top-24">
      <h2 id="order-summary" className="text-lg">
        Order Summary
      </h2>
      {quote ? (
        <>
          <dl className="mt-4 space-y-2 text-[15px]">
            <div className={row}>
              <dt className="text-muted">Subtotal</dt>
              <dd>
                <PriceTag amount={quote.subtotal} />
              </dd>
            </div>
            {pickup ? (
              <div className={row}>
                <dt className="text-muted">Abholung in der Apotheke</dt>
                <dd className="font-medium text-success">Kostenlos</dd>
              </div>
            ) : (
              <div className={row}>
                <dt className="text-muted">Shipping</dt>
                <dd>{quote.shipping === 0 ? <span className="font-medium text-success">Free</span> : <PriceTag amount={quote.shipping} />}</dd>
              </div>
            )}
          </dl>
          {quote.missingForFreeShipping > 0 && (
            <p className="mt-3 rounded-lg bg-brand-soft px-3 py-2 text-sm text-brand-hover">
              Noch {formatChf(quote.missingForFreeShipping)} bis zum kostenlosen Versand.
            </p>
          )}
          {pickup && pickupOnlyNames.length > 0 && (
            <p className="mt-3 rounded-lg bg-warning-soft px-3 py-2 text-sm text-ink" data-testid="pickup-only">
              <strong className="font-semibold">Versand nicht möglich:</strong> {pickupOnlyNames.join(", ")} darf nur in der Apotheke abgegeben werden. Ihre
              Bestellung holen Sie deshalb bei uns ab (Click & Collect).
            </p>
          )}
          <div className={`${row} mt-4 border-t border-line pt-4`}>
            <span className="font-semibold">Total</span>
            <span className="text-right">
              <PriceTag amount={quote.total} className="text-xl font-semibold" />
              <span className="block text-xs text-muted">inkl. MwSt.</span>
            </span>
          </div>
          <p className="mt-4 flex items-start gap-2 text-sm text-muted">
            <Icon aria-hidden size={18} className="mt-0.5 shrink-0 text-brand" />
            {quote.estimate.text}
          </p>
        </>
      ) : (
        <p className="mt-3 text-sm text-muted" role={failed ? "alert" : "status"}>
          {failed ? "Der Betrag konnte nicht berechnet werden. Bitte versuchen Sie es in einem Moment erneut." : "Betrag wird berechnet…"}
        </p>
      )}
      <Link to="/checkout" className={buttonClass("primary", "lg", "mt-5 w-full")}>
        Proceed to Checkout
      </Link>
    </section>
  );
}
