import { describe, expect, it } from 'vitest';
import { MAX_PAGE_BUTTONS, pageItems } from './pageItems';

describe('pageItems', () => {
  it('shows every page when there are five or fewer', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows the first, the last and the current page with its neighbours, with ellipses', () => {
    expect(pageItems(1, 10)).toEqual([1, 2, 3, 4, 'gap-end', 10]);
    expect(pageItems(5, 10)).toEqual([1, 'gap-start', 4, 5, 6, 'gap-end', 10]);
    expect(pageItems(10, 10)).toEqual([1, 'gap-start', 7, 8, 9, 10]);
  });

  it('never shows more than five page buttons, and always the current one', () => {
    for (let total = 1; total <= 30; total++) {
      for (let page = 1; page <= total; page++) {
        const items = pageItems(page, total);
        expect(items.filter((x) => typeof x === 'number').length).toBeLessThanOrEqual(MAX_PAGE_BUTTONS);
        expect(items).toContain(page);
      }
    }
  });
});
