import { expect, test } from './fixtures';
import { slugify } from '@vitrine/shared/publishing';
import { createPost, todayInSaoPaulo, uniqueWord } from './blog-api';

/** A post's own address is an article page; a card clicked in the list keeps the modal. */
test.describe('blog article page', () => {
  test('the address opens the article: title, cover, date, author, reading time, share, related', async ({
    page,
    request,
    context,
  }) => {
    const word = uniqueWord();
    const tag = { key: `tema-${word}`, label: `Tema ${word}` };
    const related = [];
    for (let i = 0; i < 3; i += 1) {
      await createPost(request, { title: `Vizinho ${i} ${word}`, tags: [tag] });
      related.push(slugify(`Vizinho ${i} ${word}`));
    }
    // Written with the reading time left empty: estimated from the text, 600 words ≈ 3 minutes.
    const title = `Artigo completo ${word}`;
    const id = await createPost(request, {
      title,
      subtitle: 'Um subtítulo que explica o artigo',
      reading_time: '',
      tags: [tag],
      content: `<h2>Primeira parte</h2><p>${'palavra '.repeat(600)}</p>`,
    });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    await page.goto(`/blog/${id}`);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const article = page.getByRole('article', { name: title });
    await expect(article.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(article.getByText('Um subtítulo que explica o artigo')).toBeVisible();
    await expect(article.getByText('Por Equipe Alvorada')).toBeVisible();
    await expect(article.locator('time').first()).toHaveText(todayInSaoPaulo());
    await expect(article.getByText('3 min de leitura', { exact: true })).toBeVisible();
    await expect(article.locator('.article__cover img')).toHaveAttribute(
      'src',
      new RegExp(`/api/posts/${id}/images/1`),
    );
    await expect(article.getByRole('heading', { name: 'Primeira parte' })).toBeVisible();
    await expect(article.getByRole('navigation', { name: 'Trilha' }).getByRole('link')).toHaveAttribute(
      'href',
      '/blog',
    );

    // Share: LinkedIn, WhatsApp and e-mail carry the post's absolute address; copy puts it on the clipboard.
    const share = page.getByRole('group', { name: 'Compartilhar este artigo' });
    // The id in the address answers 301 to the post's slug, which every share link carries.
    await expect(page).toHaveURL(new RegExp(`/blog/${slugify(title)}$`));
    const address = new URL(`/blog/${slugify(title)}`, page.url()).href;
    const encoded = encodeURIComponent(address);
    await expect(share.getByRole('link', { name: 'Compartilhar no LinkedIn' })).toHaveAttribute(
      'href',
      `https://www.linkedin.com/sharing/share-offsite/?url=${encoded}`,
    );
    await expect(share.getByRole('link', { name: 'Compartilhar no WhatsApp' })).toHaveAttribute(
      'href',
      new RegExp(`^https://wa\\.me/\\?text=.*${encoded.replace(/[.?*+^$()|[\]\\]/g, '\\$&')}$`),
    );
    await expect(share.getByRole('link', { name: 'Enviar por e-mail' })).toHaveAttribute('href', /^mailto:\?subject=/);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await share.getByRole('button', { name: 'Copiar link do artigo' }).click();
    await expect(share.getByRole('status')).toHaveText('Link copiado');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);

    // Three related posts, by the tag in common, each opening its own article page.
    // It comes alive as the reader nears it (an island that wakes when visible).
    const continueReading = page.getByRole('region', { name: 'Continue lendo' });
    await continueReading.scrollIntoViewIfNeeded();
    const links = continueReading.getByRole('link');
    await expect(links).toHaveCount(3);
    for (const relatedId of related) {
      await expect(continueReading.locator(`a[href="/blog/${relatedId}"]`)).toHaveCount(1);
    }
    await continueReading.getByRole('link', { name: new RegExp(`Vizinho 0 ${word}`) }).click();
    await expect(page).toHaveURL(new RegExp(`/blog/${related[0]}$`));
    await expect(page.getByRole('heading', { level: 1, name: `Vizinho 0 ${word}` })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // Rendered by the server as the article, hydrated as the article: no mismatch (React #418).
    expect(errors).toEqual([]);
  });

  test('a card clicked in the list keeps the modal; Back and Forward too; a reload is the article', async ({
    page,
    request,
  }) => {
    const word = uniqueWord();
    const title = `Modal da lista ${word}`;
    await createPost(request, { title });
    await page.goto(`/blog?search=${word}`);
    await page.getByRole('link', { name: new RegExp(title) }).click();
    await expect(page).toHaveURL(new RegExp(`/blog/${slugify(title)}\\?search=${word}$`));
    await expect(page.getByRole('dialog', { name: title })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(new RegExp(`/blog\\?search=${word}$`));
    await page.goBack();
    await expect(page.getByRole('dialog', { name: title })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('dialog', { name: title })).toHaveCount(0);
  });

  test('a missing post offers the blog and a search, not a dead end', async ({ page, request }) => {
    const word = uniqueWord();
    await createPost(request, { title: `Encontrável ${word}` });
    const response = await page.goto('/blog/987654321');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Post não encontrado', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ver todos os artigos do blog' })).toHaveAttribute('href', '/blog');
    const box = page.getByRole('main').getByRole('searchbox', { name: 'Buscar posts' });
    await box.fill(word);
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/blog\\?search=${word}$`));
    await expect(page.locator('.blog-list article')).toHaveCount(1);
  });
});
