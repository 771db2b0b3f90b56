import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

/** A list or page with nothing to show: an icon, a heading, an optional text and an optional action. */
export function EmptyState({ icon: Icon, title, children, action }: { icon: LucideIcon; title: string; children?: ReactNode; action?: ReactNode }) {
  return (
    <div className="rounded-card border border-line bg-soft px-6 py-12 text-center">
      <Icon aria-hidden size={36} className="mx-auto text-muted" />
      <h2 className="mt-3 text-xl">{title}</h2>
      {children ? <div className="mt-2 text-muted">{children}</div> : null}
      {action ? <div className="mt-6">{action}</div> : null}
    </div>
  );
}
