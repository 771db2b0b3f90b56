import type { ReactNode } from "react";

type ContentSectionProps = {
  id?: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  /** A soft background band to separate consecutive sections. */
  tinted?: boolean;
};

/** A titled block of a content page (h2), labelled by its heading for screen-reader navigation. */
export function ContentSection({ id, title, intro, children, tinted = false }: ContentSectionProps) {
  const headingId = `${id ?? slug(title)}-titel`;
  return (
    <section id={id} aria-labelledby={headingId} className={`scroll-mt-24 ${tinted ? "bg-soft" : ""}`}>
      <div className="mx-auto max-w-7xl px-4 py-10 lg:px-8 lg:py-12">
        <h2 id={headingId} className="text-2xl text-ink">
          {title}
        </h2>
        {intro && <div className="mt-3 max-w-3xl leading-relaxed text-ink/80">{intro}</div>}
        <div className="mt-6">{children}</div>
      </div>
    </section>
  );
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}
