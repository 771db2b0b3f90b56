import type { ReactNode } from "react";

/** The frame around every page: banner, header, main, footer and the floating widgets. */
export function PageFrame({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <header className="border-b border-line px-4 py-3 font-semibold text-brand">Rheinbogen Apotheke</header>
      <main id="main" className="flex-1">
        {children}
      </main>
      <footer className="border-t border-line px-4 py-6 text-sm text-muted">© 2024 Rheinbogen Apotheke</footer>
    </div>
  );
}
