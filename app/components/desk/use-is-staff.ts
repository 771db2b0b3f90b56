import { useSyncExternalStore } from "react";
import { getToken, readTokenPayload, subscribeToken } from "#app/lib/session.ts";

/**
 * `STAFF_ROLE` of contracts/desk.ts, repeated because the header (on every page) imports this module: the
 * contract module brings zod and the time-zone library into the frame's script. use-is-staff.test.ts keeps
 * the two equal.
 */
export const STAFF_ROLE_CLAIM = 1;

/** Whether a token's payload says pharmacy staff. */
export const isStaffToken = (token: string | null) => readTokenPayload(token)?.role === STAFF_ROLE_CLAIM;

/**
 * Whether the stored token says pharmacy staff: only to show the desk link. The client reads the token without
 * verifying it, so this decides nothing; every desk call checks the account's role on the server (403).
 */
export function useIsStaff(): boolean {
  return useSyncExternalStore(subscribeToken, () => isStaffToken(getToken()), () => false);
}
