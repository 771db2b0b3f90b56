import { useEffect, useState } from "react";

/**
 * The index of the item shown by a rotating display (the laboratory hero's showcase, the home page's lab promo):
 * advances every `intervalMs`, stands still while `paused` (hover, focus) and under prefers-reduced-motion.
 */
export function useRotation(count: number, intervalMs: number, paused: boolean) {
  const [active, setActive] = useState(0);
  useEffect(() => {
    if (paused || count < 2 || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const timer = window.setInterval(() => setActive((i) => (i + 1) % count), intervalMs);
    return () => window.clearInterval(timer);
  }, [paused, count, intervalMs]);
  return [active, setActive] as const;
}
