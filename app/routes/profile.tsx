import { AccountFrame } from "#app/components/account/account-frame.tsx";
import { ProfileDetails } from "#app/components/account/profile-details.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import { useProfile } from "#app/lib/queries/profile.ts";
import { isSessionEnded } from "#app/lib/queries/session-ended.ts";
import { RequireAuth } from "#app/lib/require-auth.tsx";
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
  const query = useProfile();
  const profile = query.data ?? null;
  // A failure that ended the session is already on its way to the login page: keep the placeholder until then.
  const failed = query.isError && !isSessionEnded(query.error);

  return (
    <AccountFrame title={<h1 className="text-2xl text-ink lg:text-3xl">My Profile</h1>} sidebarFirst>
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
    </AccountFrame>
  );
}
