import { describe, expect, it } from 'vitest';
import { blogListUrl, blogSearchUrl, parseBlogQuery, postUrl, tagUrl } from './blogUrl';

describe('blog addresses', () => {
  it('writes spaces as underscores and reads them back as spaces', () => {
    expect(blogSearchUrl('gestao de pessoas')).toBe('/blog?search=gestao_de_pessoas');
    expect(parseBlogQuery('?search=gestao_de_pessoas')).toEqual({ search: 'gestao de pessoas', page: 1 });
  });

  it('sends a search of only spaces to /blog', () => {
    expect(blogSearchUrl('   ')).toBe('/blog');
    expect(blogSearchUrl('')).toBe('/blog');
  });

  it('collapses runs of spaces and trims', () => {
    expect(blogSearchUrl('  logística   e  ERP ')).toBe(`/blog?search=${encodeURIComponent('logística_e_ERP')}`);
  });

  it('starts a new search on page 1', () => {
    expect(blogSearchUrl('erp')).toBe('/blog?search=erp');
  });

  it('keeps the page beyond 1 and drops page 1', () => {
    expect(blogListUrl({ search: 'erp', page: 2 })).toBe('/blog?search=erp&page=2');
    expect(blogListUrl({ page: 1 })).toBe('/blog');
    expect(parseBlogQuery('page=3')).toEqual({ search: '', page: 3 });
  });

  it('ignores a page that is not a positive number', () => {
    expect(parseBlogQuery('?page=abc').page).toBe(1);
    expect(parseBlogQuery('?page=-2').page).toBe(1);
    expect(parseBlogQuery('').page).toBe(1);
  });

  it('builds a post address that keeps the list query', () => {
    expect(postUrl('como-escolher-um-tms', { search: 'tms', page: 2 })).toBe(
      '/blog/como-escolher-um-tms?search=tms&page=2',
    );
    expect(postUrl('wms')).toBe('/blog/wms');
    expect(tagUrl('gestao-de-pessoas', 2)).toBe('/blog/tag/gestao-de-pessoas?page=2');
    expect(tagUrl('erp')).toBe('/blog/tag/erp');
  });

  it('decodes an encoded search', () => {
    expect(parseBlogQuery(`?search=${encodeURIComponent('gestão_de_frotas')}`).search).toBe('gestão de frotas');
  });
});
