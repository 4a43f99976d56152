export type PageItem = { type: 'page'; page: number } | { type: 'ellipsis'; position: 'start' | 'end' };

/**
 * Up to `maxVisible` page numbers centred on the current page, with an ellipsis on each side
 * where pages are hidden (first/last buttons are drawn separately).
 */
export function paginationItems(currentPage: number, totalPages: number, maxVisible = 5): PageItem[] {
  if (totalPages < 1) return [];
  const current = Math.min(Math.max(1, currentPage), totalPages);
  let start = Math.max(1, current - Math.floor(maxVisible / 2));
  const end = Math.min(totalPages, start + maxVisible - 1);
  start = Math.max(1, end - maxVisible + 1);

  const items: PageItem[] = [];
  if (start > 1) items.push({ type: 'ellipsis', position: 'start' });
  for (let page = start; page <= end; page++) items.push({ type: 'page', page });
  if (end < totalPages) items.push({ type: 'ellipsis', position: 'end' });
  return items;
}
