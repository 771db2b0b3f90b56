import { FileUp, RotateCw } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { DeleteAccountDialog } from "#app/components/account/delete-account-dialog.tsx";
import { ProfileSidebar } from "#app/components/account/profile-sidebar.tsx";
import { ResetPasswordDialog } from "#app/components/account/reset-password-dialog.tsx";
import { PrescriptionCard } from "#app/components/prescriptions/prescription-card.tsx";
import { WithdrawDialog } from "#app/components/prescriptions/withdraw-dialog.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { Button, buttonClass } from "#app/components/ui/button.tsx";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { api } from "#app/lib/api-client.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { useMyPrescriptions } from "#app/lib/queries/prescriptions.ts";
import { useProfile } from "#app/lib/queries/profile.ts";
import { isSessionEnded } from "#app/lib/queries/session-ended.ts";
import { RequireAuth } from "#app/lib/require-auth.tsx";
import { clearToken } from "#app/lib/session.ts";
import { APPOINTMENT_UI_TEXTS } from "#contracts/appointments.ts";
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
  const navigate = useNavigate();
  const profile = useProfile().data ?? null;
  const query = useMyPrescriptions();
  const failed = query.isError && !isSessionEnded(query.error);
  const [withdrawing, setWithdrawing] = useState<Prescription | null>(null);
  const [sidebarDialog, setSidebarDialog] = useState<"reset" | "delete" | null>(null);
  const [banner, setBanner] = useState<string | null>(null);

  async function logout() {
    await api("/authentication/logout", { method: "POST", auth: true, keepSessionOn401: true }).catch(() => {});
    clearToken();
    navigate("/loginpage");
  }

  const list = query.data ?? [];
  let main;
  if (query.isPending || (query.isError && !failed)) {
    main = (
      <div role="status" aria-live="polite" className="space-y-4">
        {Array.from({ length: 2 }, (_, i) => (
          <div key={i} className="h-32 animate-pulse rounded-[var(--radius-card)] border border-line bg-white motion-reduce:animate-none" aria-hidden="true" />
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
    <div className="bg-soft">
      <div className="mx-auto max-w-7xl px-4 pt-8 pb-28 lg:px-8 lg:py-12">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h1 className="text-2xl text-ink lg:text-3xl">Meine Rezepte</h1>
          {list.length > 0 ? (
            <Link to="/upload-prescription" className={buttonClass("secondary", "sm")}>
              <FileUp aria-hidden className="size-4" />
              Neues Rezept hochladen
            </Link>
          ) : null}
        </div>
        <div className="mt-6 grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[280px_minmax(0,1fr)]">
          <div className="min-w-0 space-y-4 lg:col-start-2 lg:row-start-1">
            <Alert kind="success" dismissAfterMs={BANNER_MS} onDismiss={() => setBanner(null)}>
              {banner}
            </Alert>
            {main}
          </div>
          <div className="lg:col-start-1 lg:row-start-1">
            <ProfileSidebar
              name={profile ? `${profile.name} ${profile.surname}` : undefined}
              email={profile?.email}
              onResetPassword={() => setSidebarDialog("reset")}
              onLogout={logout}
              onDeleteAccount={() => setSidebarDialog("delete")}
            />
          </div>
        </div>
      </div>
      <WithdrawDialog
        prescription={withdrawing}
        onClose={() => setWithdrawing(null)}
        onWithdrawn={() => {
          setWithdrawing(null);
          setBanner(null);
          window.setTimeout(() => setBanner(PRESCRIPTION_TEXTS.withdrawn), 0);
        }}
      />
      <ResetPasswordDialog open={sidebarDialog === "reset"} email={profile?.email} onClose={() => setSidebarDialog(null)} failedText={APPOINTMENT_UI_TEXTS.resetLinkFailed} />
      <DeleteAccountDialog
        open={sidebarDialog === "delete"}
        onClose={() => setSidebarDialog(null)}
        failedText={APPOINTMENT_UI_TEXTS.deleteFailed}
        onDeleted={() => {
          clearToken();
          navigate("/registerpage");
        }}
      />
    </div>
  );
}
