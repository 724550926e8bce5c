import { expect, test, type Page } from './fixtures';
import { slugify } from '@vitrine/shared/publishing';
import { createPost, uniqueWord } from './blog-api';
import { isMobile } from './site-helpers';

/** Search boxes a person can see right now (the header's, the blog's, a dialog's). */
const visibleSearchBoxes = (page: Page) =>
  page.locator('input[type="search"]').evaluateAll(
    (inputs) =>
      inputs.filter((input) => {
        const box = input.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && getComputedStyle(input).visibility !== 'hidden';
      }).length,
  );

/** Where a person is on the blog, and where a search that found nothing leads. */
test.describe('blog wayfinding', () => {
  test('"Blog" is marked as the current place in the menu on an article', async ({ page, request }) => {
    const title = `Onde estou ${uniqueWord()}`;
    await createPost(request, { title });
    await page.goto(`/blog/${slugify(title)}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    if (isMobile(page)) {
      await page.getByRole('button', { name: 'Abrir menu' }).click();
      const menu = page.locator('#mobile-menu');
      await expect(menu.getByRole('link', { name: 'Blog', exact: true })).toHaveAttribute('aria-current', 'true');
      await expect(menu.getByRole('link', { name: 'Início', exact: true })).not.toHaveAttribute('aria-current');
    } else {
      const nav = page.getByRole('navigation', { name: 'Menu principal' });
      await expect(nav.getByRole('link', { name: 'Blog', exact: true })).toHaveAttribute('aria-current', 'true');
      await expect(nav.getByRole('link', { name: 'Início', exact: true })).not.toHaveAttribute('aria-current');
    }
  });

  test('one search box on a screen at a time', async ({ page, request }) => {
    await page.goto('/blog');
    await expect(page.getByRole('main').getByRole('searchbox', { name: 'Buscar posts' })).toBeVisible();
    expect(await visibleSearchBoxes(page)).toBe(1);
    await expect(page.getByRole('button', { name: 'Abrir busca do blog' })).toBeHidden();

    await page.goto('/blog/post-que-nao-existe');
    await expect(page.getByRole('heading', { level: 1, name: 'Post não encontrado', exact: true })).toBeVisible();
    expect(await visibleSearchBoxes(page)).toBe(1);

    // Elsewhere the header's search is the one (on a phone, behind its button).
    const title = `Uma busca ${uniqueWord()}`;
    await createPost(request, { title });
    await page.goto(`/blog/${slugify(title)}`);
    expect(await visibleSearchBoxes(page)).toBe(isMobile(page) ? 0 : 1);
    if (isMobile(page)) {
      await page.getByRole('button', { name: 'Abrir busca do blog' }).click();
      await expect(page.getByRole('dialog', { name: 'Buscar no blog' })).toBeVisible();
      expect(await visibleSearchBoxes(page)).toBe(1);
    }
  });

  test('a search with no results offers the recent posts', async ({ page, request }) => {
    await createPost(request, { title: `Recente ${uniqueWord()}` });
    const nothing = uniqueWord();
    await page.goto(`/blog?search=${nothing}`);
    await expect(page.getByText(`Sem resultados para “${nothing}”`)).toBeVisible();
    await expect(page.getByText('Nenhum post encontrado.')).toBeVisible();
    const recent = page.getByRole('region', { name: 'Posts recentes' });
    await expect(recent).toBeVisible();
    const cards = recent.locator('article');
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeLessThanOrEqual(3);
    const first = cards.first().getByRole('link').first();
    const href = await first.getAttribute('href');
    expect(href).toMatch(/^\/blog\/[a-z0-9-]+$/);
    await first.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
  });
});
