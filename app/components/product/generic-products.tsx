import { Loader2, Pill } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import type { ArticleDetail, ProductList } from "#contracts/catalogue.ts";
import { api } from "#app/lib/api-client.ts";
import { ProductCard } from "./product-card.tsx";

/**
 * Generic alternatives (spec §2, §4): products with the same active substance (generic level 1). The section
 * opens after a successful fetch and scrolls into view.
 */
export function GenericProducts({ article }: { article: ArticleDetail }) {
  const code = article.genericGroupCodes.find((g) => g.level === 1) ?? article.genericGroupCodes[0];
  const [state, setState] = useState<{ kind: "idle" | "loading" | "error" } | { kind: "done"; list: ProductList }>({ kind: "idle" });
  const section = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (state.kind === "done") section.current?.scrollIntoView({ behavior: "smooth", block: "start" });
  }, [state.kind]);

  if (!code) return null;

  async function load() {
    setState({ kind: "loading" });
    try {
      const body = await api<ProductList>("/getSimilarProductsByGenericCode", {
        query: { genericCode: code!.code, level: code!.level, page: 1, limit: 20, sort: "price-asc" },
      });
      setState({ kind: "done", list: body.data! });
    } catch (error) {
      console.error("generic products failed", error);
      setState({ kind: "error" });
    }
  }

  const others = state.kind === "done" ? state.list.products.filter((p) => !p.articles.some((a) => a.pharmacode === article.pharmacode)) : [];
  return (
    <section aria-labelledby="generics" className="mt-8">
      <button
        type="button"
        data-replay
        onClick={() => void load()}
        disabled={state.kind === "loading"}
        aria-expanded={state.kind === "done"}
        className="flex min-h-11 items-center gap-2 rounded-lg border border-brand px-4 font-medium text-brand hover:bg-brand-soft disabled:opacity-60"
      >
        {state.kind === "loading" ? <Loader2 aria-hidden size={18} className="animate-spin" /> : <Pill aria-hidden size={18} />}
        Generische Produkte anzeigen
      </button>
      {state.kind === "error" && (
        <p role="alert" className="mt-3 text-sm text-danger">
          Failed to fetch products
        </p>
      )}
      <div ref={section} className="scroll-mt-24">
        {state.kind === "done" && (
          <div className="mt-4">
            <h2 id="generics" className="text-lg">
              Generische Produkte
            </h2>
            {others.length === 0 ? (
              <p className="mt-3 text-muted">Keine generischen Produkte gefunden</p>
            ) : (
              <>
                <ul className="mt-3 grid grid-cols-2 gap-3 md:grid-cols-4">
                  {others.slice(0, 8).map((product) => (
                    <li key={product._id}>
                      <ProductCard product={product} />
                    </li>
                  ))}
                </ul>
                <Link
                  to={`/products?view=generic&genericCode=${encodeURIComponent(code.code)}&level=${code.level}`}
                  className="mt-4 inline-flex min-h-11 items-center font-medium text-brand hover:underline"
                >
                  Alle generischen Produkte anzeigen
                </Link>
              </>
            )}
          </div>
        )}
        {state.kind !== "done" && <h2 id="generics" className="sr-only">Generische Produkte</h2>}
      </div>
    </section>
  );
}
