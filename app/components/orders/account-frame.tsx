import { useState, type ReactNode } from "react";
import { useNavigate } from "react-router";
import { DeleteAccountDialog } from "#app/components/account/delete-account-dialog.tsx";
import { ProfileSidebar } from "#app/components/account/profile-sidebar.tsx";
import { ResetPasswordDialog } from "#app/components/account/reset-password-dialog.tsx";
import { api } from "#app/lib/api-client.ts";
import { useProfile } from "#app/lib/queries/profile.ts";
import { clearToken } from "#app/lib/session.ts";

/**
 * The account pages' layout for the order pages (as "My Appointments" has it): the content first on a phone, the
 * profile sidebar (spec §2: profile, orders, appointments, reset password, logout, delete account) left on a wide
 * screen.
 */
export function AccountFrame({ title, children }: { title: ReactNode; children: ReactNode }) {
  const navigate = useNavigate();
  const profile = useProfile().data ?? null;
  const [dialog, setDialog] = useState<"reset" | "delete" | null>(null);

  async function logout() {
    await api("/authentication/logout", { method: "POST", auth: true, keepSessionOn401: true }).catch(() => {});
    clearToken();
    navigate("/loginpage");
  }

  return (
    <div className="bg-soft">
      <div className="mx-auto max-w-7xl px-4 pt-8 pb-28 lg:px-8 lg:py-12">
        {title}
        <div className="mt-6 grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[280px_minmax(0,1fr)]">
          <div className="min-w-0 space-y-4 lg:col-start-2 lg:row-start-1">{children}</div>
          <div className="lg:col-start-1 lg:row-start-1">
            <ProfileSidebar
              name={profile ? `${profile.name} ${profile.surname}` : undefined}
              email={profile?.email}
              onResetPassword={() => setDialog("reset")}
              onLogout={logout}
              onDeleteAccount={() => setDialog("delete")}
            />
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
