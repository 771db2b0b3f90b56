import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { CookieNotice } from "./cookie-notice.tsx";
import { HelpButton } from "./help-button.tsx";
import { InfoBanner } from "./info-banner.tsx";
import { MobileHeader } from "./mobile-header.tsx";
import { ScrollToTop } from "./scroll-to-top.tsx";
import { SiteFooter } from "./site-footer.tsx";
import { SiteHeader } from "./site-header.tsx";

const STAFF_AREAS = new Set(["/desk", "/backoffice"]);

/** The frame around every page: banner, header, main, footer and the floating widgets. */
export function PageFrame({ children }: { children: ReactNode }) {
  // The help dialog is the customers' (tracking, returns, prescriptions): the staff's desk and the managers' back
  // office have their own work, with buttons at the bottom of the desk's cards (issue 38 point 15) and the audit
  // trail's "Verlauf" links at the right end of the articles' rows, where the button sat while scrolling up.
  const inStaffArea = STAFF_AREAS.has(useLocation().pathname.toLowerCase().replace(/\/+$/, ""));
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-[60] rounded-lg bg-brand px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Zum Inhalt springen
      </a>
      <InfoBanner />
      <header className="sticky top-0 z-30 border-b border-line bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
        <SiteHeader />
        <MobileHeader />
      </header>
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter />
      {inStaffArea ? null : <HelpButton />}
      <CookieNotice />
      <ScrollToTop />
    </div>
  );
}
