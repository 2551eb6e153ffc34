/** A page number, or a gap shown as an ellipsis. */
export type PageItem = number | 'gap-start' | 'gap-end';

/** Spec 001 §9: at most this many page buttons, with ellipses for the rest. */
export const MAX_PAGE_BUTTONS = 5;

/**
 * The page buttons to show: all when there are at most five pages; otherwise the first and the last page,
 * the current one with its neighbours, and ellipses between (never more than five numbers).
 */
export function pageItems(page: number, pageCount: number): PageItem[] {
  if (pageCount <= MAX_PAGE_BUTTONS) return Array.from({ length: pageCount }, (_, i) => i + 1);
  const current = Math.min(Math.max(page, 1), pageCount);
  if (current <= 3) return [1, 2, 3, 4, 'gap-end', pageCount];
  if (current >= pageCount - 2) {
    return [1, 'gap-start', pageCount - 3, pageCount - 2, pageCount - 1, pageCount];
  }
  return [1, 'gap-start', current - 1, current, current + 1, 'gap-end', pageCount];
}
