import { useSyncExternalStore } from "react";
import { isManagerToken } from "#app/components/desk/use-is-staff.ts";
import { getToken, subscribeToken } from "#app/lib/session.ts";

/**
 * Whether the stored token says manager: only to show the back-office link in the header. It decides nothing;
 * every /api/backoffice call checks the account's role on the server (403). Kept free of the contracts, as
 * use-is-staff.ts is, because the header is on every page.
 */
export function useIsManager(): boolean {
  return useSyncExternalStore(subscribeToken, () => isManagerToken(getToken()), () => false);
}
