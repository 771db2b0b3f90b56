import { formatChf, shopTerms } from "#contracts/shop-terms.ts";
import { demoOrderLines, demoOrderTotals } from "./demo-order.ts";

/** The sample order's lines and totals, shared by the checkout mock and the sample confirmation. */
export function OrderSummary({ title = "Bestellübersicht" }: { title?: string }) {
  return (
    <section aria-labelledby="bestelluebersicht" className="rounded-card border border-line bg-white p-5">
      <h2 id="bestelluebersicht" className="text-lg text-ink">
        {title}
      </h2>
      <ul className="mt-4 divide-y divide-line">
        {demoOrderLines.map((line) => (
          <li key={line.name} className="flex justify-between gap-4 py-3">
            <div>
              <p className="font-medium text-ink">{line.name}</p>
              <p className="tabular text-sm text-muted">
                {line.quantity} × {formatChf(line.unitPrice)}
              </p>
            </div>
            <p className="tabular font-medium whitespace-nowrap text-ink">{formatChf(line.unitPrice * line.quantity)}</p>
          </li>
        ))}
      </ul>
      <dl className="tabular mt-2 space-y-2 border-t border-line pt-4 text-sm">
        <div className="flex justify-between">
          <dt className="text-muted">Zwischensumme</dt>
          <dd>{formatChf(demoOrderTotals.subtotal)}</dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-muted">Versand</dt>
          <dd className={demoOrderTotals.shipping === 0 ? "font-medium text-success" : ""}>
            {demoOrderTotals.shipping === 0 ? "Kostenlos" : formatChf(demoOrderTotals.shipping)}
          </dd>
        </div>
        <div className="flex justify-between border-t border-line pt-3 text-base font-semibold text-ink">
          <dt>Total</dt>
          <dd>{formatChf(demoOrderTotals.total)}</dd>
        </div>
        <div className="flex justify-between text-muted">
          <dt>inkl. MwSt. {shopTerms.vatRatePercent}%</dt>
          <dd>{formatChf(demoOrderTotals.vat)}</dd>
        </div>
      </dl>
    </section>
  );
}
