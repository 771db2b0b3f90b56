import { Search } from "lucide-react";
import { lazy, Suspense, useEffect } from "react";
import { useLocation } from "react-router";
import { mobileIconClass } from "./icon-classes.ts";
import { useLazyDialog } from "#app/components/ui/lazy-dialog.ts";

const loadSearchDialog = () => import("./mobile-search-dialog.tsx");
const MobileSearchDialog = lazy(loadSearchDialog);

/** The phone search: an icon opening a modal with the shop's search box (loaded on first use). */
export function MobileSearchOverlay() {
  const search = useLazyDialog(loadSearchDialog);
  const { setOpen } = search;
  const location = useLocation();
  // Any navigation (submit, a chosen preview result) ends the search.
  useEffect(() => setOpen(false), [setOpen, location.pathname, location.search]);
  return (
    <>
      <button {...search.trigger} aria-label="Suche" className={mobileIconClass}>
        <Search aria-hidden size={22} />
      </button>
      {search.mounted && (
        <Suspense fallback={null}>
          <MobileSearchDialog {...search.dialog} />
        </Suspense>
      )}
    </>
  );
}
