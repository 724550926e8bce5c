import { describe, expect, it } from 'vitest';
import { referencedImageIds, resolveImageRefs, sanitizePostHtml } from './post-html';

describe('sanitizePostHtml', () => {
  it('keeps what the editor produces', () => {
    const html = [
      '<h1>Título</h1><h2>Seção</h2>',
      '<p><strong>forte</strong> <b>b</b> <em>ênfase</em> <i>i</i> <u>sub</u> <s>riscado</s><br>linha</p>',
      '<ul><li>um</li></ul><ol><li>dois</li></ol>',
      '<blockquote><p>citação</p></blockquote>',
      '<p><a class="referencia" href="https://www.gov.br/esocial" target="_blank" rel="noopener noreferrer">eSocial</a></p>',
      '<figure class="image"><img src="/images/2" alt="Pátio" width="800" height="450"><figcaption>Legenda</figcaption></figure>',
      '<figure class="table"><table><thead><tr><th>A</th></tr></thead><tbody><tr><td colspan="2">1</td></tr></tbody></table></figure>',
      '<p><span>trecho</span></p>',
    ].join('');
    const out = sanitizePostHtml(html);
    for (const fragment of [
      '<h1>Título</h1>',
      '<h2>Seção</h2>',
      '<strong>forte</strong>',
      '<u>sub</u>',
      '<s>riscado</s>',
      '<br />',
      '<blockquote><p>citação</p></blockquote>',
      '<a class="referencia" href="https://www.gov.br/esocial" target="_blank" rel="noopener noreferrer">eSocial</a>',
      '<figure class="image"><img src="/images/2" alt="Pátio" width="800" height="450" /><figcaption>Legenda</figcaption></figure>',
      '<figure class="table"><table><thead><tr><th>A</th></tr></thead>',
      '<td colspan="2">1</td>',
      '<span>trecho</span>',
    ]) {
      expect(out).toContain(fragment);
    }
  });

  it('removes scripts, event handlers, styles and unknown tags', () => {
    const out = sanitizePostHtml(
      '<p onclick="roubar()" style="color:red">Olá<script>alert(1)</script></p>' +
        '<img src="/images/2" onerror="alert(1)"><iframe src="https://x.test"></iframe>' +
        '<svg><script>alert(2)</script></svg><style>p{}</style><object data="x"></object>',
    );
    expect(out).toBe('<p>Olá</p><img src="/images/2" />');
  });

  it('removes javascript:, data: and other schemes from links', () => {
    const out = sanitizePostHtml(
      '<a href="javascript:alert(1)">a</a><a href="JaVaScRiPt:alert(1)">b</a>' +
        '<a href="data:text/html,<script>alert(1)</script>">c</a><a href="vbscript:x">d</a>' +
        '<a href="mailto:contato@alvorada.test">e</a><a href="/blog">f</a>',
    );
    expect(out).not.toMatch(/javascript|data:|vbscript/i);
    expect(out).toContain('<a href="mailto:contato@alvorada.test">e</a>');
    expect(out).toContain('<a href="/blog">f</a>');
  });

  it('maps headings 3 to 6 to level 2 and keeps only known classes', () => {
    expect(sanitizePostHtml('<h3>a</h3><h6 class="x">b</h6>')).toBe('<h2>a</h2><h2>b</h2>');
    expect(sanitizePostHtml('<a class="referencia destaque" href="https://a.test">x</a>')).toBe(
      '<a class="referencia" href="https://a.test">x</a>',
    );
    expect(sanitizePostHtml('<figure class="image evil"><img src="/images/3"></figure>')).toBe(
      '<figure class="image"><img src="/images/3" /></figure>',
    );
  });

  it('allows only our own image sources', () => {
    const out = sanitizePostHtml(
      '<img src="https://evil.test/x.png"><img src="data:image/png;base64,AAAA"><img src="//evil.test/a.png">' +
        '<img src="javascript:alert(1)"><img src="/images/2">',
    );
    expect(out).toBe('<img src="/images/2" />');
  });

  it("turns the post's own image URLs back into /images/{id}", () => {
    const out = sanitizePostHtml(
      '<img src="/api/posts/7/images/3?v=abcdef012345"><img src="http://localhost:3000/api/posts/7/images/4">' +
        '<img src="/api/posts/8/images/2?v=ab">',
      { postId: 7 },
    );
    expect(out).toBe('<img src="/images/3" /><img src="/images/4" /><img src="/api/posts/8/images/2" />');
  });

  it('forces rel=noopener on new-tab links and drops unknown targets', () => {
    expect(sanitizePostHtml('<a href="https://a.test" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://a.test" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizePostHtml('<a href="https://a.test" target="_top">x</a>')).toBe('<a href="https://a.test">x</a>');
  });

  it('drops image sizes that are not plain numbers', () => {
    expect(sanitizePostHtml('<img src="/images/2" width="100%" height="300">')).toBe(
      '<img src="/images/2" height="300" />',
    );
  });
});

describe('image references', () => {
  it('finds and resolves /images/{id} in sanitised HTML only inside src attributes', () => {
    const html = sanitizePostHtml('<p>src="/images/9"</p><img src="/images/2"><img src="/images/5">');
    expect([...referencedImageIds(html)]).toEqual([2, 5]);
    const resolved = resolveImageRefs(html, [{ id: 2, url: '/api/posts/1/images/2?v=abc' }]);
    expect(resolved).toContain('<img src="/api/posts/1/images/2?v=abc" />');
    // Unknown ids are left as they are; text that looks like an attribute is untouched.
    expect(resolved).toContain('<img src="/images/5" />');
    expect(resolved).toContain('<p>src=&quot;/images/9&quot;</p>');
  });
});
