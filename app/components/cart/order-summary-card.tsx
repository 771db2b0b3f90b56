import { Truck } from "lucide-react";
import { Link } from "react-router";
import type { CartLine } from "#contracts/cart.ts";
import { PriceTag } from "#app/components/ui/price-tag.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import { formatChf } from "#app/lib/format.ts";
import { cartTotals } from "./cart-totals.ts";
import { deliveryEstimate } from "./delivery-estimate.ts";

/** Subtotal, shipping (free from CHF 50, with what is missing), total incl. VAT, delivery dates, checkout. */
export function OrderSummaryCard({ lines }: { lines: CartLine[] }) {
  const totals = cartTotals(lines);
  const row = "flex items-baseline justify-between gap-4";
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
        <div className={row}>
          <dt className="text-muted">Shipping</dt>
          <dd>{totals.shipping === 0 ? <span className="font-medium text-success">Free</span> : <PriceTag amount={totals.shipping} />}</dd>
        </div>
      </dl>
      {totals.missingForFreeShipping > 0 && (
        <p className="mt-3 rounded-lg bg-brand-soft px-3 py-2 text-sm text-brand-hover">
          Noch {formatChf(totals.missingForFreeShipping)} bis zum kostenlosen Versand.
        </p>
      )}
      <div className={`${row} mt-4 border-t border-line pt-4`}>
        <span className="font-semibold">Total</span>
        <span className="text-right">
          <PriceTag amount={totals.total} className="text-xl font-semibold" />
          <span className="block text-xs text-muted">inkl. MwSt.</span>
        </span>
      </div>
      <p className="mt-4 flex items-start gap-2 text-sm text-muted">
        <Truck aria-hidden size={18} className="mt-0.5 shrink-0 text-brand" />
        {deliveryEstimate(new Date())}
      </p>
      <Link to="/checkout" className={buttonClass("primary", "lg", "mt-5 w-full")}>
        Proceed to Checkout
      </Link>
    </section>
  );
}
