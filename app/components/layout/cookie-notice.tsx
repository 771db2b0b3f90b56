import { Cookie } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { consentCookie, hasConsentChoice, type ConsentChoice } from "#app/lib/cookies.ts";

/**
 * The cookie notice, shown until the visitor chose (spec §4). The cookie is read in the browser after
 * hydration, so people who already chose never see it flash. It leaves the bottom-right corner free for the
 * help button.
 */
export function CookieNotice() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    setVisible(!hasConsentChoice(document.cookie));
  }, []);
  if (!visible) return null;

  const choose = (choice: ConsentChoice) => {
    document.cookie = consentCookie(choice, new Date());
    setVisible(false);
  };

  return (
    <section
      aria-label="Cookie-Hinweis"
      className="fixed bottom-3 left-3 right-[84px] z-40 rounded-xl border border-line bg-white p-3 text-sm shadow-float sm:p-4 sm:max-w-lg lg:bottom-6 lg:left-6"
    >
      <div className="flex gap-3">
        <Cookie aria-hidden size={22} className="mt-0.5 hidden shrink-0 text-brand sm:block" />
        <p className="leading-relaxed text-ink">
          Wir nutzen nur technisch notwendige Cookies und lokalen Speicher, etwa für Ihre Anmeldung. Kein Tracking,
          keine Werbung.{" "}
          <Link to="/privacypolicy" className="font-medium text-brand underline underline-offset-2">
            Datenschutz
          </Link>
        </p>
      </div>
      <div className="mt-3 flex flex-wrap justify-end gap-1 sm:gap-2">
        <button
          type="button"
          onClick={() => choose("dismissed")}
          className="min-h-11 rounded-lg px-3 font-medium text-ink hover:bg-soft"
        >
          Später erinnern
        </button>
        <button
          type="button"
          onClick={() => choose("accepted")}
          className="min-h-11 rounded-lg bg-brand px-4 font-semibold text-white hover:bg-brand-hover"
        >
          Akzeptieren
        </button>
      </div>
    </section>
  );
}
