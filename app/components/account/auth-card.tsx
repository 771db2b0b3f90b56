import type { ReactNode } from "react";

/** The centred card of the login, registration and password pages. */
export function AuthCard({ title, subtitle, children, footer }: { title: string; subtitle?: ReactNode; children: ReactNode; footer?: ReactNode }) {
  return (
    <section className="bg-soft px-4 py-10 lg:py-16">
      <div className="mx-auto w-full max-w-md rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl text-ink">{title}</h1>
        {subtitle ? <p className="mt-2 text-muted">{subtitle}</p> : null}
        <div className="mt-6">{children}</div>
        {footer ? <div className="mt-6 border-t border-line pt-5 text-center text-sm text-muted">{footer}</div> : null}
      </div>
    </section>
  );
}
