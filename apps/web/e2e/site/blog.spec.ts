import { slugify } from '@vitrine/shared/publishing';
import { expect, test, type Page } from './fixtures';
import { createPost, todayInSaoPaulo, uniqueWord } from './blog-api';

const isNarrow = (page: Page) => page.viewportSize()!.width < 800;
// The search's results (the live list), not the recent posts a search without results offers below.
const cards = (page: Page) => page.locator('.blog-list[aria-live] article');
const cardTitles = (page: Page) => page.locator('.blog-list[aria-live] article h2');

test.describe('blog', () => {
  test('lists 3 posts per page, newest first, with pagination', async ({ page, request }) => {
    const word = uniqueWord();
    const [t1, t2, t3, t4] = [1, 2, 3, 4].map((i) => `Post ${i} ${word}`) as [string, string, string, string];
    for (const title of [t1, t2, t3, t4]) await createPost(request, { title });

    await page.goto(`/blog?search=${word}`);
    await expect(cardTitles(page)).toHaveText([t4, t3, t2]);

    if (isNarrow(page)) {
      const select = page.getByRole('combobox', { name: 'Escolher página' });
      await expect(select).toBeVisible();
      await expect(page.getByRole('button', { name: 'Página 2' })).toBeHidden();
      await select.selectOption('2');
    } else {
      await expect(page.getByRole('button', { name: 'Página 1' })).toHaveAttribute('aria-current', 'page');
      await page.getByRole('button', { name: 'Página 2' }).click();
    }
    await expect(page).toHaveURL(new RegExp(`/blog\\?search=${word}&page=2$`));
    await expect(cardTitles(page)).toHaveText([t1]);

    await page.getByRole('button', { name: 'Página anterior' }).click();
    await expect(cardTitles(page)).toHaveText([t4, t3, t2]);
  });

  test('search ignores accents and case, and the address writes spaces as underscores', async ({ page, request }) => {
    const word = uniqueWord();
    const title = `Gestão ${word} de Pessoas na Indústria`;
    await createPost(request, { title });

    await page.goto('/blog');
    // Typed before the script takes over, the prerendered form still searches (a plain GET,
    // ?search=GESTAO+word); the underscore address is the script's, so wait for it.
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const box = page.getByRole('searchbox', { name: 'Buscar posts' });
    await box.fill(`GESTAO ${word}`);
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/blog\\?search=GESTAO_${word}$`));
    // The one post with every word comes first; posts with only "gestão" may follow it (the
    // search falls back to part of the words when every word finds less than a page).
    await expect(cardTitles(page).first()).toHaveText(title);

    // Underscores in a shared address are read back as spaces in the box.
    await page.goto(`/blog?search=gestao_${word}_de_pessoas`);
    await expect(page.getByRole('searchbox', { name: 'Buscar posts' })).toHaveValue(`gestao ${word} de pessoas`);
    await expect(cardTitles(page).first()).toHaveText(title);
  });

  test('a search of only spaces goes to /blog, a new search starts on page 1', async ({ page, request }) => {
    const word = uniqueWord();
    for (let i = 1; i <= 4; i += 1) await createPost(request, { title: `Paginado ${i} ${word}` });
    await page.goto(`/blog?search=${word}&page=2`);
    await expect(cards(page)).toHaveCount(1);

    const box = page.getByRole('searchbox', { name: 'Buscar posts' });
    await box.fill(`paginado ${word}`);
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/blog\\?search=paginado_${word}$`));
    await expect(cards(page)).toHaveCount(3);

    await box.fill('    ');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/blog$/);
  });

  test('a post address that is no slug is an unknown path and goes home; a slug of no post says so', async ({
    page,
  }) => {
    await page.goto('/blog/Nao_E_Um_Slug');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await page.goto('/blog/post-que-nao-existe');
    await expect(page.getByRole('heading', { level: 1, name: 'Post não encontrado', exact: true })).toBeVisible();
  });

  test('shows the empty state when nothing matches', async ({ page }) => {
    await page.goto(`/blog?search=${uniqueWord()}`);
    await expect(page.getByText('Nenhum post encontrado.')).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
  });

  test('a failed load says so and offers a retry, not the empty state', async ({ page }) => {
    let failing = true;
    await page.route('**/api/posts?**', (route) =>
      failing ? route.fulfill({ status: 500, json: { message: 'erro' } }) : route.fallback(),
    );
    // A search is read from the API by the browser (the server renders /blog with its first page).
    await page.goto('/blog?search=gestao');
    const alert = page.getByRole('alert').filter({ hasText: 'Não foi possível carregar os posts' });
    await expect(alert).toBeVisible();
    await expect(page.getByText('Nenhum post encontrado.')).toHaveCount(0);
    failing = false;
    await alert.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(cards(page).first()).toBeVisible();
    await expect(alert).toHaveCount(0);
  });

  test('the post modal shows the post, and its address is shareable', async ({ page, request }) => {
    const word = uniqueWord();
    const title = `Roteirização inteligente ${word}`;
    await createPost(request, {
      title,
      subtitle: 'Como reduzir a quilometragem da frota',
      reading_time: '06:15',
      description: 'Um guia prático.',
      tags: [{ key: 'logistica', label: 'Logística' }],
      content: '<h2>Primeiro passo</h2><p>Mapeie as entregas.</p><ul><li>Janela de horário</li></ul>',
      link_button: {
        isActive: true,
        text: 'Conheça o Roteirizador',
        href: 'https://example.com/rota',
        target: '_blank',
      },
      footer: { isActive: true, text: 'Fale com um especialista.', isHighlighted: true },
    });

    await page.goto(`/blog?search=${word}`);
    await page.getByRole('link', { name: new RegExp(title) }).click();
    await expect(page).toHaveURL(new RegExp(`/blog/${slugify(title)}\\?search=${word}$`));

    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Como reduzir a quilometragem da frota')).toBeVisible();
    await expect(dialog.getByText(todayInSaoPaulo())).toBeVisible();
    await expect(dialog.locator('time')).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
    // Labelled as reading time (bare "06:15" read as a time of day), as on the card.
    await expect(dialog.getByText('6 min de leitura', { exact: true })).toBeVisible();
    await expect(dialog.getByText('06:15')).toHaveCount(0);
    await expect(dialog.getByRole('heading', { name: 'Primeiro passo' })).toBeVisible();
    await expect(dialog.getByText('Janela de horário')).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${title}`));

    // The reading-time hourglass turns over every second: a CSS animation of its rotation alone.
    const hourglass = dialog.locator('.hourglass');
    const turns = () =>
      hourglass.evaluate((el) =>
        el.getAnimations().map((a) => ({ name: (a as CSSAnimation).animationName, playing: a.playState })),
      );
    expect(await turns()).toEqual([{ name: 'hourglass-turn', playing: 'running' }]);
    const angle = () => hourglass.evaluate((el) => getComputedStyle(el).transform);
    const first = await angle();
    await expect.poll(angle, { timeout: 2500 }).not.toBe(first);

    const linkButton = dialog.getByRole('link', { name: 'Conheça o Roteirizador' });
    await expect(linkButton).toHaveAttribute('href', 'https://example.com/rota');
    await expect(linkButton).toHaveAttribute('target', '_blank');
    await expect(linkButton).toHaveAttribute('rel', /noopener/);
    await expect(dialog.locator('.post-footer--highlighted')).toHaveText('Fale com um especialista.');

    await dialog.getByRole('button', { name: 'Fechar' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/blog\\?search=${word}$`));
    await expect(page).toHaveTitle(/^Blog/);
  });

  test('a deep link /blog/{id} opens the article page even when the post is not on the first page', async ({
    page,
    request,
  }) => {
    const word = uniqueWord();
    const title = `Post antigo ${word}`;
    const id = await createPost(request, {
      title,
      footer: { isActive: true, text: 'Rodapé simples', isHighlighted: false },
    });
    // Push it off the first page.
    for (let i = 0; i < 3; i += 1) await createPost(request, { title: `Mais novo ${i} ${uniqueWord()}` });

    await page.goto(`/blog/${id}`);
    // The old numeric address answers 301 to the post's slug, opened as its article page.
    await expect(page).toHaveURL(new RegExp(`/blog/${slugify(title)}$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveTitle(new RegExp(`^${title}`));
    const article = page.getByRole('article');
    await expect(article.locator('.post-footer')).toHaveText('Rodapé simples');
    await expect(article.locator('.post-footer--highlighted')).toHaveCount(0);
    await expect(article.locator('.post-link-button')).toHaveCount(0);
  });

  test('cards show the cover, date, tags and a clipped description', async ({ page, request }) => {
    const word = uniqueWord();
    await createPost(request, {
      title: `Cartão ${word}`,
      description: 'Uma descrição longa. '.repeat(40),
      tags: [
        { key: 'erp', label: 'ERP' },
        { key: 'financas', label: 'Finanças' },
      ],
    });
    await page.goto(`/blog?search=${word}`);
    const card = cards(page).first();
    await expect(card.locator('time')).toHaveText(todayInSaoPaulo());
    await expect(card.getByText('5 min de leitura', { exact: true })).toBeVisible();
    await expect(card.getByText('ERP', { exact: true })).toBeVisible();
    await expect(card.getByText('Finanças')).toBeVisible();
    await expect(card.locator('img')).toHaveAttribute('src', /images\/1/);
    const description = card.locator('.post-card__description');
    const { clientHeight, scrollHeight, lineHeight } = await description.evaluate((el) => ({
      clientHeight: el.clientHeight,
      scrollHeight: el.scrollHeight,
      lineHeight: parseFloat(getComputedStyle(el).lineHeight),
    }));
    expect(scrollHeight).toBeGreaterThan(clientHeight);
    expect(Math.round(clientHeight / lineHeight)).toBe(3);
  });
});
