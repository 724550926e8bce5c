import { expect, test } from '@playwright/test';
import { loginWithStorage } from './pages/admin-api';

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
    await expect(unread).toContainText(/Contatos não lidos\d+/);
    await unread.click();
    await expect(page).toHaveURL(/\/admin\/contatos$/);
  });
});
