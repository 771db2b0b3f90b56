import { AlertTriangle, PackageSearch } from "lucide-react";
import { Link } from "react-router";
import { Button, buttonClass } from "#app/components/ui/button.tsx";
import { EmptyState } from "#app/components/ui/empty-state.tsx";

/** Spec §8: the error message, then 'Unable to load products' with 'Try Again' reloading the page. */
export function ListError({ message }: { message: string }) {
  return (
    <div role="alert" className="rounded-card border border-danger/30 bg-danger-soft/40 px-6 py-12 text-center">
      <AlertTriangle aria-hidden size={36} className="mx-auto text-danger" />
      <h2 className="mt-3 text-xl">Unable to load products</h2>
      <p className="mt-2 text-danger">{message}</p>
      <Button className="mt-6" onClick={() => window.location.reload()}>
        Try Again
      </Button>
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
    <EmptyState
      icon={PackageSearch}
      title={filtered ? "No products found matching your search criteria." : "No products available"}
      action={
        filtered && clearHref ? (
          <Link to={clearHref} className={buttonClass("secondary")}>
            Clear all filters
          </Link>
        ) : undefined
      }
    >
      {didYouMean && suggestionHref && (
        <div className="mt-2 text-ink">
          <p className="text-muted">Keine Ergebnisse gefunden</p>
          <p className="mt-1">
            Meinten Sie vielleicht:{" "}
            <Link to={suggestionHref} className="font-semibold text-brand underline underline-offset-2 hover:text-brand-hover">
              {didYouMean}
            </Link>
          </p>
        </div>
      )}
    </EmptyState>
  );
}
