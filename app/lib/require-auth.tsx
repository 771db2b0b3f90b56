import { useEffect, useState, type ReactNode } from "react";
import { useNavigate } from "react-router";
import { getToken } from "./session.ts";

/**
 * Protected pages (spec: "redirect to /loginpage when no token is stored"). The token lives in the
 * browser, so the server renders a neutral placeholder and the check runs once the page is hydrated.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const [allowed, setAllowed] = useState(false);
  useEffect(() => {
    if (getToken()) setAllowed(true);
    else navigate("/loginpage", { replace: true });
  }, [navigate]);
  if (!allowed) {
    return (
      <div className="flex min-h-[40vh] items-center justify-center" role="status" aria-live="polite">
        <span className="size-8 animate-spin rounded-full border-4 border-brand-soft border-t-brand" aria-hidden="true" />
        <span className="sr-only">Loading…</span>
      </div>
    );
  }
  return <>{children}</>;
}
