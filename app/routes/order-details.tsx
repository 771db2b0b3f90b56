import { PackageX } from "lucide-react";
import { Link, Navigate, useParams, useSearchParams } from "react-router";
import { AccountFrame } from "#app/components/account/account-frame.tsx";
import { OrderDetail } from "#app/components/orders/order-detail.tsx";
import { ORDER_UI_TEXTS } from "#app/components/orders/order-texts.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { Button, buttonClass } from "#app/components/ui/button.tsx";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { ApiError } from "#app/lib/api-client.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { useOrder } from "#app/lib/queries/orders.ts";
import { isSessionEnded } from "#app/lib/queries/session-ended.ts";
import { RequireAuth } from "#app/lib/require-auth.tsx";
import { ORDER_MESSAGES } from "#contracts/orders.ts";

export const meta = () => [...pageMeta("Bestellung", "Ihre Bestellung bei der Rheinbogen Apotheke: Artikel, Beträge, Status und Rechnung."), { name: "robots", content: "noindex" }];

export default function OrderDetailsRoute() {
  const { id } = useParams();
  if (!id) return <Navigate to="/orders" replace />;
  return (
    <RequireAuth>
      <OrderDetailsPage id={id} />
    </RequireAuth>
  );
}

function OrderDetailsPage({ id }: { id: string }) {
  const [search] = useSearchParams();
  const query = useOrder(id);
  const confirmation = search.get("bestaetigung") === "1";

  let main;
  if (query.isPending || (query.isError && isSessionEnded(query.error))) {
    main = (
      <div className="flex min-h-[30vh] items-center justify-center" role="status" aria-live="polite">
        <Spinner label="Bestellung wird geladen…" />
      </div>
    );
  } else if (query.isError && query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400)) {
    main = (
      <EmptyState
        icon={PackageX}
        title={ORDER_MESSAGES.notFound}
        action={
          <Link to="/orders" className={buttonClass("primary")}>
            Zu meinen Bestellungen
          </Link>
        }
      >
        Diese Bestellung gibt es nicht oder sie gehört zu einem anderen Konto.
      </EmptyState>
    );
  } else if (query.isError) {
    main = (
      <div className="space-y-3">
        <Alert kind="error">{ORDER_UI_TEXTS.loadFailed}</Alert>
        <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
          Erneut versuchen
        </Button>
      </div>
    );
  } else {
    main = <OrderDetail order={query.data} confirmation={confirmation} />;
  }

  return (
    <AccountFrame
      title={
        <div>
          <Link to="/orders" className="inline-flex min-h-11 items-center font-medium text-brand hover:text-brand-hover">
            ← Meine Bestellungen
          </Link>
          <h1 className="text-2xl text-ink lg:text-3xl">{confirmation ? "Bestellbestätigung" : "Bestelldetails"}</h1>
        </div>
      }
    >
      {main}
    </AccountFrame>
  );
}
