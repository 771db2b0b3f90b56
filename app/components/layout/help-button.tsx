import { CircleHelp } from "lucide-react";
import { lazy, Suspense } from "react";
import { useLazyDialog } from "#app/components/ui/lazy-dialog.ts";
import { useHideOnScrollDown } from "./use-hide-on-scroll-down.ts";

const loadHelpDialog = () => import("./help-dialog.tsx");
const HelpDialog = lazy(loadHelpDialog);

/**
 * The floating help button (bottom right, pulsing every 2 s unless the visitor prefers reduced motion); its
 * dialog is loaded on first use. It slides away while the visitor scrolls down, so it never sits on the text
 * being read (on a desktop too: at 1280x900 it covered an offer's price and "Alle Kategorien", issue 41), and
 * comes back on scrolling up (or when focused from the keyboard).
 */
export function HelpButton() {
  const help = useLazyDialog(loadHelpDialog);
  const [hidden, setHidden] = useHideOnScrollDown();
  return (
    <>
      <button
        {...help.trigger}
        aria-label="Hilfe"
        data-scrolled-away={hidden || undefined}
        onFocus={() => setHidden(false)}
        className={`fixed right-4 bottom-4 z-40 flex h-14 w-14 items-center justify-center rounded-full bg-brand text-white shadow-float transition-[translate,opacity] duration-200 hover:bg-brand-hover motion-reduce:transition-none lg:right-6 lg:bottom-6 ${hidden ? "pointer-events-none translate-y-24 opacity-0" : ""}`}
      >
        <span
          aria-hidden
          data-testid="help-pulse"
          className="pointer-events-none absolute inset-0 animate-help-ring rounded-full bg-brand motion-reduce:hidden"
        />
        {/* Positioned so it paints above the ring, which starts as a tint over the button. */}
        <CircleHelp aria-hidden size={28} className="relative" />
      </button>
      {help.mounted && (
        <Suspense fallback={null}>
          <HelpDialog {...help.dialog} />
        </Suspense>
      )}
    </>
  );
}
