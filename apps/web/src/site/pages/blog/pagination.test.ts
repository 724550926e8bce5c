import { describe, expect, it } from 'vitest';
import { paginationItems, totalPagesFor, type PageItem } from './pagination';

/** Renders the items as the visitor sees them: "1 … 4 5 6 … 10". */
const show = (items: PageItem[]) => items.map((i) => (i.type === 'page' ? String(i.page) : '…')).join(' ');

describe('paginationItems', () => {
  it('shows nothing without pages', () => {
    expect(paginationItems(1, 0)).toEqual([]);
  });

  it('shows every page when there are 5 or fewer', () => {
    expect(show(paginationItems(1, 1))).toBe('1');
    expect(show(paginationItems(3, 5))).toBe('1 2 3 4 5');
    expect(show(paginationItems(5, 5))).toBe('1 2 3 4 5');
  });

  it('shows first, last and the neighbours of the current page with ellipses beyond 5', () => {
    expect(show(paginationItems(1, 10))).toBe('1 2 … 10');
    expect(show(paginationItems(5, 10))).toBe('1 … 4 5 6 … 10');
    expect(show(paginationItems(10, 10))).toBe('1 … 9 10');
    expect(show(paginationItems(9, 10))).toBe('1 … 8 9 10');
  });

  it('shows a single hidden page instead of an ellipsis', () => {
    expect(show(paginationItems(3, 10))).toBe('1 2 3 4 … 10');
    expect(show(paginationItems(4, 6))).toBe('1 2 3 4 5 6');
    expect(show(paginationItems(8, 10))).toBe('1 … 7 8 9 10');
  });

  it('gives the two ellipses distinct keys', () => {
    const keys = paginationItems(5, 10).flatMap((i) => (i.type === 'ellipsis' ? [i.key] : []));
    expect(keys).toEqual(['start', 'end']);
  });

  it('clamps a current page outside the range', () => {
    expect(show(paginationItems(0, 8))).toBe('1 2 … 8');
    expect(show(paginationItems(99, 8))).toBe('1 … 7 8');
  });
});

describe('totalPagesFor', () => {
  it('rounds up and has no pages for no posts', () => {
    expect(totalPagesFor(0, 3)).toBe(0);
    expect(totalPagesFor(3, 3)).toBe(1);
    expect(totalPagesFor(7, 3)).toBe(3);
  });
});
