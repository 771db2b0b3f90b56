import { useLocation } from "react-router";
import type { ProductSummary } from "#contracts/catalogue.ts";
import { ProductCard } from "#app/components/product/product-card.tsx";
import { saveListStateFromUrl } from "#app/lib/list-state.ts";

/** The list grid: 2 columns, 4 on large screens; a product click saves the list state (spec §4). */
export function ProductGrid({ products }: { products: ProductSummary[] }) {
  const location = useLocation();
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {products.map((product, index) => (
        <li key={product._id}>
          <ProductCard product={product} headingLevel={2} priority={index < 2} onOpen={() => saveListStateFromUrl(location.pathname, location.search)} />
        </li>
      ))}
    </ul>
  );
}
