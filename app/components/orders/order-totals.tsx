import { PriceTag } from "#app/components/ui/price-tag.tsx";
import { ORDER_TEXTS } from "#contracts/orders.ts";

type Totals = { subtotal: number; shipping: number; vat: { rate: number; amount: number }[]; total: number };

const row = "flex items-baseline justify-between gap-4";

/** Subtotal, shipping, total and the VAT it contains per rate (prices include Swiss VAT). */
export function OrderTotals({ totals, pickup }: { totals: Totals; pickup: boolean }) {
  return (
    <div>
      <dl className="space-y-2 text-[15px]">
        <div className={row}>
          <dt className="text-muted">Zwischensumme</dt>
          <dd>
            <PriceTag amount={totals.subtotal} />
          </dd>
        </div>
        <div className={row}>
          <dt className="text-muted">{pickup ? "Abholung" : "Versand"}</dt>
          <dd>{totals.shipping === 0 ? <span className="font-medium text-success">Kostenlos</span> : <PriceTag amount={totals.shipping} />}</dd>
        </div>
      </dl>
      <div className={`${row} mt-4 border-t border-line pt-4`}>
        <span className="font-semibold">Total</span>
        <PriceTag amount={totals.total} className="text-xl font-semibold" />
      </div>
      <dl className="mt-2 space-y-1 text-sm text-muted">
        {totals.vat.map((v) => (
          <div key={v.rate} className={row}>
            <dt>{ORDER_TEXTS.vat(v.rate)}</dt>
            <dd>
              <PriceTag amount={v.amount} />
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
