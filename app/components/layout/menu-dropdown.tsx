import { ChevronDown } from "lucide-react";
import { lazy, Suspense, useEffect, useState } from "react";
import { menuTriggerClass } from "./icon-classes.ts";

const loadMenu = () => import("./menu-dropdown-menu.tsx");
const MenuDropdownMenu = lazy(loadMenu);

// The desktop header (and so this menu) is not displayed below the spec's 1030 px breakpoint.
const DESKTOP_QUERY = "(min-width: 64.375rem)";

/**
 * The desktop MENÜ. Radix's dropdown (menu, popper, positioning) is a large script that phones, which never
 * show this header, do not need: the page renders a look-alike button, and a desktop browser swaps in the real
 * menu once it is idle after loading. Pressing the button before that (pointer, Enter, Space, arrow down) loads
 * the menu at once and opens it; a focused button hands its focus on.
 */
export function MenuDropdown() {
  const [wanted, setWanted] = useState<"no" | "closed" | "open">("no");
  const [focused, setFocused] = useState(false);

  useEffect(() => {
    const query = window.matchMedia(DESKTOP_QUERY);
    const hasIdle = "requestIdleCallback" in window;
    let pending: number | undefined;
    const swap = () => setWanted((current) => (current === "no" ? "closed" : current));
    const loadWhenIdle = () => {
      if (!query.matches || pending !== undefined) return;
      pending = hasIdle ? window.requestIdleCallback(swap, { timeout: 3000 }) : window.setTimeout(swap, 200);
    };
    loadWhenIdle();
    query.addEventListener("change", loadWhenIdle);
    return () => {
      query.removeEventListener("change", loadWhenIdle);
      if (pending !== undefined) (hasIdle ? window.cancelIdleCallback : window.clearTimeout)(pending);
    };
  }, []);

  const standIn = (
    <button
      type="button"
      // Opens on the press, as Radix's trigger: a press before the page is live is replayed as one (record 032).
      data-replay="press"
      // The real trigger carries the same key: a press held while the idle swap replaced this button goes to it.
      data-replay-key="menu"
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      className={menuTriggerClass}
      onPointerEnter={() => loadMenu().catch(() => undefined)}
      onFocus={() => {
        setFocused(true);
        loadMenu().catch(() => undefined);
      }}
      onBlur={() => setFocused(false)}
      onPointerDown={(event) => {
        // As Radix's trigger: the left button opens, and the press does not move the focus.
        if (event.button !== 0 || event.ctrlKey) return;
        event.preventDefault();
        setWanted("open");
      }}
      onKeyDown={(event) => {
        if (event.key !== "Enter" && event.key !== " " && event.key !== "ArrowDown") return;
        event.preventDefault();
        setWanted("open");
      }}
    >
      MENÜ
      <ChevronDown aria-hidden size={16} className="transition-transform group-data-[state=open]:rotate-180" />
    </button>
  );
  if (wanted === "no") return standIn;
  return (
    <Suspense fallback={standIn}>
      <MenuDropdownMenu defaultOpen={wanted === "open"} takeFocus={focused} />
    </Suspense>
  );
}
