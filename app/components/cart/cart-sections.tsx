import { ShoppingCart } from "lucide-react";
import { useState, type ReactNode } from "react";
import type { CartLine, SavedLine } from "#contracts/cart.ts";
import { articleTitle, cardImage, mainArticle, orderableOnline, saleableOf, type Saleable } from "#app/components/product/article-view.ts";
import { mayOrderOnline } from "#contracts/regulation.ts";
import { Button } from "#app/components/ui/button.tsx";
import { useAddToCart, useRelatedProducts } from "#app/lib/queries/cart.ts";
import { useGermanCategoryName } from "#app/lib/category-names.ts";
import { readRecentlyViewed, saleableOfViewed } from "#app/lib/recently-viewed.ts";
import { failureText } from "./cart-line-item.tsx";
import { CartTile } from "./cart-tile.tsx";
import { SAVED_ITEM_MESSAGES } from "./saved-items.ts";

export function CartSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-xl">
        {title}
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">{children}</ul>
    </section>
  );
}

/** A tile whose button puts one of the article into the cart. */
function AddableTile(props: Saleable & { pharmacode: number; title: string; imageUrl: string | null; kicker?: string | null }) {
  const add = useAddToCart();
  const [error, setError] = useState<string | null>(null);
  return (
    <CartTile
      {...props}
      error={error}
      actions={
        orderableOnline(props) && (
          <Button
            size="sm"
            disabled={add.isPending}
            aria-label={`Add ${props.title} to Cart`}
            onClick={() => {
              setError(null);
              add.mutate({ pharmacode: props.pharmacode, quantity: 1 }, { onError: (e) => setError(failureText(e, SAVED_ITEM_MESSAGES.addFailed)) });
            }}
          >
            <ShoppingCart aria-hidden size={16} /> {add.isPending ? "Adding..." : "Add to Cart"}
          </Button>
        )
      }
    />
  );
}

type SavedProps = { items: SavedLine[]; onMove: (item: SavedLine) => Promise<void>; onRemove: (item: SavedLine) => Promise<void> };

/** Saved for Later: Move to Cart adds one and, once the server took it, the item leaves the list (spec §4). */
export function SavedForLater({ items, onMove, onRemove }: SavedProps) {
  if (items.length === 0) return null;
  return (
    <CartSection id="saved-for-later" title="Saved for Later">
      {items.map((item) => (
        <SavedTile key={item.pharmacode} item={item} onMove={onMove} onRemove={onRemove} />
      ))}
    </CartSection>
  );
}

function SavedTile({ item, onMove, onRemove }: { item: SavedLine } & Omit<SavedProps, "items">) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const saleable = { price: item.price, prescription: !mayOrderOnline(item.regulation) };
  // Busy until the server answered; on success the tile leaves the list, on failure it says why.
  const act = (run: (item: SavedLine) => Promise<void>, fallback: string) => async () => {
    setError(null);
    setBusy(true);
    try {
      await run(item);
    } catch (e) {
      setError(failureText(e, fallback));
      setBusy(false);
    }
  };
  return (
    <CartTile
      pharmacode={item.pharmacode}
      title={item.description}
      imageUrl={item.imageUrl}
      {...saleable}
      error={error}
      actions={
        <>
          {orderableOnline(saleable) && (
            <Button
              size="sm"
              disabled={busy}
              onClick={act(onMove, SAVED_ITEM_MESSAGES.moveFailed)}
            >
              Move to Cart
            </Button>
          )}
          <Button
            size="sm"
            variant="secondary"
            disabled={busy}
            aria-label={`Remove ${item.description} from Saved for Later`}
            onClick={act(onRemove, SAVED_ITEM_MESSAGES.removeFailed)}
          >
            Remove
          </Button>
        </>
      }
    />
  );
}

/** Up to 3 of the products the product page recorded, newest first (spec §9). */
/** The articles last looked at, without those already in the cart (issue 38 point 15): three at most. */
export function RecentlyViewed({ inCart }: { inCart: readonly number[] }) {
  const [viewed] = useState(() => readRecentlyViewed());
  const items = viewed.filter((item) => !inCart.includes(item.pharmacode)).slice(0, 3);
  const germanName = useGermanCategoryName();
  if (items.length === 0) return null;
  return (
    <CartSection id="recently-viewed" title="Recently Viewed">
      {items.map((item) => (
        <AddableTile
          key={item.pharmacode}
          pharmacode={item.pharmacode}
          title={item.description}
          imageUrl={item.imageUrl}
          {...saleableOfViewed(item)}
          kicker={item.category && germanName(item.category)}
        />
      ))}
    </CartSection>
  );
}

/** You might also like: up to 3 related products not in the cart (spec §9). */
export function RelatedProducts({ lines }: { lines: CartLine[] }) {
  const related = useRelatedProducts(lines);
  const products = related.data ?? [];
  if (products.length === 0) return null;
  return (
    <CartSection id="you-might-also-like" title="You might also like">
      {products.map((product) => {
        const article = mainArticle(product)!;
        return (
          <AddableTile
            key={product._id}
            pharmacode={article.pharmacode}
            title={articleTitle(article)}
            imageUrl={cardImage(article)}
            {...saleableOf(article)}
            kicker={article.description.brand}
          />
        );
      })}
    </CartSection>
  );
}
