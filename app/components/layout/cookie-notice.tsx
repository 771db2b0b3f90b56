import { Cookie } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useLocation, useRouteLoaderData } from "react-router";
import { consentCookie, hasConsentChoice, type ConsentChoice } from "#app/lib/cookies.ts";
import { buttonClass } from "#app/components/ui/button.tsx";

type RootData = { consentChosen: boolean } | undefined;

/**
 * The cookie notice, shown until the visitor chose (spec §4). The server reads the consent cookie, so the
 * notice is part of the first paint (no late pop-in, no shift of the largest paint) and never flashes for
 * people who already chose. Its buttons are a real form: before the script has loaded the choice goes to
 * /cookie-consent; after hydration the cookie is set here. It leaves the bottom-right corner to the help button.
 */
export function CookieNotice() {
  const root = useRouteLoaderData("root") as RootData;
  const location = useLocation();
  const [visible, setVisible] = useState(root ? !root.consentChosen : false);
  useEffect(() => {
    // Without root data (an error page) the cookie is read in the browser instead.
    if (!root) setVisible(!hasConsentChoice(document.cookie));
  }, [root]);
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
      <form
        method="post"
        action="/cookie-consent"
        className="mt-3 flex flex-wrap justify-end gap-1 sm:gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
          choose(submitter?.value === "accepted" ? "accepted" : "dismissed");
        }}
      >
        <input type="hidden" name="returnTo" value={location.pathname + location.search} />
        <button
          type="submit"
          name="choice"
          value="dismissed"
          className="min-h-11 rounded-lg px-3 font-medium text-ink hover:bg-soft"
        >
          Später erinnern
        </button>
        <button
          type="submit"
          name="choice"
          value="accepted"
          className={buttonClass("primary")}
        >
          Akzeptieren
        </button>
      </form>
    </section>
  );
}
