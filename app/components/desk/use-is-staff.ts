import { useSyncExternalStore } from "react";
import { getToken, readTokenPayload, subscribeToken } from "#app/lib/session.ts";

/**
 * `STAFF_ROLE` of contracts/desk.ts, repeated because the header (on every page) imports this module: the
 * contract module brings zod and the time-zone library into the frame's script. use-is-staff.test.ts keeps
 * the two equal.
 */
export const STAFF_ROLE_CLAIM = 1;
/** `MANAGER_ROLE` of contracts/desk.ts (the desk and the back office), repeated for the same reason. */
export const MANAGER_ROLE_CLAIM = 3;

/** Whether a token's payload says pharmacy staff (a manager is staff too). */
export const isStaffToken = (token: string | null) => {
  const role = readTokenPayload(token)?.role;
  return role === STAFF_ROLE_CLAIM || role === MANAGER_ROLE_CLAIM;
};
/** Whether a token's payload says manager: only to show the back-office link; the server decides (403). */
export const isManagerToken = (token: string | null) => readTokenPayload(token)?.role === MANAGER_ROLE_CLAIM;

/**
 * Whether the stored token says pharmacy staff: only to show the desk link. The client reads the token without
 * verifying it, so this decides nothing; every desk call checks the account's role on the server (403).
 */
export function useIsStaff(): boolean {
  return useSyncExternalStore(subscribeToken, () => isStaffToken(getToken()), () => false);
}
