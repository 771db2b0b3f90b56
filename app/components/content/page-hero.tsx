import type { ReactNode } from "react";

type PageHeroProps = {
  /** Small overline above the title, e.g. the page's section. */
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  /** Call-to-action links below the lead. */
  children?: ReactNode;
};

/** The top band of every content page: one h1, a short lead and optional actions. */
export function PageHero({ eyebrow, title, lead, children }: PageHeroProps) {
  // 28 px on phones: one German word ("Versandinformationen", "Datenschutzerklärung") at 30 px is wider than a
  // 390 px screen's column and widened the page (issue 41); a longer title breaks rather than overflows.
  return (
    <section className="border-b border-line bg-soft">
      <div className="mx-auto max-w-7xl px-4 py-10 lg:px-8 lg:py-14">
        {eyebrow && <p className="text-sm font-semibold tracking-wide text-brand uppercase">{eyebrow}</p>}
        <h1 className="mt-2 max-w-3xl text-[1.75rem] leading-tight break-words hyphens-auto text-ink sm:text-3xl lg:text-4xl">{title}</h1>
        {lead && <div className="mt-4 max-w-2xl text-lg leading-relaxed text-ink/80">{lead}</div>}
        {children && <div className="mt-6 flex flex-wrap gap-3">{children}</div>}
      </div>
    </section>
  );
}
