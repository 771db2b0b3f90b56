import { Boxes, ClipboardList, Heart, House, UserRound } from "lucide-react";
import { useEffect } from "react";
import { Link, NavLink } from "react-router";
import { CartIconLink } from "#app/components/cart/cart-icon-link.tsx";
import { SearchBox } from "#app/components/search/search-box.tsx";
import { useIsStaff } from "#app/components/desk/use-is-staff.ts";
import { useIsManager } from "#app/components/backoffice/use-is-manager.ts";
import { useHasToken } from "#app/lib/session.ts";
import { Logo } from "./logo.tsx";
import { MenuDropdown } from "./menu-dropdown.tsx";
import { LAB_PATH, SHOP_PATH } from "./nav-links.ts";
import { buttonClass } from "#app/components/ui/button.tsx";

/** The desktop header row (>= 1030 px). */
export function SiteHeader() {
  const loggedIn = useHasToken();
  const staff = useIsStaff();
  const manager = useIsManager();
  // Hydrated: from now on the header itself knows the session; the pre-paint mark (root.tsx) has done its job.
  useEffect(() => {
    delete document.documentElement.dataset.session;
  }, []);
  return (
    <div className="mx-auto hidden h-16 max-w-[1280px] items-center gap-2 px-6 lg:flex xl:gap-3">
      <Logo />
      <nav aria-label="Hauptnavigation" className="flex shrink-0 items-center xl:ml-2 xl:gap-1">
        <Link to="/" aria-label="Startseite" className={iconClass}>
          <House aria-hidden size={20} />
        </Link>
        <MenuDropdown />
        <NavLink to={SHOP_PATH} className={textLinkClass}>
          ONLINE SHOP
        </NavLink>
        <NavLink to={LAB_PATH} className={textLinkClass}>
          LABOR DIAGNOSTIK
        </NavLink>
      </nav>
      <div className="max-w-md min-w-44 flex-1 xl:mx-2">
        <SearchBox id="header-search" />
      </div>
      <div className="ml-auto flex shrink-0 items-center gap-1">
        {staff ? (
          <NavLink to="/desk" aria-label="Apotheken-Desk" title="Apotheken-Desk" className={iconClass}>
            <ClipboardList aria-hidden size={21} />
          </NavLink>
        ) : null}
        {manager ? (
          <NavLink to="/backoffice" aria-label="Backoffice" title="Backoffice" className={iconClass}>
            <Boxes aria-hidden size={21} />
          </NavLink>
        ) : null}
        {loggedIn ? (
          <>
            {/* The desktop way to the favourites (issue 30); the phone's is in the mobile panel's My Account block. */}
            <NavLink to="/userfavoritespage" aria-label="Favorites" title="Favorites" className={iconClass}>
              <Heart aria-hidden size={21} />
            </NavLink>
            <Link to="/profilepage" aria-label="Profil" className={iconClass}>
              <UserRound aria-hidden size={21} />
            </Link>
          </>
        ) : (
          <Link to="/loginpage" data-guest-only className={buttonClass("primary", "sm", "tracking-wide")}>
            ANMELDEN
          </Link>
        )}
        <CartIconLink className={iconClass} size={21} />
      </div>
    </div>
  );
}

const iconClass =
  "flex h-10 w-10 items-center justify-center rounded-lg text-ink hover:bg-soft hover:text-brand aria-[current=page]:text-brand";
const textLinkClass =
  "flex h-10 items-center rounded-lg px-2.5 text-[13px] font-semibold tracking-wide whitespace-nowrap xl:px-3 xl:text-sm text-ink no-underline hover:bg-soft hover:text-brand aria-[current=page]:text-brand";
