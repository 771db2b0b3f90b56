import { useEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";
import { isMobileUserAgent, prefersReducedMotion } from "#app/lib/device.ts";

const MOBILE_SMOOTH_DELAY_MS = 100;

/**
 * Every path or query change scrolls to the top (spec §2): smoothly; on phones and tablets it jumps first
 * and then scrolls smoothly after 100 ms. Reduced motion always jumps. Not on the first render, not for
 * links to an anchor, and not on back/forward, where the browser restores the place the shopper left.
 */
export function ScrollToTop() {
  const { pathname, search, hash } = useLocation();
  const navigationType = useNavigationType();
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (hash || navigationType === "POP") return;
    if (prefersReducedMotion()) {
      window.scrollTo({ top: 0, left: 0, behavior: "instant" });
      return;
    }
    if (!isMobileUserAgent(navigator.userAgent)) {
      window.scrollTo({ top: 0, left: 0, behavior: "smooth" });
      return;
    }
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
    const timer = window.setTimeout(
      () => window.scrollTo({ top: 0, left: 0, behavior: "smooth" }),
      MOBILE_SMOOTH_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
    // The hash and navigation type are read for the current change only; they must not trigger a scroll.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname, search]);

  return null;
}
