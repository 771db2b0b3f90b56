import { ArrowLeft, ExternalLink, TriangleAlert } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Link } from "react-router";
import { Alert } from "#app/components/ui/alert.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button, buttonClass } from "#app/components/ui/button.tsx";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { useBackofficeArticle } from "#app/lib/queries/backoffice.ts";
import { isSessionEnded } from "#app/lib/queries/session-ended.ts";
import { LOW_STOCK_THRESHOLD, type BackofficeArticle } from "#contracts/backoffice.ts";
import { regulationLabel } from "#contracts/regulation.ts";
import { AuditTrail } from "./article-audit.tsx";
import { ArticleForm } from "./article-form.tsx";
import { ARTICLE_TEXTS, BACKOFFICE_TEXTS, number, refusalText } from "./backoffice-texts.ts";
import { StockDialog } from "./stock-dialog.tsx";

type Props = {
  pharmacode: number;
  /** The article's photos (article-photos.tsx), mounted by the route; shown in the side column under the stock. */
  photos?: ReactNode;
};

/**
 * One article for the managers (issue 40): every field in one form, the stock with its correction, the photos'
 * place, the audit trail and the way to the shop's page. `?ansicht=artikel&pharmacode=N`.
 */
export function ArticlePage({ pharmacode, photos }: Props) {
  const article = useBackofficeArticle(pharmacode);
  const back = (
    <Link to="/backoffice?ansicht=artikel" className={buttonClass("link", "md", "inline-flex min-h-11 items-center gap-1.5")}>
      <ArrowLeft aria-hidden className="size-4" />
      {ARTICLE_TEXTS.back}
    </Link>
  );
  if (article.isPending || (article.isError && isSessionEnded(article.error))) {
    return (
      <div className="flex min-h-[30vh] items-center justify-center" role="status">
        <Spinner label="Artikel wird geladen…" />
      </div>
    );
  }
  if (article.isError) {
    return (
      <div className="space-y-4">
        {back}
        <EmptyState icon={TriangleAlert} title={refusalText(article.error)} action={<Button onClick={() => void article.refetch()}>{BACKOFFICE_TEXTS.retry}</Button>} />
      </div>
    );
  }
  const a = article.data;
  return (
    <section aria-labelledby="article-title" className="space-y-6">
      {back}
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id="article-title" className="text-xl break-words">
            {a.name}
          </h2>
          <p className="mt-1 text-sm text-gray-700">
            Pharmacode <span className="tabular">{a.pharmacode}</span>
            {a.brand ? ` · ${a.brand}` : ""}
          </p>
          <p className="mt-2 flex flex-wrap gap-1">
            {a.active ? <Badge tone="brand">Im Shop</Badge> : <Badge tone="neutral">Inaktiv</Badge>}
            {a.saleCode !== "Sale.Web.OK" ? <Badge tone="warning">{regulationLabel(a.saleCode)}</Badge> : null}
            {a.swissmedicCategory ? <Badge tone="neutral">Kat. {a.swissmedicCategory}</Badge> : null}
          </p>
        </div>
        {/* An inactive article's shop page answers 404: the link is offered only while it is in the shop. */}
        {a.active ? (
          <Link to={`/product/${a.pharmacode}`} target="_blank" rel="noopener" className={buttonClass("secondary", "md")}>
            <ExternalLink aria-hidden className="size-4" />
            {ARTICLE_TEXTS.inShop}
            <span className="sr-only"> (neues Fenster)</span>
          </Link>
        ) : null}
      </div>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="rounded-[var(--radius-card)] border border-line bg-white p-4 sm:p-6">
          <h3 className="text-lg">{ARTICLE_TEXTS.formTitle}</h3>
          <ArticleForm article={a} />
        </div>
        {/* On a phone the stock (short, often wanted) comes before the long form. */}
        <div className="order-first space-y-6 lg:order-none">
          <StockCard article={a} />
          {photos}
        </div>
      </div>

      <section aria-labelledby="article-audit-title" className="space-y-3">
        <h3 id="article-audit-title" className="text-lg">
          {ARTICLE_TEXTS.auditTitle}
        </h3>
        <AuditTrail pharmacode={a.pharmacode} />
      </section>
    </section>
  );
}

function StockCard({ article }: { article: BackofficeArticle }) {
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const tone = article.stock === 0 ? "text-danger" : article.stock <= LOW_STOCK_THRESHOLD ? "text-warning" : "text-ink";
  return (
    <section aria-labelledby="stock-title" className="rounded-[var(--radius-card)] border border-line bg-white p-4 sm:p-6">
      <h3 id="stock-title" className="text-lg">
        {ARTICLE_TEXTS.stockTitle}
      </h3>
      <p className={`tabular mt-2 text-3xl font-semibold ${tone}`}>
        {number(article.stock)} <span className="text-base font-normal text-gray-700">Stück</span>
      </p>
      <Button variant="secondary" className="mt-4 w-full" onClick={() => setOpen(true)}>
        {ARTICLE_TEXTS.stockAdjust}
      </Button>
      <div className="mt-3">
        <Alert kind="success" dismissAfterMs={8000} onDismiss={() => setDone(null)}>
          {done}
        </Alert>
      </div>
      {open ? <StockDialog article={article} open={open} onOpenChange={setOpen} onDone={setDone} /> : null}
    </section>
  );
}
