import type { ReactNode } from "react";
import { Link } from "react-router";
import { ProductImage } from "#app/components/product/product-image.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { PriceTag } from "#app/components/ui/price-tag.tsx";

type Props = {
  pharmacode: number;
  title: string;
  imageUrl: string | null;
  price: number | null;
  /** Small line above the title (brand or category). */
  kicker?: string | null;
  actions?: ReactNode;
  error?: string | null;
};

/** A compact product tile for the cart's lower sections: saved, recently viewed, recommended. */
export function CartTile({ pharmacode, title, imageUrl, price, kicker, actions, error }: Props) {
  return (
    <li className="flex gap-3 rounded-card border border-line bg-white p-3">
      <ProductImage src={imageUrl} alt="" size={72} className="aspect-square h-18 w-18 shrink-0 object-contain" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        {kicker && <p className="truncate text-xs tracking-wide text-muted uppercase">{kicker}</p>}
        <Link to={`/product/${pharmacode}`} className="line-clamp-2 text-sm leading-snug font-medium hover:text-brand">
          {title}
        </Link>
        <p className="text-sm">{price === null ? <span className="text-muted">Price not available</span> : <PriceTag amount={price} className="font-semibold" />}</p>
        {actions && <div className="mt-1 flex flex-wrap gap-2">{actions}</div>}
        <Alert kind="error">{error}</Alert>
      </div>
    </li>
  );
}
