import { Link } from "react-router";
import { buttonClass } from "#app/components/ui/button.tsx";

export function NotFoundContent() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-20 text-center">
      <p className="text-sm font-semibold tracking-wide text-brand uppercase">Fehler 404</p>
      <h1 className="mt-2 text-3xl">Seite nicht gefunden</h1>
      <p className="mt-4 text-muted">
        Die gesuchte Seite existiert nicht oder wurde verschoben. Vielleicht finden Sie, was Sie suchen, in unserem
        Online-Shop.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClass("primary")}>
          Zur Startseite
        </Link>
        <Link to="/products" className={buttonClass("secondary")}>
          Zum Online-Shop
        </Link>
      </div>
    </section>
  );
}
