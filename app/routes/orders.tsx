import { PackageSearch, ShoppingBag, UserRound } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "#app/components/ui/button.tsx";
import { PageHero } from "#app/components/content/page-hero.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import { pharmacy } from "#contracts/pharmacy.ts";

export const meta = () =>
  pageMeta("Meine Bestellungen", "Ihre Bestellungen bei der Rheinbogen Apotheke. Online-Bestellungen sind noch nicht verfügbar.");

/** Linked from the profile sidebar; the shop takes no online orders yet, so there is nothing to list. */
export default function Orders() {
  return (
    <>
      <PageHero eyebrow="Mein Konto" title="Meine Bestellungen" />
      <div className="mx-auto max-w-7xl px-4 py-10 lg:px-8 lg:py-12">
        <div className="mx-auto max-w-2xl rounded-card border border-line bg-white p-8 text-center">
          <span className="mx-auto inline-flex size-14 items-center justify-center rounded-full bg-brand-soft text-brand" aria-hidden="true">
            <ShoppingBag className="size-7" />
          </span>
          <h2 className="mt-4 text-xl text-ink">Noch keine Online-Bestellungen</h2>
          <p className="mt-3 leading-relaxed text-muted">
            Unser Shop nimmt noch keine Online-Bestellungen entgegen, deshalb erscheinen hier noch keine Bestellungen. Produkte
            reservieren wir Ihnen gerne telefonisch unter{" "}
            <a href={pharmacy.phoneHref} className="font-medium text-brand underline underline-offset-2">
              {pharmacy.phone}
            </a>{" "}
            zur Abholung in der Apotheke.
          </p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <Link to="/products" className={buttonClass("primary")}>
              Zum Online-Shop
            </Link>
            <Link to="/profilepage" className={buttonClass("secondary")}>
              <UserRound className="size-4" aria-hidden="true" />
              Zum Profil
            </Link>
            <Link to="/track-order" className={buttonClass("secondary")}>
              <PackageSearch className="size-4" aria-hidden="true" />
              Bestellung verfolgen
            </Link>
          </div>
        </div>
      </div>
    </>
  );
}
