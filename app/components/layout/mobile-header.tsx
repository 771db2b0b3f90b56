import { Boxes, ClipboardList } from "lucide-react";
import { NavLink } from "react-router";
import { CartIconLink } from "#app/components/cart/cart-icon-link.tsx";
import { useIsStaff } from "#app/components/desk/use-is-staff.ts";
import { useIsManager } from "#app/components/backoffice/use-is-manager.ts";
import { mobileIconClass } from "./icon-classes.ts";
import { Logo } from "./logo.tsx";
import { MobilePanel } from "./mobile-panel.tsx";
import { MobileSearchOverlay } from "./mobile-search-overlay.tsx";

/** The phone header row (< 1030 px): logo, search, cart and the menu panel. */
export function MobileHeader() {
  const staff = useIsStaff();
  const manager = useIsManager();
  return (
    <div className="flex h-14 items-center justify-between gap-2 pr-1 pl-3 lg:hidden">
      <Logo crowded={manager} />
      <div className="flex items-center">
        <MobileSearchOverlay />
        {staff ? (
          <NavLink to="/desk" aria-label="Apotheken-Desk" className={mobileIconClass}>
            <ClipboardList aria-hidden size={22} />
          </NavLink>
        ) : null}
        {manager ? (
          <NavLink to="/backoffice" aria-label="Backoffice" className={mobileIconClass}>
            <Boxes aria-hidden size={22} />
          </NavLink>
        ) : null}
        <CartIconLink className={mobileIconClass} size={22} />
        <MobilePanel />
      </div>
    </div>
  );
}
