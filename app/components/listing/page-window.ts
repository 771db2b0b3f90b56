/** Page buttons (spec §5): a window of five numbers around the current page, plus first and last with ellipses. */
export type PageItem = number | "ellipsis-start" | "ellipsis-end";

export function pageWindow(current: number, total: number): PageItem[] {
  if (total <= 1) return [];
  const size = 5;
  let start = Math.max(1, current - Math.floor(size / 2));
  const end = Math.min(total, start + size - 1);
  start = Math.max(1, end - size + 1);
  const items: PageItem[] = [];
  if (start > 1) {
    items.push(1);
    if (start > 2) items.push("ellipsis-start");
  }
  for (let page = start; page <= end; page += 1) items.push(page);
  if (end < total) {
    if (end < total - 1) items.push("ellipsis-end");
    items.push(total);
  }
  return items;
}
