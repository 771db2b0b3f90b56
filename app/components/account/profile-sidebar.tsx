import { CalendarDays, FileText, Heart, KeyRound, LogOut, Package, Trash2, UserRound } from "lucide-react";
import { NavLink } from "react-router";

/**
 * In the account navigation's one language, the spec's: its mobile panel names "Profile", "Favorites" and "Cart"
 * (shop.md §2), so the shop's additions are English too (issue 38 point 15); the pages keep their own titles.
 */
const links = [
  { to: "/profilepage", label: "Profile", icon: UserRound },
  { to: "/orders", label: "Orders", icon: Package },
  { to: "/appointments", label: "Appointments", icon: CalendarDays },
  // Issue 26: the customer's prescriptions ("Meine Rezepte").
  { to: "/prescriptions", label: "Prescriptions", icon: FileText },
  // Issue 30: at desktop widths the favourites had no way in; the mobile panel's My Account block calls them so.
  { to: "/userfavoritespage", label: "Favorites", icon: Heart },
];

const row = "flex min-h-11 w-full items-center gap-3 rounded-lg px-3 text-left font-medium transition-colors duration-150";

/** The profile sidebar of spec §2: links to profile, orders, appointments (and favourites); reset password, logout, delete. */
export function ProfileSidebar({
  name,
  email,
  onResetPassword,
  onLogout,
  onDeleteAccount,
}: {
  name?: string;
  email?: string;
  onResetPassword: () => void;
  onLogout: () => void;
  onDeleteAccount: () => void;
}) {
  return (
    <aside className="rounded-[var(--radius-card)] border border-line bg-white p-4" aria-label="My account">
      <div className="flex items-center gap-3 border-b border-line px-2 pb-4">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-soft font-semibold text-brand" aria-hidden="true">
          {name ? name.slice(0, 1).toUpperCase() : <UserRound className="size-5" />}
        </span>
        <div className="min-w-0">
          <p className="truncate font-semibold text-ink">{name ?? "My Account"}</p>
          {email ? <p className="truncate text-sm text-muted">{email}</p> : null}
        </div>
      </div>
      <nav aria-label="Account pages" className="mt-3">
        <ul className="space-y-1">
          {links.map(({ to, label, icon: Icon }) => (
            <li key={to}>
              <NavLink
                to={to}
                end
                className={({ isActive }) => `${row} ${isActive ? "bg-brand-soft text-brand" : "text-ink hover:bg-soft"}`}
              >
                <Icon className="size-5" aria-hidden="true" />
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-3 space-y-1 border-t border-line pt-3">
        <button type="button" onClick={onResetPassword} className={`${row} text-ink hover:bg-soft`}>
          <KeyRound className="size-5" aria-hidden="true" />
          Reset Password
        </button>
        <button type="button" onClick={onLogout} className={`${row} text-ink hover:bg-soft`}>
          <LogOut className="size-5" aria-hidden="true" />
          Logout
        </button>
        <button type="button" onClick={onDeleteAccount} className={`${row} text-danger hover:bg-danger-soft`}>
          <Trash2 className="size-5" aria-hidden="true" />
          Delete Account
        </button>
      </div>
    </aside>
  );
}
