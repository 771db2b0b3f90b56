import { useRef } from "react";
import { useNavigate } from "react-router";
import { api } from "#app/lib/api-client.ts";
import { clearToken } from "#app/lib/session.ts";

/**
 * Logs this browser out: the server revokes the token, and whatever it answers (an expired token's 401 too,
 * which must not show "session expired" on the way out) the token goes here and the shopper lands on the login
 * page. `leave` replaces the navigation, for a caller that closes something first (the phone's menu panel).
 */
export function useLogout(leave?: (to: string) => void): () => Promise<void> {
  const navigate = useNavigate();
  const pending = useRef(false);
  return async () => {
    if (pending.current) return;
    pending.current = true;
    try {
      await api("/authentication/logout", { method: "POST", auth: true, keepSessionOn401: true }).catch(() => undefined);
      clearToken();
    } finally {
      pending.current = false;
    }
    (leave ?? navigate)("/loginpage");
  };
}
