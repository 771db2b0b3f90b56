import { History, PackageSearch, Search, TriangleAlert } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Link, useSearchParams } from "react-router";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { inputClass } from "#app/components/ui/field.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { useBackofficeArticles } from "#app/lib/queries/backoffice.ts";
import { isSessionEnded } from "#app/lib/queries/session-ended.ts";
import { ARTICLE_FILTERS, LOW_STOCK_THRESHOLD, type ArticleFilter, type BackofficeArticle } from "#contracts/backoffice.ts";
import { formatChf } from "#contracts/money.ts";
import { regulationLabel } from "#contracts/regulation.ts";
import { ARTICLE_FILTER_LABELS, BACKOFFICE_TEXTS, number } from "./backoffice-texts.ts";
import { articleHref, auditHref } from "./backoffice-views.tsx";
import { FilterChips } from "./filter-chips.tsx";
import { Pager } from "./pager.tsx";
import { DataTable, SHOWN_FROM } from "#app/components/ui/data-table.tsx";

const FILTER_OPTIONS: { value: ArticleFilter | ""; label: string }[] = [{ value: "", label: "Alle" }, ...ARTICLE_FILTERS.map((f) => ({ value: f, label: ARTICLE_FILTER_LABELS[f] }))];

const filterOf = (value: string | null): ArticleFilter | "" => (ARTICLE_FILTERS as readonly string[]).includes(value ?? "") ? (value as ArticleFilter) : "";
const pageOf = (value: string | null) => Math.max(1, Number.parseInt(value ?? "1", 10) || 1);

/**
 * Every article, in the shop or not, with search and the API's filters; search, filter and page are in the address
 * (`suche`, `filter`, `seite`), so the way back from an article's audit trail lands on the same list.
 */
export function ArticlesView() {
  const [params, setParams] = useSearchParams();
  const search = params.get("suche") ?? "";
  const filter = filterOf(params.get("filter"));
  const page = pageOf(params.get("seite"));
  const [typed, setTyped] = useState(search);
  const articles = useBackofficeArticles(search, filter, page);

  // A new search or filter starts again at page 1.
  const go = (next: { suche?: string; filter?: string; seite?: number }) => {
    const query = new URLSearchParams({ ansicht: "artikel" });
    const suche = next.suche ?? search;
    const chosen = next.filter ?? filter;
    const seite = next.seite ?? 1;
    if (suche) query.set("suche", suche);
    if (chosen) query.set("filter", chosen);
    if (seite > 1) query.set("seite", String(seite));
    setParams(query);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    go({ suche: typed.trim() });
  };

  let body;
  if (articles.isPending || (articles.isError && isSessionEnded(articles.error))) {
    body = (
      <div className="flex min-h-[30vh] items-center justify-center" role="status">
        <Spinner label="Artikel werden geladen…" />
      </div>
    );
  } else if (articles.isError) {
    body = <EmptyState icon={TriangleAlert} title={BACKOFFICE_TEXTS.loadFailed} action={<Button onClick={() => void articles.refetch()}>{BACKOFFICE_TEXTS.retry}</Button>} />;
  } else if (articles.data.articles.length === 0) {
    body = (
      <EmptyState icon={PackageSearch} title="Keine Artikel gefunden">
        {search || filter ? "Kein Artikel passt zu Suche und Filter." : "Der Katalog ist leer."}
      </EmptyState>
    );
  } else {
    body = (
      <>
        <DataTable
          label="Artikel (seitlich scrollbar)"
          caption={`Artikel, Seite ${articles.data.pagination.page}`}
          busy={articles.isFetching}
          stale={articles.isPlaceholderData}
          columns={[
            { label: "Pharmacode", from: "sm" },
            { label: "Artikel" },
            { label: "Preis", align: "right" },
            { label: "Bestand", align: "right" },
            { label: "Status", from: "md" },
            { label: "Verlauf", readOutOnly: true },
          ]}
        >
          {articles.data.articles.map((article) => (
            <ArticleRow key={article.pharmacode} article={article} />
          ))}
        </DataTable>
        <Pager label="Seiten der Artikelliste" pagination={articles.data.pagination} onPage={(seite) => go({ seite })} busy={articles.isFetching} />
      </>
    );
  }

  return (
    <section aria-label="Artikel" className="space-y-4">
      <form role="search" aria-label="Artikelsuche" onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex-1">
          <label htmlFor="backoffice-article-search" className="mb-1.5 block text-sm font-medium text-ink">
            Artikel suchen
          </label>
          <input
            id="backoffice-article-search"
            type="search"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            placeholder="Name, Marke, Pharmacode oder GTIN"
            className={inputClass}
          />
        </div>
        <Button type="submit">
          <Search aria-hidden className="size-4" />
          Suchen
        </Button>
      </form>
      <FilterChips label="Artikel filtern" options={FILTER_OPTIONS} value={filter} onChange={(value) => go({ filter: value })} />
      {body}
    </section>
  );
}

function ArticleRow({ article }: { article: BackofficeArticle }) {
  return (
    <tr className="align-top">
      <td className={`tabular ${SHOWN_FROM.sm} px-3 py-2.5 text-gray-700`}>{article.pharmacode}</td>
      <td className="px-3 py-2.5">
        <Link to={articleHref(article.pharmacode)} className="block font-medium text-ink underline-offset-4 hover:text-brand hover:underline">
          {article.name}
        </Link>
        <span className="block text-gray-700">
          <span className="sm:hidden">{article.pharmacode} · </span>
          {article.brand || "–"}
        </span>
        {!article.active ? (
          <Badge tone="neutral" className="mt-1 md:hidden">
            Inaktiv
          </Badge>
        ) : null}
      </td>
      <td className="tabular px-3 py-2.5 text-right whitespace-nowrap">
        {article.price === null ? (
          <span className="text-gray-700">Kein Preis</span>
        ) : (
          <>
            <span className="font-medium text-ink">{formatChf(article.price)}</span>
            {article.originalPrice !== null ? <span className="block text-gray-700 line-through">{formatChf(article.originalPrice)}</span> : null}
          </>
        )}
      </td>
      <td className="tabular px-3 py-2.5 text-right">
        <StockFigure stock={article.stock} />
      </td>
      <td className={`${SHOWN_FROM.md} px-3 py-2.5`}>
        <span className="flex flex-wrap gap-1">
          {article.active ? <Badge tone="brand">Im Shop</Badge> : <Badge tone="neutral">Inaktiv</Badge>}
          {article.saleCode !== "Sale.Web.OK" ? <Badge tone="warning">{regulationLabel(article.saleCode)}</Badge> : null}
          {article.swissmedicCategory ? <Badge tone="neutral">Kat. {article.swissmedicCategory}</Badge> : null}
          {article.images.length === 0 ? <Badge tone="neutral">Ohne Bild</Badge> : null}
        </span>
      </td>
      <td className="px-3 py-2.5 text-right">
        <Link
          to={auditHref(article.pharmacode)}
          className="inline-flex min-h-10 items-center gap-1.5 rounded-lg px-2 font-medium whitespace-nowrap text-brand hover:bg-brand-soft"
          aria-label={`Verlauf von ${article.name}`}
        >
          <History aria-hidden className="size-4" />
          <span className="hidden sm:inline">Verlauf</span>
        </Link>
      </td>
    </tr>
  );
}

function StockFigure({ stock }: { stock: number }) {
  if (stock === 0) return <Badge tone="danger">Ausverkauft</Badge>;
  if (stock <= LOW_STOCK_THRESHOLD) return <Badge tone="warning">{number(stock)}</Badge>;
  return <span className="text-ink">{number(stock)}</span>;
}
