import { useEffect, useState } from "react";
import { openStatus, type OpenStatus } from "#contracts/opening-hours.ts";

const REFRESH_MS = 60_000;

/**
 * The open/closed badge state, re-evaluated every 60 s (spec §4). Null on the server and during hydration:
 * the server's clock and the visitor's page may straddle a minute boundary, so only the browser decides.
 */
export function useOpenStatus(): OpenStatus | null {
  const [status, setStatus] = useState<OpenStatus | null>(null);
  useEffect(() => {
    const update = () => setStatus(openStatus(new Date()));
    update();
    const timer = window.setInterval(update, REFRESH_MS);
    return () => window.clearInterval(timer);
  }, []);
  return status;
}
