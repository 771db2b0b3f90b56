import { FileUp, RotateCw } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { AccountFrame } from "#app/components/account/account-frame.tsx";
import { PrescriptionCard } from "#app/components/prescriptions/prescription-card.tsx";
import { WithdrawDialog } from "#app/components/prescriptions/withdraw-dialog.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { Button, buttonClass } from "#app/components/ui/button.tsx";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import { useMyPrescriptions } from "#app/lib/queries/prescriptions.ts";
import { isSessionEnded } from "#app/lib/queries/session-ended.ts";
import { RequireAuth } from "#app/lib/require-auth.tsx";
import { PRESCRIPTION_TEXTS, type Prescription } from "#contracts/prescriptions.ts";

export const meta = () => [...pageMeta("Meine Rezepte", "Ihre Rezepte bei der Rheinbogen Apotheke."), { name: "robots", content: "noindex" }];

const BANNER_MS = 3_000;

export default function PrescriptionsRoute() {
  return (
    <RequireAuth>
      <PrescriptionsPage />
    </RequireAuth>
  );
}

/** "Meine Rezepte" in the profile (issue 26): each prescription's status and the pharmacist's message. */
function PrescriptionsPage() {
  const query = useMyPrescriptions();
  const failed = query.isError && !isSessionEnded(query.error);
  const [withdrawing, setWithdrawing] = useState<Prescription | null>(null);
  const [banner, setBanner] = useState<string | null>(null);

  const list = query.data ?? [];
  let main;
  if (query.isPending || (query.isError && !failed)) {
    main = (
      <div role="status" aria-live="polite" className="space-y-4">
        {Array.from({ length: 2 }, (_, i) => (
          <div
            key={i}
            className="h-32 animate-pulse rounded-[var(--radius-card)] border border-line bg-white motion-reduce:animate-none"
            aria-hidden="true"
          />
        ))}
        <span className="sr-only">Rezepte werden geladen…</span>
      </div>
    );
  } else if (failed) {
    main = (
      <div className="space-y-3">
        <Alert kind="error">{PRESCRIPTION_TEXTS.loadFailed}</Alert>
        <Button variant="secondary" size="sm" onClick={() => void query.refetch()} disabled={query.isFetching}>
          <RotateCw className="size-4" aria-hidden="true" />
          Erneut versuchen
        </Button>
      </div>
    );
  } else if (list.length === 0) {
    main = (
      <EmptyState
        icon={FileUp}
        title="Noch keine Rezepte"
        action={
          <Link to="/upload-prescription" className={buttonClass("primary")}>
            Rezept hochladen
          </Link>
        }
      >
        Senden Sie uns ein Foto oder PDF Ihres Rezepts, wir bereiten Ihre Medikamente vor.
      </EmptyState>
    );
  } else {
    main = (
      <ol className="space-y-4" aria-label="Meine Rezepte">
        {list.map((p) => (
          <li key={p._id}>
            <PrescriptionCard prescription={p} onWithdraw={setWithdrawing} />
          </li>
        ))}
      </ol>
    );
  }

  return (
    <AccountFrame
      title={
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h1 className="text-2xl text-ink lg:text-3xl">Meine Rezepte</h1>
          {list.length > 0 ? (
            <Link to="/upload-prescription" className={buttonClass("secondary", "sm")}>
              <FileUp aria-hidden className="size-4" />
              Neues Rezept hochladen
            </Link>
          ) : null}
        </div>
      }
    >
      <Alert kind="success" dismissAfterMs={BANNER_MS} onDismiss={() => setBanner(null)}>
        {banner}
      </Alert>
      {main}
      <WithdrawDialog
        prescription={withdrawing}
        onClose={() => setWithdrawing(null)}
        onWithdrawn={() => {
          setWithdrawing(null);
          setBanner(null);
          window.setTimeout(() => setBanner(PRESCRIPTION_TEXTS.withdrawn), 0);
        }}
      />
    </AccountFrame>
  );
}
