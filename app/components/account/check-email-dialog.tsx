import { MailCheck } from "lucide-react";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { Button } from "#app/components/ui/button.tsx";

/** After registration (spec §4): 'Check Your Email' with a Close button. */
export function CheckEmailDialog({ email, open, onClose }: { email: string; open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()} title="Check Your Email">
      <div className="flex gap-4">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-soft text-brand" aria-hidden="true">
          <MailCheck className="size-6" />
        </span>
        <div className="space-y-2 text-ink">
          <p>
            We have sent a verification link to <strong className="break-all">{email}</strong>.
          </p>
          <p className="text-muted">Open it to activate your account, then log in. The link is valid for 24 hours.</p>
        </div>
      </div>
      <div className="mt-6 flex justify-end">
        <Button onClick={onClose}>Close</Button>
      </div>
    </Dialog>
  );
}
