import { describe, expect, it } from 'vitest';
import { mailSafeBody } from './campaign-mail';

describe('mailSafeBody', () => {
  it('keeps the editor tags a mail can show, inline-styled, and drops the rest', () => {
    const html = mailSafeBody(
      '<h3>Título</h3><p>Um <strong>texto</strong> com <a href="/blog">link</a></p><hr>' +
        '<blockquote>Citação</blockquote><table><tr><td>tabela</td></tr></table><script>alert(1)</script>',
      'https://www.exemplo.com.br',
      'Imagem',
    );
    expect(html).toMatch(/^<h3 style="[^"]+">Título<\/h3>/);
    expect(html).toContain('<strong>texto</strong>');
    expect(html).toContain('href="https://www.exemplo.com.br/blog"');
    expect(html).toContain('<hr />');
    expect(html).toMatch(/<blockquote style="[^"]*border-left[^"]*">Citação<\/blockquote>/);
    // Tables are a post's, not a mail's: their text stays, the markup goes; scripts go entirely.
    expect(html).not.toMatch(/<table|<td/);
    expect(html).toContain('tabela');
    expect(html).not.toContain('alert');
  });
});
