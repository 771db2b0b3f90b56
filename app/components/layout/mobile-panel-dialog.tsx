import * as Dialog from "@radix-ui/react-dialog";
import {
  CalendarDays,
  ChevronLeft,
  ChevronRight,
  FileText,
  FlaskConical,
  Heart,
  LayoutGrid,
  LogOut,
  Package,
  ShoppingBag,
  ShoppingCart,
  UserRound,
  X,
} from "lucide-react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { Link, useNavigate } from "react-router";
import type { Category } from "#contracts/catalogue.ts";
import { categoryPath, rememberGermanName } from "#app/lib/category-link.ts";
import { useLogout } from "#app/lib/queries/logout.ts";
import { useHasToken } from "#app/lib/session.ts";
import { useCategories } from "#app/lib/use-categories.ts";
import { mobileIconClass } from "./icon-classes.ts";
import type { LazyDialogProps } from "#app/components/ui/lazy-dialog.ts";
import { ModalShell } from "#app/components/ui/dialog.tsx";
import { Logo } from "./logo.tsx";
import { ALL_CATEGORIES_PATH, LAB_PATH, SHOP_PATH } from "./nav-links.ts";
import { buttonClass } from "#app/components/ui/button.tsx";

/** `back` marks a view reached with a back button: the focus then returns to where the visitor came from. */
type View = { name: "main"; back?: boolean } | { name: "categories" } | { name: "subcategories"; category: Category };

const DESKTOP_QUERY = "(min-width: 1030px)";

/**
 * The phone menu: a full-height panel with the views main, categories and subcategories (spec §2), loaded on
 * first use by its trigger in the header. Radix Dialog traps focus, closes on Escape and locks the page behind
 * it from scrolling.
 */
export default function MobilePanelDialog(props: LazyDialogProps) {
  const { open, onOpenChange } = props;
  const [view, setView] = useState<View>({ name: "main" });
  const loggedIn = useHasToken();
  const navigate = useNavigate();

  const changeOpen = (next: boolean) => {
    onOpenChange(next);
    if (!next) setView({ name: "main" });
  };
  const close = () => changeOpen(false);
  const go = (to: string) => {
    changeOpen(false);
    navigate(to);
  };
  const goToCategory = (name: { en: string; de: string }) => {
    rememberGermanName(name.de);
    go(categoryPath(name.en));
  };
  const logout = useLogout(go);

  // The panel belongs to the phone layout: widening the window past the breakpoint closes it.
  useEffect(() => {
    if (!open) return;
    const query = window.matchMedia(DESKTOP_QUERY);
    const onChange = () => {
      if (!query.matches) return;
      onOpenChange(false);
      setView({ name: "main" });
    };
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, [open, onOpenChange]);

  return (
    <ModalShell
      {...props}
      onOpenChange={changeOpen}
      className="fixed inset-y-0 right-0 z-50 flex h-dvh w-full max-w-md flex-col bg-white shadow-float"
    >
      <div className="flex h-16 shrink-0 items-center justify-between border-b border-line px-3">
        <Logo onNavigate={close} />
        <Dialog.Close aria-label="Schliessen" className={mobileIconClass}>
          <X aria-hidden size={24} />
        </Dialog.Close>
      </div>
      <Dialog.Title className="sr-only">Menü</Dialog.Title>
      <nav aria-label="Mobile Navigation" className="flex-1 overflow-y-auto overscroll-contain px-4 py-4">
        {view.name === "main" && (
          <MainView
            returned={view.back === true}
            loggedIn={loggedIn}
            onCategories={() => setView({ name: "categories" })}
            onClose={close}
            onLogout={logout}
          />
        )}
        {view.name === "categories" && (
          <CategoriesView
            onBack={() => setView({ name: "main", back: true })}
            onChoose={(category) =>
              category.subcategories.length > 0
                ? setView({ name: "subcategories", category })
                : goToCategory(category.category)
            }
            onClose={close}
          />
        )}
        {view.name === "subcategories" && (
          <SubcategoriesView
            category={view.category}
            onBack={() => setView({ name: "categories" })}
            onChoose={goToCategory}
          />
        )}
      </nav>
    </ModalShell>
  );
}

function MainView(props: {
  returned: boolean;
  loggedIn: boolean;
  onCategories: () => void;
  onClose: () => void;
  onLogout: () => void;
}) {
  const categoriesTile = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (props.returned) categoriesTile.current?.focus();
  }, [props.returned]);
  return (
    <div className="flex flex-col gap-6">
      <div className="grid grid-cols-2 gap-3">
        <Tile icon={<ShoppingBag aria-hidden size={24} />} label="Online Shop" to={SHOP_PATH} onClose={props.onClose} />
        <Tile icon={<FlaskConical aria-hidden size={24} />} label="Labor" to={LAB_PATH} onClose={props.onClose} />
        <button ref={categoriesTile} type="button" onClick={props.onCategories} className={wideTileClass}>
          <span className="flex items-center gap-3">
            <LayoutGrid aria-hidden size={24} className="text-brand" />
            Categories
          </span>
          <ChevronRight aria-hidden size={20} className="text-muted" />
        </button>
      </div>
      {props.loggedIn ? (
        <section aria-labelledby="mobile-account-heading" className="rounded-xl border border-line p-2">
          <h2 id="mobile-account-heading" className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wider text-muted uppercase">
            My Account
          </h2>
          <PanelLink icon={<UserRound aria-hidden size={20} />} label="Profile" to="/profilepage" onClose={props.onClose} />
          <PanelLink icon={<Heart aria-hidden size={20} />} label="Favorites" to="/userfavoritespage" onClose={props.onClose} />
          <PanelLink icon={<ShoppingCart aria-hidden size={20} />} label="Cart" to="/cartpage" onClose={props.onClose} />
          {/* The spec's three first; then what the shop has since (issue 38 point 14), named as in the profile's sidebar. */}
          <PanelLink icon={<Package aria-hidden size={20} />} label="Orders" to="/orders" onClose={props.onClose} />
          <PanelLink icon={<CalendarDays aria-hidden size={20} />} label="Appointments" to="/appointments" onClose={props.onClose} />
          <PanelLink icon={<FileText aria-hidden size={20} />} label="Prescriptions" to="/prescriptions" onClose={props.onClose} />
          <button
            type="button"
            onClick={props.onLogout}
            className="mt-1 flex min-h-11 w-full items-center gap-3 rounded-lg px-3 text-left font-medium text-danger hover:bg-danger-soft"
          >
            <LogOut aria-hidden size={20} />
            Logout
          </button>
        </section>
      ) : (
        <div className="flex flex-col items-stretch gap-2">
          <Link
            to="/registerpage"
            onClick={props.onClose}
            className={buttonClass("primary", "lg")}
          >
            Sign up
          </Link>
          <Link
            to="/loginpage"
            onClick={props.onClose}
            className="flex min-h-11 items-center justify-center rounded-lg font-medium text-brand underline-offset-2 hover:underline"
          >
            Sign in
          </Link>
        </div>
      )}
    </div>
  );
}

