import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { Button, buttonClass } from "#app/components/ui/button.tsx";
import { pharmacy } from "#contracts/pharmacy.ts";

/** The status of a route failure: the response's own, 0 when a client navigation's request did not get through. */
export function routeErrorStatus(error: unknown): number {
  if (isRouteErrorResponse(error)) return error.status;
  return error instanceof TypeError ? 0 : 500;
}

export type RouteErrorTexts = {
  /** The heading and the document title. */
  title: string;
  message: string;
};

type Props = {
  /** The page's own texts for a failure; `status` 0 means the network, `detail` is a text the loader threw. */
  texts: (status: number, detail: string | null) => RouteErrorTexts;
  /** Where to go instead (the start page, the shop). */
  home: { to: string; label: string };
};

/** The failure a route boundary is showing: its status (see routeErrorStatus) and a text the loader threw. */
export function useRouteErrorInfo(): { status: number; detail: string | null } {
  const error = useRouteError();
  return { status: routeErrorStatus(error), detail: isRouteErrorResponse(error) && typeof error.data === "string" ? error.data : null };
}

/**
 * What a route shows when its loader or rendering fails: the page's texts, a way on, and 'Try Again' (a reload)
 * unless the page does not exist. The root uses it for every route without a boundary of its own.
 */
export function RouteErrorBoundary({ texts, home }: Props) {
  const { status, detail } = useRouteErrorInfo();
  const { title, message } = texts(status, detail);
  return (
    <section className="mx-auto max-w-3xl px-4 py-20 text-center">
      <title>{`${title} | ${pharmacy.name}`}</title>
      <h1 className="text-3xl">{title}</h1>
      <p className="mt-4 text-muted">{message}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={home.to} className={buttonClass("primary")}>
          {home.label}
        </Link>
        {status !== 404 ? (
          <Button variant="secondary" onClick={() => window.location.reload()}>
            Try Again
          </Button>
        ) : null}
      </div>
    </section>
  );
}
