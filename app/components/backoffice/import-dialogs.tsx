import { useState } from "react";
import { Alert } from "#app/components/ui/alert.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { ConfirmDialog } from "#app/components/ui/confirm-dialog.tsx";
import { Dialog, DialogActions } from "#app/components/ui/dialog.tsx";
import { useCommitImport, useDiscardImport } from "#app/lib/queries/backoffice.ts";
import type { CommitPolicy, ImportJob } from "#contracts/backoffice.ts";
import { commitSummary, IMPORT_TEXTS, refusalText } from "./backoffice-texts.ts";

const POLICIES: { value: CommitPolicy; label: string; text: string }[] = [
  { value: "SKIP_FAILED", label: IMPORT_TEXTS.policySkip, text: IMPORT_TEXTS.policySkipText },
  { value: "ALL_OR_NOTHING", label: IMPORT_TEXTS.policyAll, text: IMPORT_TEXTS.policyAllText },
];

/**
 * The commit of a validated job, with its policy: with rows in error only "skip the failed rows" can go through
 * (the server refuses all-or-nothing with 409), so that choice is the default and the other one is disabled.
 */
export function CommitDialog({ job, open, onOpenChange }: { job: ImportJob; open: boolean; onOpenChange: (open: boolean) => void }) {
  const hasErrors = job.counts.error > 0;
  // Until the manager chooses, the default follows the job's counts (the dialog exists before validation ends).
  const [chosen, setPolicy] = useState<CommitPolicy | null>(null);
  const policy = chosen ?? (hasErrors ? "SKIP_FAILED" : "ALL_OR_NOTHING");
  const commit = useCommitImport();
  const start = () => commit.mutate({ id: job._id, policy }, { onSuccess: () => onOpenChange(false) });
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) commit.reset();
        onOpenChange(next);
      }}
      title={IMPORT_TEXTS.commitTitle}
      description={commitSummary(job.counts.create, job.counts.update, policy === "SKIP_FAILED" ? job.counts.error : 0)}
    >
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-ink">{IMPORT_TEXTS.policyLegend}</legend>
        <div className="space-y-2">
          {POLICIES.map((p) => {
            const disabled = p.value === "ALL_OR_NOTHING" && hasErrors;
            return (
              <label
                key={p.value}
                className={`flex items-start gap-3 rounded-lg border border-line px-3 py-2.5 has-[:checked]:border-brand has-[:checked]:bg-brand-soft has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand ${disabled ? "cursor-not-allowed opacity-60" : "cursor-pointer"}`}
              >
                <input
                  type="radio"
                  name="policy"
                  value={p.value}
                  checked={policy === p.value}
                  disabled={disabled}
                  onChange={() => setPolicy(p.value)}
                  className="mt-1 size-4 accent-brand focus-visible:outline-none"
                />
                <span>
                  <span className="block font-medium text-ink">{p.label}</span>
                  <span className="block text-sm text-gray-700">{p.text}</span>
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
      <div className="mt-4">
        <Alert kind="error">{commit.error ? refusalText(commit.error) : null}</Alert>
      </div>
      <DialogActions className="mt-5">
        <Button onClick={start} pending={commit.isPending}>
          {IMPORT_TEXTS.commitStart}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Throws a job away after asking: its staged file and preview go; the catalogue is untouched. */
export function DiscardDialog({ job, open, onOpenChange, onDiscarded }: { job: ImportJob; open: boolean; onOpenChange: (open: boolean) => void; onDiscarded: () => void }) {
  const discard = useDiscardImport();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) discard.reset();
        onOpenChange(next);
      }}
      title={IMPORT_TEXTS.discardTitle}
      description={IMPORT_TEXTS.discardText}
      confirmLabel={IMPORT_TEXTS.discard}
      pending={discard.isPending}
      error={discard.error ? refusalText(discard.error) : null}
      onConfirm={() =>
        discard.mutate(job._id, {
          onSuccess: () => {
            onOpenChange(false);
            onDiscarded();
          },
        })
      }
    />
  );
}
