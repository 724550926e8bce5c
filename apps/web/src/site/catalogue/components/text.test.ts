import { describe, expect, it } from 'vitest';
import { cardDescription, stripHtml } from './text';

describe('stripHtml', () => {
  it('removes tags and keeps words apart', () => {
    expect(stripHtml('<p>Folha <strong>automática</strong>.</p><p>Ponto</p>')).toBe('Folha automática. Ponto');
    expect(stripHtml('um<br>dois<br/>três')).toBe('um dois três');
    expect(stripHtml('<ul><li>a</li><li>b</li></ul>')).toBe('a b');
  });

  it('decodes entities', () => {
    expect(stripHtml('P&amp;D &lt;ERP&gt; &quot;x&quot; &#233;')).toBe('P&D <ERP> "x" é');
  });
});

describe('cardDescription', () => {
  it('keeps short descriptions whole', () => {
    expect(cardDescription('<p>Curta.</p>')).toBe('Curta.');
  });

  it('cuts long ones at 160 characters on a word boundary, counting text not tags', () => {
    const words = Array.from({ length: 40 }, (_, i) => `palavra${i}`).join(' ');
    const result = cardDescription(`<p><strong>${words}</strong></p>`);
    expect(result.endsWith('...')).toBe(true);
    expect(result.length).toBeLessThanOrEqual(163);
    expect(words.startsWith(result.slice(0, -3))).toBe(true);
    expect(result).not.toContain('<');
  });

  it('keeps a 180-character text (the limit) whole', () => {
    const text = 'a'.repeat(180);
    expect(cardDescription(`<p>${text}</p>`)).toBe(text);
  });
});
