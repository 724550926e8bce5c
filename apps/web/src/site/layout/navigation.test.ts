import { describe, expect, it } from 'vitest';
import { SCROLL_OFFSET_DEFAULT_PX } from '@vitrine/shared/constants';
import { blogSearchHref, homeSections, logisticsLinks, managementLinks, scrollTargetY } from './navigation';

describe('blogSearchHref', () => {
  it('writes spaces as underscores', () => {
    expect(blogSearchHref('gestao de pessoas')).toBe('/blog?search=gestao_de_pessoas');
  });
  it('trims and collapses spaces', () => {
    expect(blogSearchHref('  gestão   de  pessoas ')).toBe(`/blog?search=${encodeURIComponent('gestão_de_pessoas')}`);
  });
  it('sends a search of only spaces to the plain blog', () => {
    expect(blogSearchHref('    ')).toBe('/blog');
    expect(blogSearchHref('')).toBe('/blog');
  });
});

describe('scrollTargetY', () => {
  it('subtracts the offset from the element position in the document', () => {
    expect(scrollTargetY(500, 1000, 120)).toBe(1380);
  });
  it('defaults to 150 px', () => {
    expect(scrollTargetY(400, 0)).toBe(400 - SCROLL_OFFSET_DEFAULT_PX);
  });
  it('never scrolls above the top', () => {
    expect(scrollTargetY(50, 0, 120)).toBe(0);
  });
});

describe('menu data', () => {
  it('lists 3 management and 12 logistics solutions with their pages', () => {
    expect(managementLinks.map((l) => l.label)).toEqual(['HCM', 'ERP', 'GAS']);
    expect(logisticsLinks).toHaveLength(12);
    expect(logisticsLinks.find((l) => l.label === 'WMS')?.href).toBe('/solucoes/sistemas-logistica/wms');
  });
  it('has unique section anchors', () => {
    expect(new Set(homeSections.map((s) => s.id)).size).toBe(homeSections.length);
  });
});
