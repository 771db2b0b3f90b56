import { CircleAlert, CircleCheck } from "lucide-react";
import { useEffect, useEffectEvent, useState } from "react";

// The fade at the end of a timed message: DESIGN.md's motion range, skipped under reduced motion by the class.
const FADE_MS = 200;

type Props = {
  kind: "error" | "success";
  children: string | null | undefined;
  /** A success that goes away by itself: after this many ms it fades and `onDismiss` clears it. */
  dismissAfterMs?: number;
  onDismiss?: () => void;
};

/**
 * A form's or page's outcome. The live region is always rendered so that a message put into it is announced:
 * errors as alerts (read out at once), successes as polite status messages.
 */
export function Alert({ kind, children, dismissAfterMs, onDismiss }: Props) {
  const error = kind === "error";
  const [fading, setFading] = useState(false);
  // The caller's handler is often a fresh arrow each render; it must not restart the timer.
  const dismiss = useEffectEvent(() => onDismiss?.());

  useEffect(() => {
    if (!children || dismissAfterMs === undefined) return;
    const fade = window.setTimeout(() => setFading(true), Math.max(0, dismissAfterMs - FADE_MS));
    const done = window.setTimeout(dismiss, dismissAfterMs);
    return () => {
      window.clearTimeout(fade);
      window.clearTimeout(done);
      setFading(false);
    };
  }, [children, dismissAfterMs]);

  return (
    <div role={error ? "alert" : "status"} aria-live={error ? "assertive" : "polite"}>
      {children ? (
        <p
          className={`flex items-start gap-2 rounded-lg px-3 py-2.5 text-sm transition-opacity duration-200 motion-reduce:transition-none ${fading ? "opacity-0" : "opacity-100"} ${error ? "bg-danger-soft text-danger" : "bg-brand-soft text-brand-hover"}`}
        >
          {error ? <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" /> : <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />}
          <span>{children}</span>
        </p>
      ) : null}
    </div>
  );
}
