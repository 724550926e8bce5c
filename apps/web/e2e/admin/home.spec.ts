import { expect, test } from '@playwright/test';
import { slugify } from '@vitrine/shared/publishing';
import { loginWithStorage } from './pages/admin-api';
import { createPost, uniqueWord } from '../site/blog-api';

test.describe('admin home', () => {
  test('shows the last 30 days and the unread contacts, which lead to Contatos', async ({ page, request }) => {
    for (const type of ['pageview', 'pageview', 'contact', 'newsletter']) {
      const res = await request.post('/api/eventos', { data: { type, path: '/' } });
      expect(res.status()).toBeLessThan(300);
    }
    await loginWithStorage(page, request);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Olá, admin' })).toBeVisible();
    const chart = page.getByRole('img', { name: /Visualizações de página por dia nos últimos 30 dias/ });
    await expect(chart).toBeVisible();
    await expect(chart.locator('rect')).toHaveCount(30);
    const views = page.locator('section').filter({ hasText: 'Visualizações de página' }).first();
    expect(Number((await views.locator('span').nth(1).textContent())?.replace(/\D/g, ''))).toBeGreaterThanOrEqual(2);
    const unread = page.getByTestId('unread-contacts');
    await expect(unread).toContainText(/Contatos não lidos \(todos\)\d+/);
    const figure = (await unread.textContent())!.replace(/\D/g, '');
    await unread.click();
    await expect(page).toHaveURL(/\/admin\/contatos$/);
    // The figure is the inbox's own count of unread messages.
    await expect(page.getByTestId('unread-count')).toHaveText(new RegExp(`^${figure} não lidas?$`));
  });

  for (const width of [1024, 1440]) {
    test(`at ${width} px the period selector drives every figure and the top pages`, async ({ page, request }) => {
      await page.setViewportSize({ width, height: 900 });
      // Only the site's own pages are counted: a post of this test's own, read 40 times.
      const title = `Período ${uniqueWord()}`;
      await createPost(request, { title });
      const path = `/blog/${slugify(title)}`;
      for (let i = 0; i < 40; i += 1) {
        const res = await request.post('/api/eventos', { data: { type: 'pageview', path } });
        expect(res.status()).toBeLessThan(300);
      }
      await loginWithStorage(page, request);
      await page.goto('/admin');
      const period = page.getByRole('tablist', { name: 'Período' });
      for (const days of [7, 90, 30]) {
        await period.getByRole('tab', { name: `${days} dias` }).click();
        await expect(period.getByRole('tab', { name: `${days} dias` })).toHaveAttribute('aria-selected', 'true');
        const chart = page.getByRole('img', { name: new RegExp(`por dia nos últimos ${days} dias`) });
        await expect(chart.locator('rect')).toHaveCount(days);
        for (const label of [
          'Visualizações de página',
          'Contatos recebidos',
          'Novas assinaturas',
          'Atividade diária',
        ]) {
          await expect(page.getByText(`${label} — últimos ${days} dias`)).toBeVisible();
        }
        await expect(page.getByText(`Páginas mais vistas — últimos ${days} dias`)).toBeVisible();
        // Today's 40 views of one page put it among the top pages of every period, by its title
        // (the path is the line's tooltip).
        const top = page.getByTestId('top-pages');
        await expect(top).toContainText(title);
        await expect(top).not.toContainText(path);
        await expect(top.getByText(title)).toHaveAttribute('title', new RegExp(path));
      }
    });
  }
});
