import * as Dialog from "@radix-ui/react-dialog";
import type { ReactNode } from "react";
import type { LazyDialogProps } from "./lazy-dialog.ts";

/**
 * The frame's modals (help, phone search, phone menu) around their content: overlay, focus trap, Escape and
 * click-outside from Radix. It imports Radix, so only the dialogs loaded on demand may import it, never their
 * triggers. Their text is a list or a form, not a description, hence no aria-describedby.
 */
export function ModalShell({
  open,
  onOpenChange,
  onCloseAutoFocus,
  className,
  children,
}: LazyDialogProps & { className: string; children: ReactNode }) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/40" />
        <Dialog.Content aria-describedby={undefined} onCloseAutoFocus={onCloseAutoFocus} className={className}>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
