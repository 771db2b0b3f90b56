import { Bookmark, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import type { CartLine } from "#contracts/cart.ts";
import { pickupOnly, regulationLabel } from "#contracts/regulation.ts";
import { ProductImage } from "#app/components/product/product-image.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { PriceTag } from "#app/components/ui/price-tag.tsx";
import { ApiError } from "#app/lib/api-client.ts";
import { useRemoveFromCart, useSetCartQuantity } from "#app/lib/queries/cart.ts";
import { isSessionEnded } from "#app/lib/queries/session-ended.ts";
import { QuantityControl } from "#app/components/ui/quantity-control.tsx";
import { SAVED_ITEM_MESSAGES } from "./saved-items.ts";

// Text buttons beside the stepper (two bordered ones did not fit beside it on a 390 px phone), 44 px tall to tap.
const lineAction = "inline-flex min-h-11 items-center gap-1.5 px-2 text-sm whitespace-nowrap";

type Props = {
  line: CartLine;
  onSaveForLater: (line: CartLine) => Promise<void>;
  /** From the server's quote: when a line not in stock can be collected or sent; null when it is in stock. */
  stockNote?: string | null;
};

/** A failure the shopper should read: the server's own text for a refused change, else the fallback. */
export function failureText(error: unknown, fallback: string): string | null {
  if (isSessionEnded(error)) return null;
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.body?.error ? error.body.error : fallback;
}

/** One cart line: packshot, name, unit price, quantity, line total, remove and save for later. */
export function CartLineItem({ line, onSaveForLater, stockNote }: Props) {
  const setQuantity = useSetCartQuantity();
  const remove = useRemoveFromCart();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const busy = setQuantity.isPending || remove.isPending || saving;
  const href = `/product/${line.pharmacode}`;

  const change = (quantity: number) => {
    setError(null);
    setQuantity.mutate({ pharmacode: line.pharmacode, quantity }, { onError: (e) => setError(failureText(e, "Failed to update quantity. Please try again.")) });
  };

  return (
    <li className="grid grid-cols-[80px_minmax(0,1fr)] gap-4 py-5 sm:grid-cols-[104px_minmax(0,1fr)]" aria-busy={busy || undefined}>
      <Link to={href} className="block self-start rounded-lg border border-line bg-white p-1" tabIndex={-1} aria-hidden>
        <ProductImage src={line.imageUrl} alt="" size={96} />
      </Link>
      <div className="flex min-w-0 flex-col gap-3">
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
          <div className="min-w-0">
            <p className="text-xs tracking-wide text-muted uppercase">{line.brand}</p>
            <h3 className="text-base leading-snug font-medium">
              <Link to={href} className="hover:text-brand">
                {line.description}
              </Link>
            </h3>
            <p className="mt-1 text-sm text-muted">
              {line.price === null ? "Price not available" : <PriceTag amount={line.price} />}
              {pickupOnly(line.regulation) && (
                <Badge tone="warning" className="ml-2 align-middle">
                  {regulationLabel(line.regulation)}
                </Badge>
              )}
            </p>
            {stockNote ? <p className="mt-1 text-sm font-medium text-warning">{stockNote}</p> : null}
          </div>
          <PriceTag amount={line.lineTotal} className="text-lg font-semibold" />
        </div>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <QuantityControl value={line.quantity} label={line.description} disabled={busy} onChange={change} />
          <div className="-ml-2 flex items-center">
            <Button
              variant="link"
              className={lineAction}
              disabled={busy}
              onClick={() => {
                setError(null);
                remove.mutate(line.pharmacode, { onError: (e) => setError(failureText(e, SAVED_ITEM_MESSAGES.removeFailed)) });
              }}
              aria-label={`Remove ${line.description}`}
            >
              <Trash2 aria-hidden size={16} /> Remove
            </Button>
            <Button
              variant="link"
              className={lineAction}
              disabled={busy}
              onClick={async () => {
                setError(null);
                setSaving(true);
                try {
                  await onSaveForLater(line);
                } catch (e) {
                  setError(failureText(e, SAVED_ITEM_MESSAGES.removeFailed));
                } finally {
                  setSaving(false);
                }
              }}
            >
              <Bookmark aria-hidden size={16} /> Save for Later
            </Button>
          </div>
        </div>
        <Alert kind="error">{error}</Alert>
      </div>
    </li>
  );
}
