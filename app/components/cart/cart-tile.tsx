import type { ReactNode } from "react";
import { Link } from "react-router";
import { ProductImage } from "#app/components/product/product-image.tsx";
import type { Saleable } from "#app/components/product/article-view.ts";
import { TilePrice } from "#app/components/product/price-block.tsx";
import { Alert } from "#app/components/ui/alert.tsx";

type Props = Saleable & {
  pharmacode: number;
  title: string;
  imageUrl: string | null;
  /** Small line above the title (brand or category). */
  kicker?: string | null;
  actions?: ReactNode;
  error?: string | null;
};

/** A compact product tile for the cart's lower sections: saved, recently viewed, recommended. */
export function CartTile({ pharmacode, title, imageUrl, price, prescription, kicker, actions, error }: Props) {
  return (
    <li className="flex gap-3 rounded-card border border-line bg-white p-3">
      <ProductImage src={imageUrl} alt="" size={72} className="aspect-square h-18 w-18 shrink-0 object-contain" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        {kicker && <p className="truncate text-xs tracking-wide text-muted uppercase">{kicker}</p>}
        <Link to={`/product/${pharmacode}`} className="line-clamp-2 text-sm leading-snug font-medium hover:text-brand">
          {title}
        </Link>
        <p className="text-sm">
          <TilePrice item={{ price, prescription }} />
        </p>
        {actions && <div className="mt-1 flex flex-wrap gap-2">{actions}</div>}
        <Alert kind="error">{error}</Alert>
      </div>
    </li>
  );
}