function CategoriesView(props: { onBack: () => void; onChoose: (category: Category) => void; onClose: () => void }) {
  const categories = useCategories();
  return (
    <div>
      <BackButton onBack={props.onBack} />
      <ViewHeading>Categories</ViewHeading>
      <ul className="divide-y divide-line rounded-xl border border-line" aria-label="Categories">
        {categories.map((category) => (
          <li key={category._id}>
            <button type="button" onClick={() => props.onChoose(category)} className={rowClass}>
              <span>{category.category.de}</span>
              {category.subcategories.length > 0 && <ChevronRight aria-hidden size={18} className="shrink-0 text-muted" />}
            </button>
          </li>
        ))}
        <li>
          <PanelLink label="Alle Kategorien anzeigen" to={ALL_CATEGORIES_PATH} onClose={props.onClose} strong />
        </li>
      </ul>
    </div>
  );
}

function SubcategoriesView(props: {
  category: Category;
  onBack: () => void;
  onChoose: (name: { en: string; de: string }) => void;
}) {
  const { category } = props;
  return (
    <div>
      <BackButton onBack={props.onBack} />
      <ViewHeading>{category.category.de}</ViewHeading>
      <ul className="divide-y divide-line rounded-xl border border-line" aria-label={category.category.de}>
        <li>
          <button type="button" onClick={() => props.onChoose(category.category)} className={`${rowClass} font-semibold text-brand`}>
            Alle Produkte: {category.category.de}
            <ChevronRight aria-hidden size={18} className="shrink-0" />
          </button>
        </li>
        {category.subcategories.map((subcategory) => (
          <li key={subcategory.en}>
            <button type="button" onClick={() => props.onChoose(subcategory)} className={rowClass}>
              {subcategory.de}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A new view takes the focus to its heading, so keyboard and screen-reader users land in it, not on <body>. */
function ViewHeading({ children }: { children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <h2 ref={heading} tabIndex={-1} className="mt-2 mb-2 px-1 text-lg focus:outline-none">
      {children}
    </h2>
  );
}

function BackButton({ onBack }: { onBack: () => void }) {
  return (
    <button
      type="button"
      onClick={onBack}
      className="-ml-1 flex min-h-11 items-center gap-1 rounded-lg pr-3 pl-1 font-medium text-brand hover:bg-brand-soft"
    >
      <ChevronLeft aria-hidden size={20} />
      Zurück
    </button>
  );
}

function Tile({ icon, label, to, onClose }: { icon: ReactNode; label: string; to: string; onClose: () => void }) {
  return (
    <Link
      to={to}
      onClick={onClose}
      className={tileClass}
    >
      <span className="text-brand">{icon}</span>
      {label}
    </Link>
  );
}

function PanelLink(props: { icon?: ReactNode; label: string; to: string; onClose: () => void; strong?: boolean }) {
  return (
    <Link
      to={props.to}
      onClick={props.onClose}
      className={`${rowClass} ${props.strong ? "font-semibold text-brand" : ""}`}
    >
      <span className="flex items-center gap-3">
        {props.icon && <span className="text-brand">{props.icon}</span>}
        {props.label}
      </span>
    </Link>
  );
}

const tileClass =
  "flex min-h-20 flex-col items-start justify-center gap-2 rounded-xl border border-line bg-soft px-4 py-3 text-left font-semibold text-ink no-underline hover:border-brand hover:bg-brand-soft";
const wideTileClass =
  "col-span-2 flex min-h-16 items-center justify-between gap-3 rounded-xl border border-line bg-soft px-4 text-left font-semibold text-ink hover:border-brand hover:bg-brand-soft";
const rowClass =
  "flex min-h-12 w-full items-center justify-between gap-3 rounded-lg px-3 py-2 text-left text-[16px] text-ink no-underline hover:bg-soft";
