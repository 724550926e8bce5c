import { describe, expect, it } from 'vitest';
import { autoParagraphs, cleanWordPressContent, firstSentences, plainText } from './wxr-content';

const context = {
  attachmentUrl: (id: number) => (id === 5 ? 'https://old.test/wp-content/uploads/a.jpg' : undefined),
  childImages: () => ['https://old.test/wp-content/uploads/b.jpg'],
};
const clean = (html: string) => cleanWordPressContent(html, context);

describe('cleaning a WordPress body', () => {
  it('removes Gutenberg block comments and keeps their HTML', () => {
    const out = clean('<!-- wp:paragraph --><p>Oi</p><!-- /wp:paragraph -->\n<!-- wp:image {"id":3} /-->');
    expect(out.html).toBe('<p>Oi</p>');
    expect(out.notes).toContain('Comentários de blocos do Gutenberg removidos.');
  });

  it('turns [caption] into a figure with its caption', () => {
    const out = clean(
      '[caption id="x" align="alignleft" width="300"]<a href="/a"><img src="https://old.test/f.jpg" alt="F"></a> Pôr do sol[/caption]',
    );
    expect(out.html).toBe(
      '<figure class="image"><img src="https://old.test/f.jpg" alt="F"><figcaption>Pôr do sol</figcaption></figure>',
    );
    expect(out.imageUrls).toEqual(['https://old.test/f.jpg']);
  });

  it("turns [gallery] into figures, by ids or from the post's own attachments", () => {
    expect(clean('[gallery ids="5,99"]').imageUrls).toEqual(['https://old.test/wp-content/uploads/a.jpg']);
    expect(clean('[gallery columns="3"]').imageUrls).toEqual(['https://old.test/wp-content/uploads/b.jpg']);
  });

  it('turns [embed] and URLs alone on a line into links, and drops unknown shortcodes with a note', () => {
    const out = clean(
      'Antes\n\nhttps://youtu.be/abc\n\n[embed]https://vimeo.com/1[/embed]\n\n[audio src="x.mp3"][/audio][contact-form-7 id="1"] fim [[literal]]',
    );
    expect(out.html).toContain('<p><a href="https://youtu.be/abc">https://youtu.be/abc</a></p>');
    expect(out.html).toContain('<a href="https://vimeo.com/1">');
    expect(out.html).not.toMatch(/\[audio|\[contact-form-7/);
    expect(out.html).toContain('[[literal]]');
    expect(out.notes).toEqual(
      expect.arrayContaining([
        'Shortcode [audio] removido (não há equivalente no editor).',
        'Shortcode [contact-form-7] removido (não há equivalente no editor).',
      ]),
    );
  });

  it('makes paragraphs from blank lines as WordPress shows them', () => {
    expect(autoParagraphs('Um\ndois\n\nTrês\n\n<ul><li>x</li></ul>')).toBe(
      '<p>Um<br>dois</p>\n<p>Três</p>\n<ul><li>x</li></ul>',
    );
    expect(autoParagraphs('<p>já</p>')).toBe('<p>já</p>');
  });

  it('gives plain text and a description of the first sentences', () => {
    expect(plainText('<p>A &amp; B&nbsp;<em>c</em></p>[x]')).toBe('A & B c');
    const long = 'Primeira frase curta. '.repeat(30);
    const description = firstSentences(long, 100);
    expect(description.length).toBeLessThanOrEqual(100);
    expect(description.endsWith('.')).toBe(true);
  });
});
