import { describe, expect, it } from 'vitest';
import { adminPaths, classifyPath, paths, prerenderedFile, publicPages } from './routes';

describe('route table', () => {
  it('lists every static public page once per variant, the 19 catalogue pages included', () => {
    const keys = publicPages.map((p) => `${p.path}?${p.query ?? ''}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(publicPages.filter((p) => p.path.startsWith(paths.solutions))).toHaveLength(19);
  });

  it('classifies pages, variants, posts, the admin and unknown paths', () => {
    expect(classifyPath('/')).toMatchObject({ kind: 'page', page: { path: '/' } });
    expect(classifyPath('/solucoes/sistemas-logistica/wms/')).toMatchObject({ kind: 'page', page: { name: 'WMS' } });
    expect(classifyPath('/politica-privacidade', '?lang=en')).toMatchObject({ page: { query: 'lang=en' } });
    const portuguese = classifyPath('/politica-privacidade', '?lang=pt');
    expect(portuguese.kind === 'page' && portuguese.page.query).toBeUndefined();
    expect(classifyPath('/blog', '?search=erp')).toMatchObject({ kind: 'page', page: { path: '/blog' } });
    expect(classifyPath('/blog/42')).toEqual({ kind: 'post', ref: '42' });
    expect(classifyPath('/blog/como-escolher-um-wms')).toEqual({ kind: 'post', ref: 'como-escolher-um-wms' });
    expect(classifyPath('/blog/tag/gestao-de-pessoas')).toEqual({ kind: 'tag', tagSlug: 'gestao-de-pessoas' });
    const token = 'a'.repeat(43);
    expect(classifyPath(`/blog/previa/${token}`)).toEqual({ kind: 'preview', token });
    expect(classifyPath(adminPaths.contact(7))).toEqual({ kind: 'app' });
    expect(classifyPath(paths.login)).toEqual({ kind: 'app' });
    for (const unknown of [
      '/home',
      '/blog/Abc',
      '/blog/a_b',
      '/blog/tag',
      '/blog/previa/curto',
      '/solucoes/sistemas-gestao/xyz',
      '/colaborador',
      '/administrar',
    ]) {
      expect(classifyPath(unknown), unknown).toEqual({ kind: 'unknown' });
    }
  });

  it('names one prerendered file per page', () => {
    expect(prerenderedFile({ path: '/' })).toBe('index.html');
    expect(prerenderedFile({ path: '/solucoes/consultoria' })).toBe('solucoes/consultoria/index.html');
    expect(prerenderedFile({ path: '/politica-privacidade', query: 'lang=en' })).toBe(
      'politica-privacidade/index.lang-en.html',
    );
  });
});
