import { CircleHelp } from "lucide-react";
import { lazy, Suspense } from "react";
import { useLazyDialog } from "./lazy-dialog.ts";

const loadHelpDialog = () => import("./help-dialog.tsx");
const HelpDialog = lazy(loadHelpDialog);

/**
 * The floating help button (bottom right, pulsing every 2 s unless the visitor prefers reduced motion); its
 * dialog is loaded on first use.
 */
export function HelpButton() {
  const help = useLazyDialog(loadHelpDialog);
  return (
    <>
      <button
        {...help.trigger}
        aria-label="Hilfe"
        className="fixed right-4 bottom-4 z-40 flex h-14 w-14 animate-help-pulse items-center justify-center rounded-full bg-brand text-white shadow-float hover:bg-brand-hover motion-reduce:animate-none lg:right-6 lg:bottom-6"
      >
        <CircleHelp aria-hidden size={28} />
      </button>
      {help.mounted && (
        <Suspense fallback={null}>
          <HelpDialog {...help.dialog} />
        </Suspense>
      )}
    </>
  );
}
