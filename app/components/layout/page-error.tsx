import { pharmacy } from "#contracts/pharmacy.ts";
import { NotFoundContent } from "./not-found-content.tsx";
import { RouteErrorBoundary, useRouteErrorInfo } from "./route-error-boundary.tsx";

/** What a page's failure shows inside the frame: the not-found page for a 404, else the general error. */
export function PageError() {
  const notFound = useRouteErrorInfo().status === 404;
  if (notFound) {
    return (
      <>
        <title>{`Seite nicht gefunden | ${pharmacy.name}`}</title>
        <NotFoundContent />
      </>
    );
  }
  return (
    <RouteErrorBoundary
      texts={() => ({
        title: "Ein Fehler ist aufgetreten",
        message: `Die Seite konnte nicht geladen werden. Bitte versuchen Sie es in einem Moment erneut oder kontaktieren Sie uns unter ${pharmacy.phone}.`,
      })}
      home={{ to: "/", label: "Zur Startseite" }}
    />
  );
}
