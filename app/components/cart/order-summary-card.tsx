import { Store, Truck } from "lucide-react";
import { Link } from "react-router";
import type { CartLine } from "#contracts/cart.ts";
import { PriceTag } from "#app/components/ui/price-tag.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import { formatChf } from "#app/lib/format.ts";
import { cartTotals } from "./cart-totals.ts";
import { deliveryEstimate } from "./delivery-estimate.ts";

/**
 * Subtotal, shipping (free from CHF 50, with what is missing), total incl. VAT, delivery dates, checkout. A cart
 * with an article that cannot be shipped says it is collected at the pharmacy, with the server's pickup estimate,
 * and shows no shipping and no delivery date.
 */
export function OrderSummaryCard({ lines, pickupEstimate }: { lines: CartLine[]; pickupEstimate?: string | null }) {
  const totals = cartTotals(lines);
  const row = "flex items-baseline justify-between gap-4";
  const pickupOnlyNames = lines.filter((l) => l.regulation === "Sale.Web.CC").map((l) => l.description);
  return (
    <section aria-labelledby="order-summary" className="rounded-card border border-line bg-white p-5 lg:sticky lg:top-24">
      <h2 id="order-summary" className="text-lg">
        Order Summary
      </h2>
      <dl className="mt-4 space-y-2 text-[15px]">
        <div className={row}>
          <dt className="text-muted">Subtotal</dt>
          <dd>
            <PriceTag amount={totals.subtotal} />
          </dd>
        </div>
        {totals.pickupOnly ? (
          <div className={row}>
            <dt className="text-muted">Abholung in der Apotheke</dt>
            <dd className="font-medium text-success">Kostenlos</dd>
          </div>
        ) : (
          <div className={row}>
            <dt className="text-muted">Shipping</dt>
            <dd>{totals.shipping === 0 ? <span className="font-medium text-success">Free</span> : <PriceTag amount={totals.shipping} />}</dd>
          </div>
        )}
      </dl>
      {totals.missingForFreeShipping > 0 && (
        <p className="mt-3 rounded-lg bg-brand-soft px-3 py-2 text-sm text-brand-hover">
          Noch {formatChf(totals.missingForFreeShipping)} bis zum kostenlosen Versand.
        </p>
      )}
      {totals.pickupOnly && (
        <p className="mt-3 rounded-lg bg-warning-soft px-3 py-2 text-sm text-ink" data-testid="pickup-only">
          <strong className="font-semibold">Versand nicht möglich:</strong> {pickupOnlyNames.join(", ")} darf nur in der Apotheke abgegeben werden. Ihre Bestellung
          holen Sie deshalb bei uns ab (Click & Collect).
        </p>
      )}
      <div className={`${row} mt-4 border-t border-line pt-4`}>
        <span className="font-semibold">Total</span>
        <span className="text-right">
          <PriceTag amount={totals.total} className="text-xl font-semibold" />
          <span className="block text-xs text-muted">inkl. MwSt.</span>
        </span>
      </div>
      {totals.pickupOnly ? (
        pickupEstimate ? (
          <p className="mt-4 flex items-start gap-2 text-sm text-muted">
            <Store aria-hidden size={18} className="mt-0.5 shrink-0 text-brand" />
            {pickupEstimate}
          </p>
        ) : null
      ) : (
        <p className="mt-4 flex items-start gap-2 text-sm text-muted">
          <Truck aria-hidden size={18} className="mt-0.5 shrink-0 text-brand" />
          {deliveryEstimate(new Date())}
        </p>
      )}
      <Link to="/checkout" className={buttonClass("primary", "lg", "mt-5 w-full")}>
        Proceed to Checkout
      </Link>
    </section>
  );
}
