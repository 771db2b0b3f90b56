import { Link } from "react-router";

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
        <Link to="/" className="rounded-lg bg-brand px-5 py-3 font-medium text-white hover:bg-brand-hover">
          Zur Startseite
        </Link>
        <Link to="/products" className="rounded-lg border border-line px-5 py-3 font-medium hover:bg-soft">
          Zum Online-Shop
        </Link>
      </div>
    </section>
  );
}
