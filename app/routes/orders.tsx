import { PackageSearch, RotateCw, ShoppingBag } from "lucide-react";
import { Link } from "react-router";
import { AccountFrame } from "#app/components/account/account-frame.tsx";
import { OrderCard } from "#app/components/orders/order-card.tsx";
import { ORDER_UI_TEXTS } from "#app/components/orders/order-texts.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { Button, buttonClass } from "#app/components/ui/button.tsx";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import { useOrders } from "#app/lib/queries/orders.ts";
import { isSessionEnded } from "#app/lib/queries/session-ended.ts";
import { RequireAuth } from "#app/lib/require-auth.tsx";

export const meta = () => [...pageMeta("Meine Bestellungen", "Ihre Bestellungen bei der Rheinbogen Apotheke: Status, Rechnung und Verlauf."), { name: "robots", content: "noindex" }];

export default function OrdersRoute() {
  return (
    <RequireAuth>
      <OrdersPage />
    </RequireAuth>
  );
}

/** The logged-in shopper's orders, newest first (linked from the profile sidebar). */
function OrdersPage() {
  const query = useOrders();
  const failed = query.isError && !isSessionEnded(query.error);
  const orders = query.data ?? [];

  let main;
  if (query.isPending || (query.isError && !failed)) {
    main = (
      <div role="status" aria-live="polite" className="space-y-3">
        {Array.from({ length: 2 }, (_, i) => (
          <div key={i} className="h-20 animate-pulse rounded-card border border-line bg-white motion-reduce:animate-none" aria-hidden="true" />
        ))}
        <span className="sr-only">Bestellungen werden geladen…</span>
      </div>
    );
  } else if (failed) {
    main = (
      <div className="space-y-3">
        <Alert kind="error">{ORDER_UI_TEXTS.loadFailed}</Alert>
        <Button variant="secondary" size="sm" onClick={() => void query.refetch()} disabled={query.isFetching}>
          <RotateCw className="size-4" aria-hidden="true" />
          Erneut versuchen
        </Button>
      </div>
    );
  } else if (orders.length === 0) {
    main = (
      <EmptyState
        icon={ShoppingBag}
        title="Noch keine Bestellungen"
        action={
          <Link to="/products" className={buttonClass("primary")}>
            Zum Online-Shop
          </Link>
        }
      >
        Sobald Sie bestellt haben, finden Sie hier den Status, die Rechnung und den Verlauf jeder Bestellung.
      </EmptyState>
    );
  } else {
    main = (
      <ul className="space-y-3" aria-label="Bestellungen">
        {orders.map((order) => (
          <li key={order._id}>
            <OrderCard order={order} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <AccountFrame
      title={
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h1 className="text-2xl text-ink lg:text-3xl">Meine Bestellungen</h1>
          <Link to="/track-order" className={buttonClass("link")}>
            <PackageSearch className="mr-1 inline size-4" aria-hidden="true" />
            Bestellung verfolgen
          </Link>
        </div>
      }
    >
      {main}
    </AccountFrame>
  );
}
