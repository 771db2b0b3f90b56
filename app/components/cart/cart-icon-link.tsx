import { ShoppingCart } from "lucide-react";
import { Link } from "react-router";
import { useCartCount } from "#app/lib/queries/cart.ts";
import { useFavourites } from "#app/lib/queries/favourites.ts";

/**
 * The header's cart icon with the number of items. It reads the cached cart, which every cart change
 * replaces with the server's answer, so the badge follows at once. Being in the header of every page, it also
 * asks for the favourites as soon as a token is stored: by the time the page after the login paints its
 * product cards, their hearts already know their state.
 */
export function CartIconLink({ className, size }: { className: string; size: number }) {
  const count = useCartCount();
  useFavourites();
  const label = count > 0 ? `Warenkorb, ${count} Artikel` : "Warenkorb";
  return (
    <Link to="/cartpage" aria-label={label} className={`relative ${className}`}>
      <ShoppingCart aria-hidden size={size} />
      {count > 0 && (
        <span
          aria-hidden
          data-testid="cart-count"
          className="tabular absolute top-0.5 right-0.5 flex h-[18px] min-w-[18px] items-center justify-center rounded-full bg-brand px-1 text-[11px] leading-none font-semibold text-white"
        >
          {count > 99 ? "99+" : count}
        </span>
      )}
    </Link>
  );
}
