import { useEffect, useState, type ReactNode } from "react";
import { useNavigate } from "react-router";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { loginHrefHere } from "./login-redirect.ts";
import { getToken } from "./session.ts";
import { pickUpHandedOverSession } from "./session-handoff.ts";

/**
 * Protected pages (spec: "redirect to /loginpage when no token is stored"), and back after login. The token lives in the
 * browser, so the server renders a neutral placeholder and the check runs once the page is hydrated.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const [allowed, setAllowed] = useState(false);
  useEffect(() => {
    let live = true;
    // A login sent before the scripts ran may still be handing its token over (session-handoff.ts).
    void pickUpHandedOverSession().then(() => {
      if (!live) return;
      if (getToken()) setAllowed(true);
      else navigate(loginHrefHere(), { replace: true });
    });
    return () => {
      live = false;
    };
  }, [navigate]);
  if (!allowed) {
    return (
      <div className="flex min-h-[40vh] items-center justify-center" role="status" aria-live="polite">
        <Spinner label="Loading…" />
      </div>
    );
  }
  return <>{children}</>;
}
