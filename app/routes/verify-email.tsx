import { CircleCheck, CircleX } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { AuthCard } from "#app/components/account/auth-card.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import { api, ApiError } from "#app/lib/api-client.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { AUTH_MESSAGES } from "#contracts/auth.ts";

export const meta = () => [...pageMeta("Verify email", "Bestätigung Ihrer E-Mail-Adresse bei der Rheinbogen Apotheke."), { name: "robots", content: "noindex" }];

type State = { status: "pending" } | { status: "success"; message: string } | { status: "failure"; message: string };

export default function VerifyEmailPage() {
  const [params] = useSearchParams();
  const id = params.get("id");
  const token = params.get("token");
  const [state, setState] = useState<State>({ status: "pending" });
  // The link is single-use: a second run of the effect (development's strict mode) must not spend it again.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!id || !token) {
      setState({ status: "failure", message: AUTH_MESSAGES.verifyFailed });
      return;
    }
    api("/authentication/verify-email", { method: "POST", query: { id, token } })
      .then((res) => setState({ status: "success", message: res.message ?? AUTH_MESSAGES.verifySuccess }))
      .catch((e: unknown) =>
        // A second click on the link of a verified account: nothing failed, the account is ready.
        e instanceof ApiError && e.status === 409
          ? setState({ status: "success", message: AUTH_MESSAGES.alreadyVerified })
          : setState({ status: "failure", message: AUTH_MESSAGES.verifyFailed }),
      );
  }, [id, token]);

  return (
    <AuthCard title="Email verification">
      <div role="status" aria-live="polite" className="text-center">
        {state.status === "pending" ? (
          <div className="flex flex-col items-center gap-4 py-4">
            <span className="size-10 animate-spin rounded-full border-4 border-brand-soft border-t-brand" aria-hidden="true" />
            <p className="text-muted">Verifying your email…</p>
          </div>
        ) : state.status === "success" ? (
          <div className="flex flex-col items-center gap-4">
            <CircleCheck className="size-14 text-success" aria-hidden="true" />
            <p className="text-lg font-semibold text-ink">{state.message}</p>
            <p className="text-muted">You can now log in to your account.</p>
            <Link to="/loginpage" className={buttonClass("primary", "md", "w-full")}>
              Go to login
            </Link>
          </div>
        ) : (
          <div className="flex flex-col items-center gap-4">
            <CircleX className="size-14 text-danger" aria-hidden="true" />
            <p className="text-lg font-semibold text-danger">{state.message}</p>
            <p className="text-muted">Register again with the same email address to receive a new link.</p>
            <Link to="/registerpage" className={buttonClass("primary", "md", "w-full")}>
              Go to registration
            </Link>
          </div>
        )}
      </div>
    </AuthCard>
  );
}
