import { slugify } from '@vitrine/shared/publishing';
import { expect, test, type Page } from './fixtures';
import { createPost, uniqueWord } from './blog-api';

const isNarrow = (page: Page) => page.viewportSize()!.width < 800;

/** The header's search box on a wide screen, the search dialog's on a phone. */
async function searchBox(page: Page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  if (isNarrow(page)) {
    await page.getByRole('button', { name: 'Abrir busca do blog' }).click();
    return page.getByRole('dialog', { name: 'Buscar no blog' }).getByRole('combobox', { name: 'Buscar no blog' });
  }
  return page.getByRole('banner').getByRole('combobox', { name: 'Buscar no blog' });
}

test.describe('search', () => {
  test('the header search suggests posts as you type; the keyboard picks one', async ({ page, request }) => {
    const word = uniqueWord();
    const first = await createPost(request, {
      title: `Entregas urbanas ${word}`,
      content: `<p>A roteirização dinâmica ${word} recalcula as rotas.</p>`,
    });
    const second = await createPost(request, {
      title: `Frota própria`,
      content: `<p>Um texto que cita ${word} uma vez, no corpo.</p>`,
    });
    await page.goto('/');
    const box = await searchBox(page);
    await box.pressSequentially(word.slice(0, -2), { delay: 20 });
    const list = page.getByRole('listbox', { name: 'Sugestões de posts' });
    await expect(list.getByRole('option')).toHaveCount(2);
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    // Best match first (the title outweighs the body), the typed beginning marked.
    await expect(list.getByRole('option').first()).toContainText(`Entregas urbanas ${word}`);
    await expect(list.getByRole('option').first().locator('mark').first()).toHaveText(word);

    await box.press('ArrowDown');
    await box.press('ArrowDown');
    await expect(list.getByRole('option').nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', /.+/);
    await box.press('ArrowUp');
    await expect(list.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/blog/${slugify(`Entregas urbanas ${word}`)}$`));
    // A suggestion opens the post's own address: its article page.
    await expect(page.getByRole('heading', { level: 1, name: `Entregas urbanas ${word}` })).toBeVisible();
    expect(second).toBeGreaterThan(first);
  });

  test('Escape closes the suggestions; nothing found says so and offers the newest posts', async ({ page }) => {
    const word = uniqueWord();
    await page.goto('/parcerias');
    const box = await searchBox(page);
    await box.fill(word);
    await expect(page.getByText(`Nenhum resultado para “${word}”.`)).toBeVisible();
    const options = page.getByRole('listbox', { name: 'Sugestões de posts' }).getByRole('option');
    await expect(options).toHaveCount(5);
    await box.press('Escape');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    // In the phone's dialog, Escape closed the list only.
    if (isNarrow(page)) await expect(page.getByRole('dialog', { name: 'Buscar no blog' })).toBeVisible();
    // Enter with no suggestion chosen searches the blog.
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/blog\\?search=${word}$`));
  });

  test('the blog shows each result with an excerpt around the words found, marked', async ({ page, request }) => {
    const word = uniqueWord();
    await createPost(request, {
      title: 'Contratações na alta temporada',
      description: 'Um resumo que não diz a palavra.',
      content:
        '<p>Um primeiro parágrafo longo sobre outra coisa, escrito para que o trecho precise começar mais adiante no texto.</p>' +
        `<p>As contratações temporárias pedem atenção ao código ${word} e aos prazos do eSocial.</p>`,
    });
    await page.goto(`/blog?search=contratacao_${word}`);
    // The post with both words first (posts with only "contratação" may follow it).
    const card = page.locator('.blog-list article').first();
    await expect(card).toContainText(word);
    const marks = card.locator('mark');
    // "contratacao" (no accent, singular) finds "Contratações" in the title and "contratações" in the body.
    await expect(marks).toHaveText(['Contratações', 'contratações', word]);
    await expect(card.locator('.post-card__excerpt')).toContainText(`código ${word}`);
  });

  test('forgives a typo and partial accents, and with too few posts having every word shows those with some', async ({
    page,
    request,
  }) => {
    const word = uniqueWord();
    await createPost(request, {
      title: `Roteirização de entregas ${word}`,
      description: 'Rotas recalculadas durante o dia.',
      content: '<p>A roteirização dinâmica recalcula as rotas.</p>',
    });
    // "roteirisaçao": an s for the z and the cedilla without the tilde.
    await page.goto(`/blog?search=roteirisaçao_${word}`);
    const card = page.locator('.blog-list article').first();
    await expect(card).toContainText(word);
    await expect(card.locator('.post-card__title mark').first()).toHaveText('Roteirização');

    await page.goto(`/blog?search=${word}_${uniqueWord()}`);
    await expect(page.locator('.blog-list article')).toHaveCount(1);
    await expect(page.getByText('Mostrando resultados para parte das palavras')).toBeVisible();
  });

  test('a search past the count cap says "mais de 1.000 resultados" and pages no further than it serves', async ({
    page,
    request,
  }) => {
    const word = uniqueWord();
    await createPost(request, { title: `Armazém ${word}` });
    // The server's own answer, told it stopped counting at the cap (more than 1,000 posts match).
    await page.route(/\/api\/posts\?.*search=/, async (route) => {
      const response = await route.fetch();
      await route.fulfill({
        response,
        headers: { ...response.headers(), 'x-total-count': '1000', 'x-total-capped': '1' },
      });
    });
    await page.goto(`/blog?search=${word}`);
    await expect(page.locator('.blog-results')).toContainText(`mais de 1.000 resultados para “${word}”`);
    await expect(page.locator('.blog-list article')).toHaveCount(1);
    // 1,000 posts in pages of 3: the pager ends at page 334, the last the server serves.
    await expect(page.locator('.blog-pagination select option').last()).toHaveText('Página 334 de 334');
    await page.goto(`/blog?search=${word}&page=334`);
    await expect(page.getByRole('button', { name: 'Próxima página' })).toBeDisabled();
  });
});
