import { ShoppingBag, TriangleAlert } from "lucide-react";
import { Link } from "react-router";
import { CartInfoCards } from "#app/components/cart/cart-info-cards.tsx";
import { CartLineItem } from "#app/components/cart/cart-line-item.tsx";
import { RecentlyViewed, RelatedProducts, SavedForLater } from "#app/components/cart/cart-sections.tsx";
import { OrderSummaryCard } from "#app/components/cart/order-summary-card.tsx";
import { useSavedItems } from "#app/components/cart/use-saved-items.ts";
import { buttonClass } from "#app/components/ui/button.tsx";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import { useCart } from "#app/lib/queries/cart.ts";
import { useCartQuote } from "#app/lib/queries/orders.ts";
import { cartStockNote } from "#app/components/orders/stock-text.ts";
import { isSessionEnded } from "#app/lib/queries/session-ended.ts";
import { RequireAuth } from "#app/lib/require-auth.tsx";

export const meta = () => [...pageMeta("Warenkorb", "Ihr Warenkorb bei der Rheinbogen Apotheke."), { name: "robots", content: "noindex" }];

export default function CartRoute() {
  return (
    <RequireAuth>
      <CartPage />
    </RequireAuth>
  );
}

/** Spec §2 and §4: loading, error, empty and filled, with the sections below the cart. */
function CartPage() {
  const cart = useCart();
  const saved = useSavedItems();
  const lines = cart.data?.cart ?? [];
  // Amounts, stock split and estimate are the server's (the same quote the checkout shows).
  const quote = useCartQuote(lines);
  const pickup = quote.data?.fulfilment === "PICKUP";
  const quoteLines = new Map((quote.data?.lines ?? []).map((l) => [l.pharmacode, l]));

  let main;
  if (cart.isPending || (cart.isError && isSessionEnded(cart.error))) {
    main = (
      <div className="flex min-h-[30vh] items-center justify-center" role="status" aria-live="polite">
        <Spinner label="Loading…" />
      </div>
    );
  } else if (cart.isError) {
    main = (
      <EmptyState
        icon={TriangleAlert}
        title="Failed to load cart items"
        action={
          <Link to="/products" className={buttonClass("primary")}>
            Return to Shop
          </Link>
        }
      >
        Please try again in a moment.
      </EmptyState>
    );
  } else if (lines.length === 0) {
    main = (
      <EmptyState
        icon={ShoppingBag}
        title="Your cart is empty"
        action={
          <Link to="/products" className={buttonClass("primary")}>
            Continue Shopping
          </Link>
        }
      >
        Entdecken Sie unser Sortiment und legen Sie Produkte in den Warenkorb.
      </EmptyState>
    );
  } else {
    main = (
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_360px] lg:items-start">
        <section aria-labelledby="cart-items" className="rounded-card border border-line bg-white px-4 sm:px-5">
          <h2 id="cart-items" className="sr-only">
            Items
          </h2>
          <ul className="divide-y divide-line">
            {lines.map((line) => (
              <CartLineItem
                key={line.pharmacode}
                line={line}
                onSaveForLater={saved.saveForLater}
                stockNote={quoteLines.has(line.pharmacode) ? cartStockNote(quoteLines.get(line.pharmacode)!, pickup) : null}
              />
            ))}
          </ul>
        </section>
        <OrderSummaryCard lines={lines} quote={quote.data} failed={quote.isError && !isSessionEnded(quote.error)} />
      </div>
    );
  }

  const count = cart.data?.itemCount ?? 0;
  return (
    <div className="bg-soft">
      <div className="mx-auto flex max-w-7xl flex-col gap-10 px-4 py-8 lg:px-8 lg:py-12">
        <div>
          <h1 className="text-2xl lg:text-3xl">
            Shopping Cart
            {count > 0 && <span className="ml-2 text-base font-normal text-muted">({count} {count === 1 ? "item" : "items"})</span>}
          </h1>
          <div className="mt-6">{main}</div>
        </div>
        <SavedForLater items={saved.items} onMove={saved.moveToCart} onRemove={saved.remove} />
        <RecentlyViewed inCart={lines.map((l) => l.pharmacode)} />
        {lines.length > 0 && <RelatedProducts lines={lines} />}
        <CartInfoCards />
      </div>
    </div>
  );
}
