/** One slot of the page list: a page number or a gap shown as an ellipsis. */
export type PageItem = { type: 'page'; page: number } | { type: 'ellipsis'; key: 'start' | 'end' };

/** Up to this many pages every page is shown (docs/PRODUCT.md §9). */
const ALL_PAGES_LIMIT = 5;

/**
 * The page buttons to show: every page when there are 5 or fewer, otherwise the first,
 * the last, the current page and its neighbours, with an ellipsis for each gap. A gap
 * of exactly one page shows that page instead: an ellipsis standing for a single number
 * costs the same space and hides where it leads.
 */
export function paginationItems(current: number, totalPages: number): PageItem[] {
  if (totalPages <= 0) return [];
  const page = Math.min(Math.max(1, Math.trunc(current) || 1), totalPages);
  if (totalPages <= ALL_PAGES_LIMIT) {
    return Array.from({ length: totalPages }, (_, i) => ({ type: 'page', page: i + 1 }));
  }
  const wanted = [...new Set([1, page - 1, page, page + 1, totalPages])]
    .filter((p) => p >= 1 && p <= totalPages)
    .sort((a, b) => a - b);
  const items: PageItem[] = [];
  wanted.forEach((p, i) => {
    const previous = wanted[i - 1];
    if (previous !== undefined) {
      if (p - previous === 2) items.push({ type: 'page', page: previous + 1 });
      else if (p - previous > 2) items.push({ type: 'ellipsis', key: previous === 1 ? 'start' : 'end' });
    }
    items.push({ type: 'page', page: p });
  });
  return items;
}

export function totalPagesFor(total: number, pageSize: number): number {
  return total > 0 ? Math.ceil(total / pageSize) : 0;
}
