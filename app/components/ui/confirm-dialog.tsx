import type { ReactNode } from "react";
import { Alert } from "./alert.tsx";
import { Button } from "./button.tsx";
import { Dialog, DialogActions } from "./dialog.tsx";

type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  /** The button that does it (red: it cannot be taken back). */
  confirmLabel: string;
  onConfirm: () => void;
  pending: boolean;
  /** The refusal of the last try, worded for the page; the dialog stays open so the person can try again. */
  error: string | null;
  /** What the step is about, shown above the refusal (the photo to be deleted). */
  children?: ReactNode;
};

/**
 * Asks before a step that cannot be undone (the back office's discard, end of an offer, removal from the team, a
 * photo's deletion):
 * "Abbrechen" keeps everything, the red button does it and shows the spinner meanwhile, a refusal stays in the dialog.
 */
export function ConfirmDialog({ open, onOpenChange, title, description, confirmLabel, onConfirm, pending, error, children }: ConfirmDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} description={description}>
      {children ? <div className="mb-4">{children}</div> : null}
      <Alert kind="error">{error}</Alert>
      <DialogActions className="mt-5">
        <Button variant="danger" pending={pending} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
