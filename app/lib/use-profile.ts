import { useCallback, useEffect, useState } from "react";
import { AUTH_MESSAGES } from "#contracts/auth-messages.ts";
import type { UserProfile } from "#contracts/auth.ts";
import { api, ApiError } from "./api-client.ts";
import { expireSession, getToken, readTokenPayload } from "./session.ts";

type State =
  | { status: "loading"; profile: null; error: null }
  | { status: "ready"; profile: UserProfile | null; error: null }
  | { status: "error"; profile: null; error: string };

/**
 * The logged-in user's profile (spec §7: the id is decoded from the token). A missing or unreadable token,
 * a 401 or a 500 ends the session as spec §8 says; other failures stay on the page as an error.
 */
export function useProfile() {
  const [state, setState] = useState<State>({ status: "loading", profile: null, error: null });

  const load = useCallback(async (signal?: AbortSignal) => {
    const id = readTokenPayload(getToken())?.id;
    if (!id) {
      expireSession(AUTH_MESSAGES.invalidToken);
      return;
    }
    try {
      const res = await api<{ user?: UserProfile }>(`/authentication/${encodeURIComponent(id)}/profile`, { auth: true, signal });
      setState({ status: "ready", profile: res.data?.user ?? null, error: null });
    } catch (error) {
      if ((error as Error).name === "AbortError") return;
      if (error instanceof ApiError && (error.status === 401 || error.status === 500)) {
        expireSession(AUTH_MESSAGES.sessionExpired);
        return;
      }
      setState({ status: "error", profile: null, error: AUTH_MESSAGES.profileFetchFailed });
    }
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  const replace = useCallback((profile: UserProfile) => setState({ status: "ready", profile, error: null }), []);
  return { ...state, replace };
}
