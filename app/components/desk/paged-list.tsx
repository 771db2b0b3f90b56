import type { ReactNode } from "react";
import { Button } from "#app/components/ui/button.tsx";

export type PagedListTexts = {
  shown: (shown: number, total: number) => string;
  loadMore: string;
  loadingMore: string;
};

/**
 * A desk work list that never hides an entry (issue 37): the page's items, how many of how many are shown, and the
 * button for the next page while there is one. `total` is the database's count when the newest page was read; an
 * entry that arrived since may make the list longer than it, so the larger of the two is shown.
 */
export function PagedList<T>({
  label,
  items,
  total,
  itemKey,
  renderItem,
  texts,
  hasNextPage,
  isFetchingNextPage,
  fetchNextPage,
}: {
  label: string;
  items: T[];
  total: number;
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  texts: PagedListTexts;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}) {
  return (
    <>
      <ol className="space-y-3" aria-label={label}>
        {items.map((item) => (
          <li key={itemKey(item)}>{renderItem(item)}</li>
        ))}
      </ol>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <p className="tabular text-sm text-gray-700" aria-live="polite">
          {texts.shown(items.length, Math.max(total, items.length))}
        </p>
        {hasNextPage ? (
          <Button variant="secondary" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
            {isFetchingNextPage ? texts.loadingMore : texts.loadMore}
          </Button>
        ) : null}
      </div>
    </>
  );
}
