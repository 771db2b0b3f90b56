import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { SearchBox } from "#app/components/search/search-box.tsx";
import { mobileIconClass } from "./icon-classes.ts";
import type { LazyDialogProps } from "#app/components/ui/lazy-dialog.ts";
import { ModalShell } from "#app/components/ui/dialog.tsx";

/** The phone search: a modal with the shop's search box at the top of the screen. */
export default function MobileSearchDialog(props: LazyDialogProps) {
  return (
    <ModalShell
      {...props}
      className="fixed inset-x-0 top-0 z-50 border-b border-line bg-white px-3 pt-3 pb-4 shadow-float"
    >
      <div className="mb-2 flex items-center justify-between">
        <Dialog.Title className="text-base font-semibold">Produkte suchen</Dialog.Title>
        <Dialog.Close aria-label="Schliessen" className={mobileIconClass}>
          <X aria-hidden size={22} />
        </Dialog.Close>
      </div>
      <SearchBox id="mobile-search" autoFocus onDone={() => props.onOpenChange(false)} />
    </ModalShell>
  );
}
