import { describe, expect, it } from 'vitest';
import { brand } from './brand';
import { documentTitle, headForPath, headForPost, headHtml } from './seo';

const URL = 'https://www.exemplo.com.br';

describe('page head', () => {
  it('never repeats the brand in a title', () => {
    expect(documentTitle(null)).toBe(`${brand.companyName} — ${brand.slogan}`);
    expect(documentTitle('Blog')).toBe(`Blog | ${brand.companyName}`);
    expect(documentTitle(`Novidades da ${brand.companyName}`)).toBe(`Novidades da ${brand.companyName}`);
  });

  it('gives catalogue pages a breadcrumb, the home the organization, and absolute addresses', () => {
    const hcm = headForPath(URL, '/solucoes/sistemas-gestao/hcm', '', 'HCM', 'Gestão de pessoas');
    expect(hcm.path).toBe('/solucoes/sistemas-gestao/hcm');
    expect(hcm.jsonLd[0]).toMatchObject({ '@type': 'BreadcrumbList' });
    const html = headHtml(hcm, URL);
    expect(html).toContain(`<link rel="canonical" href="${URL}/solucoes/sistemas-gestao/hcm" />`);
    expect(html).toContain(`<meta property="og:image" content="${URL}/og/management.png" />`);
    expect(html).toContain('<meta property="og:locale" content="pt_BR" />');
    expect(headForPath(URL, '/', '', null, undefined).jsonLd[0]).toMatchObject({ '@type': 'Organization' });
  });

  it('keeps a search out of the canonical and marks the onboarding guide noindex', () => {
    expect(headForPath(URL, '/blog', '?search=erp', 'Blog', 'x').path).toBe('/blog');
    expect(headForPath(URL, '/colaborador/onboarding', '', 'Guia', 'x').noindex).toBe(true);
  });

  it('describes a post with its cover and BlogPosting data, escaping its text', () => {
    const head = headForPost(URL, {
      id: 7,
      slug: 'a-nova-era',
      title: 'A <b>nova</b> "era"',
      description: 'Resumo',
      created_at: '2026-01-02T03:04:05.000Z',
      image: '/api/posts/7/images/1?v=abc',
    });
    const html = headHtml(head, URL);
    expect(html).toContain('<title>A &lt;b&gt;nova&lt;/b&gt; &quot;era&quot; | Alvorada</title>');
    expect(html).toContain(`content="${URL}/api/posts/7/images/1?v=abc"`);
    expect(html).toContain('"@type":"BlogPosting"');
    expect(html).toContain(`<link rel="canonical" href="${URL}/blog/a-nova-era"`);
    expect(html).toContain(`"url":"${URL}/blog/a-nova-era"`);
    expect(html).not.toContain('<b>');
  });

  it('keeps a preview out of search engines and of structured data', () => {
    const post = {
      id: 7,
      slug: 'rascunho',
      title: 'Rascunho',
      description: 'x',
      created_at: '2026-01-02T03:04:05.000Z',
    };
    const head = headForPost(URL, post, { preview: true });
    expect(head.noindex).toBe(true);
    expect(head.jsonLd).toEqual([]);
    expect(headForPath(URL, `/blog/previa/${'t'.repeat(43)}`, '', 'x', 'x').noindex).toBe(true);
    expect(headForPath(URL, '/blog/tag/erp', '', 'ERP', 'x')).toMatchObject({ path: '/blog/tag/erp', noindex: false });
  });
});
