import type { ArticleSummary } from "#contracts/catalogue.ts";
import { regulationLabel, regulationOf } from "./article-view.ts";

/** One chip on a card: the regulation when it restricts the sale, else the availability (spec §4). */
export function StatusChip({ article }: { article: ArticleSummary }) {
  const code = regulationOf(article);
  if (code && code !== "Sale.Web.OK") {
    return <span className="inline-block rounded-md bg-warning-soft px-2 py-0.5 text-xs font-medium text-warning">{regulationLabel[code]}</span>;
  }
  if (article.isAvailable === true) {
    return <span className="inline-block rounded-md bg-brand-soft px-2 py-0.5 text-xs font-medium text-brand-hover">Verfügbar</span>;
  }
  if (article.isAvailable === false) {
    return <span className="inline-block rounded-md bg-danger-soft px-2 py-0.5 text-xs font-medium text-danger">Nicht verfügbar</span>;
  }
  return null;
}
