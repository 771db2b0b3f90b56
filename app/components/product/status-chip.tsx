import type { ArticleSummary } from "#contracts/catalogue.ts";
import { Badge } from "#app/components/ui/badge.tsx";
import { mayShip, regulationLabel } from "#contracts/regulation.ts";
import { regulationOf } from "./article-view.ts";

/** One chip on a card: the regulation when it restricts the sale, else the availability (spec §4). */
export function StatusChip({ article }: { article: ArticleSummary }) {
  const code = regulationOf(article);
  if (code && !mayShip(code)) {
    return <Badge tone="warning">{regulationLabel(code)}</Badge>;
  }
  if (article.isAvailable === true) {
    return <Badge tone="brand">Verfügbar</Badge>;
  }
  if (article.isAvailable === false) {
    return <Badge tone="danger">Nicht verfügbar</Badge>;
  }
  return null;
}
