import { useState } from "react";
import { useNavigate } from "react-router";
import { DeleteAccountDialog } from "#app/components/account/delete-account-dialog.tsx";
import { ProfileDetails } from "#app/components/account/profile-details.tsx";
import { ProfileSidebar } from "#app/components/account/profile-sidebar.tsx";
import { ResetPasswordDialog } from "#app/components/account/reset-password-dialog.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { api } from "#app/lib/api-client.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { useProfile } from "#app/lib/queries/profile.ts";
import { isSessionEnded } from "#app/lib/queries/session-ended.ts";
import { RequireAuth } from "#app/lib/require-auth.tsx";
import { clearToken } from "#app/lib/session.ts";
import { AUTH_MESSAGES } from "#contracts/auth-messages.ts";

export const meta = () => [...pageMeta("My Profile", "Ihr Kundenkonto bei der Rheinbogen Apotheke."), { name: "robots", content: "noindex" }];

export default function ProfileRoute() {
  return (
    <RequireAuth>
      <ProfilePage />
    </RequireAuth>
  );
}

function ProfilePage() {
  const navigate = useNavigate();
  const query = useProfile();
  const profile = query.data ?? null;
  // A failure that ended the session is already on its way to the login page: keep the placeholder until then.
  const failed = query.isError && !isSessionEnded(query.error);
  const [dialog, setDialog] = useState<"reset" | "delete" | null>(null);

  async function logout() {
    // The server call comes first (spec §4); whatever it answers, this browser is logged out.
    await api("/authentication/logout", { method: "POST", auth: true, keepSessionOn401: true }).catch(() => {});
    clearToken();
    navigate("/loginpage");
  }

  return (
    <div className="bg-soft">
      <div className="mx-auto max-w-7xl px-4 py-8 lg:px-8 lg:py-12">
        <h1 className="text-2xl text-ink lg:text-3xl">My Profile</h1>
        <div className="mt-6 grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[280px_minmax(0,1fr)]">
          <ProfileSidebar
            name={profile ? `${profile.name} ${profile.surname}` : undefined}
            email={profile?.email}
            onResetPassword={() => setDialog("reset")}
            onLogout={logout}
            onDeleteAccount={() => setDialog("delete")}
          />
          <div>
            {query.isPending || (query.isError && !failed) ? (
              <div className="rounded-[var(--radius-card)] border border-line bg-white p-6" role="status" aria-live="polite">
                <div className="h-6 w-48 animate-pulse rounded bg-soft" aria-hidden="true" />
                <div className="mt-6 grid gap-4 sm:grid-cols-2" aria-hidden="true">
                  {Array.from({ length: 6 }, (_, i) => (
                    <div key={i} className="h-10 animate-pulse rounded bg-soft" />
                  ))}
                </div>
                <span className="sr-only">Loading profile…</span>
              </div>
            ) : failed ? (
              <Alert kind="error">{AUTH_MESSAGES.profileFetchFailed}</Alert>
            ) : profile ? (
              <ProfileDetails profile={profile} />
            ) : (
              <p className="rounded-[var(--radius-card)] border border-line bg-white p-6 text-muted">{AUTH_MESSAGES.noProfile}</p>
            )}
          </div>
        </div>
      </div>
      <ResetPasswordDialog open={dialog === "reset"} email={profile?.email} onClose={() => setDialog(null)} />
      <DeleteAccountDialog
        open={dialog === "delete"}
        onClose={() => setDialog(null)}
        onDeleted={() => {
          clearToken();
          navigate("/registerpage");
        }}
      />
    </div>
  );
}
