import { useState, type ReactNode } from "react";
import { useNavigate } from "react-router";
import { DeleteAccountDialog } from "#app/components/account/delete-account-dialog.tsx";
import { ProfileSidebar } from "#app/components/account/profile-sidebar.tsx";
import { ResetPasswordDialog } from "#app/components/account/reset-password-dialog.tsx";
import { useLogout } from "#app/lib/queries/logout.ts";
import { useProfile } from "#app/lib/queries/profile.ts";
import { clearToken } from "#app/lib/session.ts";

/** A page's own failure texts for the sidebar's dialogs (the appointments pages have their own, spec §8). */
export type AccountFrameTexts = {
  resetLinkFailed: string;
  deleteFailed: string;
};

/**
 * The layout of the account pages: the profile sidebar (spec §2: profile, orders, appointments, reset password,
 * logout, delete account) left on a wide screen. On a phone the pages that list something (orders, appointments,
 * prescriptions) show their content first (issue 31: the profile panel filled the whole first screen); the profile
 * page itself passes `sidebarFirst`. A page's own dialogs go in `children`; they open in a portal.
 */
export function AccountFrame({
  title,
  texts,
  sidebarFirst = false,
  children,
}: {
  title: ReactNode;
  texts?: AccountFrameTexts;
  sidebarFirst?: boolean;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  const profile = useProfile().data ?? null;
  const [dialog, setDialog] = useState<"reset" | "delete" | null>(null);

  const logout = useLogout();

  const sidebar = (
    <div className="lg:col-start-1 lg:row-start-1">
      <ProfileSidebar
        name={profile ? `${profile.name} ${profile.surname}` : undefined}
        email={profile?.email}
        onResetPassword={() => setDialog("reset")}
        onLogout={logout}
        onDeleteAccount={() => setDialog("delete")}
      />
    </div>
  );

  return (
    <div className="bg-soft">
      {/* On a phone the listing pages keep room at the bottom for the help button; the profile page never had it. */}
      <div className={`mx-auto max-w-7xl px-4 pt-8 lg:px-8 lg:py-12 ${sidebarFirst ? "pb-8" : "pb-28"}`}>
        {title}
        <div className="mt-6 grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[280px_minmax(0,1fr)]">
          {sidebarFirst ? sidebar : null}
          <div className="min-w-0 space-y-4 lg:col-start-2 lg:row-start-1">{children}</div>
          {sidebarFirst ? null : sidebar}
        </div>
      </div>
      <ResetPasswordDialog open={dialog === "reset"} email={profile?.email} onClose={() => setDialog(null)} failedText={texts?.resetLinkFailed} />
      <DeleteAccountDialog
        open={dialog === "delete"}
        onClose={() => setDialog(null)}
        failedText={texts?.deleteFailed}
        onDeleted={() => {
          clearToken();
          navigate("/registerpage");
        }}
      />
    </div>
  );
}
