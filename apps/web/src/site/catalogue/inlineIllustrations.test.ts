import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Illustration } from './components/Illustration';
import { illustrations } from './illustrations';
import { inlineIllustration, parseSvg } from './inlineIllustrations';

describe('parseSvg', () => {
  it('splits a file into its viewBox and its drawing, without the title', () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 320" role="img"><title>Armazém</title><rect width="1" height="2"/></svg>\n';
    expect(parseSvg(svg)).toEqual({ viewBox: '0 0 480 320', content: '<rect width="1" height="2"/>' });
  });

  it('refuses what is not a plain svg with a viewBox', () => {
    expect(parseSvg('<svg width="10"><rect/></svg>')).toBeUndefined();
    expect(parseSvg('<div viewBox="0 0 1 1"></div>')).toBeUndefined();
  });
});

describe('inlineIllustration (server side)', () => {
  it('has the drawing of every catalogue illustration, safe to put in a page', () => {
    for (const { src } of Object.values(illustrations)) {
      const drawing = inlineIllustration(src);
      expect(drawing, src).toBeDefined();
      expect(drawing!.viewBox, src).toBe('0 0 480 320');
      expect(drawing!.content, src).toMatch(/<(rect|path|circle)\b/);
      // Ids would clash with the page's own; a title would show as a tooltip unlike the alt.
      expect(drawing!.content, src).not.toMatch(/<script|<title|\sid="|\son\w+=/i);
    }
  });

  it('knows no file outside the set', () => {
    expect(inlineIllustration('/catalogue/none.svg')).toBeUndefined();
  });
});

describe('Illustration', () => {
  const render = (props: Parameters<typeof Illustration>[0]) => renderToString(createElement(Illustration, props));

  it('draws an inline illustration into the markup, named by its alt', () => {
    const html = render({ illustration: illustrations.warehouse, eager: true, inline: true });
    expect(html).toMatch(
      /^<svg [^>]*viewBox="0 0 480 320" width="480" height="320" class="catalogue-illustration" role="img" aria-label="Armazém com prateleiras e caixas">/,
    );
    expect(html).not.toContain('<img');
  });

  it('hides a decorative inline illustration from readers', () => {
    const html = render({ illustration: illustrations.warehouse, inline: true, decorative: true });
    expect(html).toMatch(/^<svg [^>]*aria-hidden="true"/);
    expect(html).not.toContain('role="img"');
  });

  it('loads any other illustration as a lazy image', () => {
    const html = render({ illustration: illustrations.truck });
    expect(html).toMatch(
      /^<img src="\/catalogue\/truck.svg" alt="Caminhão de entregas em movimento" width="480" height="320" loading="lazy"/,
    );
  });
});
