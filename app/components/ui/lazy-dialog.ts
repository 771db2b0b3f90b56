import { useRef, useState } from "react";

/** What a dialog loaded on demand gets from its trigger (the trigger lives in the page's script, the dialog not). */
export type LazyDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Radix gives the focus back to its own Dialog.Trigger; these dialogs have none, so they hand it to ours. */
  onCloseAutoFocus: (event: Event) => void;
};

/**
 * State and button props for a trigger whose dialog is imported on first use. The closed dialogs are on every
 * page, and with Radix Dialog they were a large part of the frame's script that every first visit downloaded
 * before it could become interactive. Pointing at, touching or focusing the button starts the download, so the
 * code is mostly there when the click lands; `mounted` stays true afterwards so the dialog keeps its state.
 */
export function useLazyDialog(load: () => Promise<unknown>) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const preload = () => {
    // A failed download is retried by the click's own import; nothing to report here.
    load().catch(() => undefined);
  };
  const openDialog = () => {
    setMounted(true);
    setOpen(true);
  };
  return {
    open,
    setOpen,
    mounted,
    trigger: {
      ref: triggerRef,
      type: "button" as const,
      // A tap before the page is live opens the dialog once it is (record 032).
      "data-replay": "click",
      "aria-haspopup": "dialog" as const,
      "aria-expanded": open,
      "data-state": open ? "open" : "closed",
      onPointerEnter: preload,
      onTouchStart: preload,
      onFocus: preload,
      onClick: openDialog,
    },
    dialog: {
      open,
      onOpenChange: setOpen,
      onCloseAutoFocus: (event: Event) => {
        event.preventDefault();
        triggerRef.current?.focus();
      },
    } satisfies LazyDialogProps,
  };
}
