import { CircleAlert, CircleCheck } from "lucide-react";

/** A form's outcome: errors are alerts (read out at once), successes polite status messages. */
export function FormMessage({ kind, children }: { kind: "error" | "success"; children: string | null | undefined }) {
  const error = kind === "error";
  return (
    <div role={error ? "alert" : "status"} aria-live={error ? "assertive" : "polite"}>
      {children ? (
        <p
          className={`flex items-start gap-2 rounded-lg px-3 py-2.5 text-sm ${error ? "bg-danger-soft text-danger" : "bg-brand-soft text-success"}`}
        >
          {error ? <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" /> : <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />}
          <span>{children}</span>
        </p>
      ) : null}
    </div>
  );
}
