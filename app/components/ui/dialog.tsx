/*
 * Radix lives here. Import this module only from components that are themselves loaded on demand or from
 * route modules, never from the page frame's triggers: the frame's script stays free of Radix (decision 008).
 */
import * as RadixDialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { useRef, type ReactNode } from "react";
import { Button } from "./button.tsx";
import type { LazyDialogProps } from "./lazy-dialog.ts";

/**
 * The bare modal (overlay, focus trap, Escape and click-outside) for the frame's dialogs loaded on demand (help,
 * phone search, phone menu). Their text is a list or a form, not a description, hence no aria-describedby.
 */
export function ModalShell({
  open,
  onOpenChange,
  onCloseAutoFocus,
  className,
  children,
}: LazyDialogProps & { className: string; children: ReactNode }) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-ink/40" />
        <RadixDialog.Content aria-describedby={undefined} onCloseAutoFocus={onCloseAutoFocus} className={className}>
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** Read out when the dialog opens; without one the title is the description. */
  description?: ReactNode;
  /** Wider content (lists, tables) than the default form width. */
  size?: "md" | "lg";
  /** Where the focus goes on close when the trigger may be gone (call `event.preventDefault()` and focus it). */
  onCloseAutoFocus?: (event: Event) => void;
  children: ReactNode;
};

/** A centred dialog with a title, an optional description and a close button (account, cart and booking dialogs). */
export function Dialog({ open, onOpenChange, title, description, size = "md", onCloseAutoFocus, children }: DialogProps) {
  // Radix gives the focus back to its own Trigger only, and these dialogs are opened by the page's buttons:
  // without this the focus fell to the page's start on every close. Read before Radix moves it into the dialog.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-ink/40" />
        <RadixDialog.Content
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            onCloseAutoFocus?.(event);
            if (event.defaultPrevented) return;
            event.preventDefault();
            if (opener.current?.isConnected) opener.current.focus();
          }}
          className={`fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-float)] focus:outline-none ${size === "lg" ? "max-w-2xl" : "max-w-md"}`}
        >
          <RadixDialog.Title className="pr-10 text-xl font-semibold text-ink">{title}</RadixDialog.Title>
          {description ? (
            <RadixDialog.Description className="mt-2 text-muted">{description}</RadixDialog.Description>
          ) : (
            <RadixDialog.Description className="sr-only">{title}</RadixDialog.Description>
          )}
          <div className="mt-5">{children}</div>
          <RadixDialog.Close
            aria-label="Close dialog"
            className="absolute top-3 right-3 flex size-11 items-center justify-center rounded-lg text-muted hover:bg-soft hover:text-ink"
          >
            <X className="size-5" aria-hidden="true" />
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** Radix's close button, for a dialog's own "Close" or "Cancel" that should close it without a handler. */
export const DialogClose = RadixDialog.Close;

/**
 * A dialog's buttons at its foot, right-aligned: one that closes it and changes nothing ("Abbrechen" unless
 * `cancelLabel` says otherwise), then `children`, the dialog's own action.
 */
export function DialogActions({ cancelLabel = "Abbrechen", className, children }: { cancelLabel?: string; className?: string; children: ReactNode }) {
  return (
    <div className={`flex flex-wrap justify-end gap-3${className ? ` ${className}` : ""}`}>
      <DialogClose asChild>
        <Button variant="secondary">{cancelLabel}</Button>
      </DialogClose>
      {children}
    </div>
  );
}
