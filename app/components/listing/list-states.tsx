import { AlertTriangle, PackageSearch } from "lucide-react";
import { Link } from "react-router";

/** Spec §8: the error message, then 'Unable to load products' with 'Try Again' reloading the page. */
export function ListError({ message }: { message: string }) {
  return (
    <div role="alert" className="rounded-card border border-danger/30 bg-danger-soft/40 px-6 py-12 text-center">
      <AlertTriangle aria-hidden size={36} className="mx-auto text-danger" />
      <h2 className="mt-3 text-xl">Unable to load products</h2>
      <p className="mt-2 text-danger">{message}</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="mt-6 min-h-11 rounded-lg bg-brand px-5 font-medium text-white hover:bg-brand-hover"
      >
        Try Again
      </button>
    </div>
  );
}

type EmptyProps = {
  filtered: boolean;
  didYouMean?: string | null;
  suggestionHref?: string;
  clearHref?: string;
};

/** Spec §8 empty list: no products at all, or none for the search, with the 'Meinten Sie vielleicht:' suggestion. */
export function ListEmpty({ filtered, didYouMean, suggestionHref, clearHref }: EmptyProps) {
  return (
    <div className="rounded-card border border-line bg-soft px-6 py-12 text-center">
      <PackageSearch aria-hidden size={36} className="mx-auto text-muted" />
      <h2 className="mt-3 text-xl">{filtered ? "No products found matching your search criteria." : "No products available"}</h2>
      {didYouMean && suggestionHref && (
        <div className="mt-4">
          <p className="text-muted">Keine Ergebnisse gefunden</p>
          <p className="mt-1">
            Meinten Sie vielleicht:{" "}
            <Link to={suggestionHref} className="font-semibold text-brand underline underline-offset-2 hover:text-brand-hover">
              {didYouMean}
            </Link>
          </p>
        </div>
      )}
      {filtered && clearHref && (
        <Link to={clearHref} className="mt-6 inline-flex min-h-11 items-center rounded-lg border border-line bg-white px-5 font-medium hover:border-brand hover:text-brand">
          Clear all filters
        </Link>
      )}
    </div>
  );
}
