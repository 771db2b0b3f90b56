// First: zod must see this setting before any schema is built (see the module).
import "./lib/zod-browser.ts";
import { useEffect } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import type { Route } from "./+types/root";
import { PageFrame } from "./components/layout/page-frame.tsx";
import { PageError } from "./components/layout/page-error.tsx";
import { QueryProvider } from "./lib/queries/query-provider.tsx";
import { PendingActionRunner } from "./components/account/pending-action-runner.tsx";
import { SessionExpiryRedirect } from "./lib/session-expiry-redirect.tsx";
import { pickUpHandedOverSession } from "./lib/session-handoff.ts";
import { hasConsentChoice } from "./lib/cookies.ts";
import { markHydrated } from "./lib/first-second.ts";
import stylesheet from "./app.css?url";
import { HEAD_SCRIPT } from "#contracts/session-mark.ts";

/*
 * The stylesheet is a file of its own (hashed, cached for a year, brotli 10 kB), no longer inside every document
 * (decision record 025, which replaces 008's inlining): inline it was 64 kB of every page's 155 kB, paid again on
 * every page a visitor opens; linked, a first visit pays one request beside the scripts and every later page nothing.
 */
export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

/**
 * Whether the visitor already answered the cookie notice, read from the request: the notice is then part of
 * the first paint for those who have not, and never flashes for those who have.
 */
export function loader({ request }: Route.LoaderArgs) {
  return { consentChosen: hasConsentChoice(request.headers.get("cookie") ?? "") };
}

// Nothing in the root data changes through client navigation; the notice tracks a choice locally.
export const shouldRevalidate = () => false;

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="de-CH" dir="ltr" suppressHydrationWarning>
      <head>
        {/* Before the first paint: whether this browser holds a login, so the header does not flash "ANMELDEN" to
            a logged-in customer until its script has run (issue 31; site-header.tsx removes the mark then), and
            the first second's recorder and early account calls (contracts/first-second.ts, record 032). */}
        <script dangerouslySetInnerHTML={{ __html: HEAD_SCRIPT }} />
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b7a53" />
        <Meta />
        {/* With a precedence React writes it among the first things of <head>. The scripts are fetched only after
            the first paint (app/lib/scripts-after-paint.ts), so the first round trips are the stylesheet's (record 025). */}
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        <Links />
        {/* The first paint waits until the whole server-rendered page is parsed (#page-end, after it): painted
            halfway, the rest would be laid out again in the frames after, while the page's scripts start (record 025). */}
        <link rel="expect" href="#page-end" blocking="render" />
      </head>
      <body className="bg-surface text-ink antialiased">
        <QueryProvider>{children}</QueryProvider>
        <span id="page-end" hidden />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  // A login sent before the page's scripts ran hands its token over here, once they run (record 026).
  useEffect(() => void pickUpHandedOverSession(), []);
  // The root's effect runs after every child's: the page is live, and the taps held back since the first paint
  // are carried out now (record 032).
  useEffect(markHydrated, []);
  return (
    <PageFrame>
      <SessionExpiryRedirect />
      <PendingActionRunner />
      <Outlet />
    </PageFrame>
  );
}

export function ErrorBoundary() {
  // Only the root's own failures come here (a page's, a 404 among them, are answered inside the frame by
  // routes/pages.tsx). A page answered here is live too: without this, its menu and search buttons would hold every
  // tap for a replay that never comes.
  useEffect(markHydrated, []);
  return (
    <PageFrame>
      <PageError />
    </PageFrame>
  );
}
