import { describe, expect, it } from 'vitest';
import { paginationItems, type PageItem } from './paginationItems';

/** Compact notation: numbers for pages, '…' for an ellipsis. */
const compact = (items: PageItem[]) => items.map((item) => (item.type === 'page' ? item.page : '…'));

describe('paginationItems', () => {
  it('lists every page when there are five or fewer', () => {
    expect(compact(paginationItems(1, 1))).toEqual([1]);
    expect(compact(paginationItems(2, 3))).toEqual([1, 2, 3]);
    expect(compact(paginationItems(3, 5))).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows the first five pages and a trailing ellipsis at the start', () => {
    expect(compact(paginationItems(1, 10))).toEqual([1, 2, 3, 4, 5, '…']);
    expect(compact(paginationItems(2, 10))).toEqual([1, 2, 3, 4, 5, '…']);
  });

  it('centres the current page with ellipses on both sides', () => {
    expect(compact(paginationItems(5, 10))).toEqual(['…', 3, 4, 5, 6, 7, '…']);
  });

  it('shows the last five pages and a leading ellipsis at the end', () => {
    expect(compact(paginationItems(10, 10))).toEqual(['…', 6, 7, 8, 9, 10]);
    expect(compact(paginationItems(9, 10))).toEqual(['…', 6, 7, 8, 9, 10]);
  });

  it('never shows more than five page numbers', () => {
    for (let current = 1; current <= 40; current++) {
      const pages = paginationItems(current, 40).filter((item) => item.type === 'page');
      expect(pages).toHaveLength(5);
      expect(pages.some((item) => item.type === 'page' && item.page === current)).toBe(true);
    }
  });

  it('clamps an out-of-range current page and handles no pages', () => {
    expect(compact(paginationItems(99, 7))).toEqual(['…', 3, 4, 5, 6, 7]);
    expect(paginationItems(1, 0)).toEqual([]);
  });
});
