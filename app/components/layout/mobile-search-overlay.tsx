import * as Dialog from "@radix-ui/react-dialog";
import { Search, X } from "lucide-react";
import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { SearchBox } from "#app/components/search/search-box.tsx";
import { mobileIconClass } from "./icon-classes.ts";

/** The phone search: an icon opening a modal with the shop's search box at the top of the screen. */
export function MobileSearchOverlay() {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  // Any navigation (submit, a chosen preview result) ends the search.
  useEffect(() => setOpen(false), [location.pathname, location.search]);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger aria-label="Suche" className={mobileIconClass}>
        <Search aria-hidden size={22} />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/40" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-x-0 top-0 z-50 border-b border-line bg-white px-3 pt-3 pb-4 shadow-float"
        >
          <div className="mb-2 flex items-center justify-between">
            <Dialog.Title className="text-base font-semibold">Produkte suchen</Dialog.Title>
            <Dialog.Close aria-label="Schliessen" className={mobileIconClass}>
              <X aria-hidden size={22} />
            </Dialog.Close>
          </div>
          <SearchBox id="mobile-search" autoFocus onDone={() => setOpen(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
