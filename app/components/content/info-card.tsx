import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

type InfoCardProps = { icon?: LucideIcon; title: string; children: ReactNode; id?: string };

/** A bordered card with an optional icon: services, benefits, steps. */
export function InfoCard({ icon: Icon, title, children, id }: InfoCardProps) {
  return (
    <article id={id} className="scroll-mt-24 rounded-card border border-line bg-white p-5">
      {Icon && (
        <span className="mb-3 inline-flex size-10 items-center justify-center rounded-lg bg-brand-soft text-brand" aria-hidden="true">
          <Icon className="size-5" />
        </span>
      )}
      <h3 className="text-lg text-ink">{title}</h3>
      <div className="mt-2 space-y-2 leading-relaxed text-muted">{children}</div>
    </article>
  );
}
