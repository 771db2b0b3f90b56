/**
 * The logged-in user's profile through the query layer. This module is the pattern for the next domains
 * (cart.ts, favourites.ts, appointments.ts):
 * - keys come from `queryKeys` (add the domain there, never spell a key inline);
 * - a `fetchX`/`putX` function calls `api(…, { auth: true })`; a 401 on it has already removed the token and
 *   sent the shopper to /loginpage with 'Session expired. Please login again.' (api-client.ts is the one place),
 *   so a hook only adds the rules its own spec section states (here: a 500 ends the session too);
 * - a `useX` hook wraps `useQuery`, enabled only while a token is stored (see useProfile); a hook per change
 *   (`useEditProfile`) wraps `useMutation` and sets or invalidates the keys it makes stale in `onSuccess`;
 * - components render `isPending`/`isError` states with the spec's texts; `isSessionEnded(error)` (session-ended.ts) tells a
 *   failure that is already redirecting (show nothing new) from one the page must show.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { AUTH_MESSAGES } from "#contracts/auth-messages.ts";
import type { EditProfileInput, UserProfile } from "#contracts/auth.ts";
import { api, ApiError } from "#app/lib/api-client.ts";
import { expireSession, getToken, readTokenPayload, useHasToken } from "#app/lib/session.ts";
import { queryKeys } from "./query-keys.ts";
import { SessionEndedError } from "./session-ended.ts";

/**
 * Spec §7/§8: the id comes from the token; no token or an undecodable one ends the session with 'Invalid or
 * expired token', and a 401 or 500 with 'Session expired. Please login again.'. `user` may be absent: the page
 * then says 'No profile data available.'.
 */
export async function fetchProfile(signal?: AbortSignal): Promise<UserProfile | null> {
  const id = readTokenPayload(getToken())?.id;
  if (!id) {
    expireSession(AUTH_MESSAGES.invalidToken);
    throw new SessionEndedError();
  }
  try {
    const res = await api<{ user?: UserProfile }>(`/authentication/${encodeURIComponent(id)}/profile`, { auth: true, signal });
    return res.data?.user ?? null;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 500)) {
      // api() has already ended the session on the 401; the 500 is this page's own rule.
      if (error.status === 500) expireSession(AUTH_MESSAGES.sessionExpired);
      throw new SessionEndedError();
    }
    throw error;
  }
}

/**
 * The profile of the logged-in user (mount it only behind RequireAuth). Off without a token: when the session
 * ends the provider drops the cache, and a query still enabled would fetch again and overwrite the login page's
 * message with its own.
 */
export function useProfile() {
  const hasToken = useHasToken();
  return useQuery({ queryKey: queryKeys.profile.me(), queryFn: ({ signal }) => fetchProfile(signal), enabled: hasToken });
}

/** Saves name and surname; the answer's user replaces the cached profile, which is then refetched. */
export function useEditProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: EditProfileInput) => {
      const res = await api<{ user: UserProfile }>("/authentication/edit-profile", { method: "PUT", auth: true, body: input });
      return res.data?.user ?? null;
    },
    onSuccess: (user) => {
      if (user) queryClient.setQueryData(queryKeys.profile.me(), user);
      // Not awaited: the form is done once the answer is in; the refetch only confirms it.
      void queryClient.invalidateQueries({ queryKey: queryKeys.profile.all });
    },
  });
}
