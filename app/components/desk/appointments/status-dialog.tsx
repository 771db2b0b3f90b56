import { useId, useState, type ReactNode } from "react";
import { Alert } from "#app/components/ui/alert.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import type { DeskStatusInput } from "#contracts/desk.ts";
import type { StatusChoice } from "./status-choices.ts";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  /** One choice: a plain confirmation. Several: a choice with nothing preselected (the desk must decide). */
  choices: StatusChoice[];
  legend?: string;
  confirmLabel: string;
  pendingLabel: string;
  danger?: boolean;
  onConfirm: (input: DeskStatusInput) => Promise<void>;
  onCloseAutoFocus?: (event: Event) => void;
};

/**
 * Asks before a status change: an outcome tells the customer's history, a cancellation mails them, so none is one
 * click. The server's refusal (a 409 in the desk's words) shows in the dialog, which then stays open.
 */
export function StatusDialog({ open, onOpenChange, title, description, choices, legend, confirmLabel, pendingLabel, danger, onConfirm, onCloseAutoFocus }: Props) {
  const [picked, setPicked] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const groupId = useId();
  const chosen = choices.length === 1 ? choices[0] : choices.find((c) => c.value === picked && !c.disabled);

  async function confirm() {
    if (!chosen) return;
    setPending(true);
    setError(null);
    try {
      await onConfirm(chosen.input);
      onOpenChange(false);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          setError(null);
          setPicked(null);
        }
        onOpenChange(next);
      }}
      onCloseAutoFocus={onCloseAutoFocus}
      title={title}
      description={description}
    >
      {choices.length > 1 ? (
        <fieldset className="space-y-2">
          {legend ? <legend className="mb-2 text-sm font-medium text-ink">{legend}</legend> : null}
          {choices.map((c) => (
            <label
              key={c.value}
              className={`flex min-h-11 items-center gap-3 rounded-lg border border-line px-3 py-2 has-[:checked]:border-brand has-[:checked]:bg-brand-soft ${c.disabled ? "cursor-not-allowed opacity-60" : "cursor-pointer"}`}
            >
              <input
                type="radio"
                name={`${groupId}-choice`}
                value={c.value}
                checked={picked === c.value}
                disabled={c.disabled}
                onChange={() => setPicked(c.value)}
                aria-describedby={c.hint ? `${groupId}-${c.value}` : undefined}
                className="size-4 shrink-0 accent-[var(--color-brand)]"
              />
              <span>
                {c.label}
                {c.hint ? (
                  <span id={`${groupId}-${c.value}`} className="block text-sm text-muted">
                    {c.hint}
                  </span>
                ) : null}
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}
      <div className="mt-4">
        <Alert kind="error">{error}</Alert>
      </div>
      <div className="mt-4 flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={pending}>
          Zurück
        </Button>
        <Button variant={danger ? "danger" : "primary"} onClick={confirm} disabled={pending || !chosen}>
          {pending ? pendingLabel : confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
