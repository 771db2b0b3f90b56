import { MailCheck } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { Button, buttonClass } from "#app/components/ui/button.tsx";

function CheckEmailText({ email }: { email: string }) {
  return (
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
  );
}

/** After registration (spec §4): 'Check Your Email' with a Close button. */
export function CheckEmailDialog({ email, open, onClose }: { email: string; open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()} title="Check Your Email">
      <CheckEmailText email={email} />
      <div className="mt-6 flex justify-end">
        <Button onClick={onClose}>Close</Button>
      </div>
    </Dialog>
  );
}

/**
 * The same message in the page, for a registration the page's action answered (sent before the scripts ran): the
 * dialog needs a script to open. Close is a link to the empty form, so it works without one too.
 */
export function CheckEmailNotice({ email, onClose }: { email: string; onClose: () => void }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="mb-6 rounded-[var(--radius-card)] border border-line bg-soft p-5">
      <h2 id={id} className="mb-4 text-xl text-ink">
        Check Your Email
      </h2>
      <CheckEmailText email={email} />
      <div className="mt-6 flex justify-end">
        <Link
          to="/registerpage"
          className={buttonClass("primary")}
          onClick={(event) => {
            event.preventDefault();
            onClose();
          }}
        >
          Close
        </Link>
      </div>
    </section>
  );
}
