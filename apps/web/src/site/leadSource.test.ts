import { beforeEach, describe, expect, it, vi } from 'vitest';
import { leadSource, rememberVisit } from './leadSource';

/** A tab: its sessionStorage, its address and the referrer of the page just loaded. */
const store = new Map<string, string>();
const cookies = '';
const page = { href: 'https://www.alvorada.test/' };

beforeEach(() => {
  store.clear();
  vi.stubGlobal('sessionStorage', {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
  });
  vi.stubGlobal('location', {
    get pathname() {
      return new URL(page.href).pathname;
    },
    get search() {
      return new URL(page.href).search;
    },
    host: 'www.alvorada.test',
  });
});

const visit = (path: string, referrer = '') => {
  page.href = `https://www.alvorada.test${path}`;
  vi.stubGlobal('document', {
    referrer,
    get cookie() {
      return cookies;
    },
  });
  rememberVisit();
};

describe('lead source in the tab', () => {
  it('keeps the first page, the referring host and the UTM tags, and adds the form page', () => {
    visit(
      '/blog/erp?utm_source=google&utm_medium=cpc&utm_campaign=erp-2026&x=1',
      'https://www.google.com/search?q=erp',
    );
    visit('/solucoes', 'https://www.alvorada.test/blog/erp');
    page.href = 'https://www.alvorada.test/contato';
    expect(leadSource()).toEqual({
      landing: '/blog/erp',
      referrer: 'www.google.com',
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'erp-2026',
      utm_term: null,
      utm_content: null,
      page: '/contato',
    });
    expect(cookies).toBe('');
    expect([...store.keys()]).toEqual(['vitrine.origem']);
  });

  it('starts a new visit when a tagged address opens in the same tab', () => {
    visit('/', 'https://www.bing.com/');
    visit('/blog/tms?utm_source=newsletter&utm_medium=email&utm_campaign=campanha-3');
    expect(leadSource()).toMatchObject({ landing: '/blog/tms', referrer: null, utm_campaign: 'campanha-3' });
  });

  it('sends no source when storage is blocked', () => {
    vi.stubGlobal('sessionStorage', {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    });
    visit('/?utm_source=x');
    expect(leadSource()).toEqual({ page: '/' });
  });
});
