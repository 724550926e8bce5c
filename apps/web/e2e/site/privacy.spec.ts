import { expect, test } from './fixtures';

const ANCHORS = ['definitions', 'data', 'personal-information', 'information-sharing', 'security', 'general'];

test.describe('privacy policy', () => {
  test('switches between Portuguese and English', async ({ page }) => {
    await page.goto('/politica-privacidade');
    await expect(page.getByRole('heading', { level: 1, name: 'Política de Privacidade' })).toBeVisible();
    await expect(page.getByText('Última atualização: 30 de abril de 2025')).toBeVisible();
    await expect(page).toHaveTitle(/^Política de Privacidade/);

    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(page.getByText('Last updated: April 30, 2025')).toBeVisible();
    await expect(page.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(/\?lang=en$/);
    await expect(page.getByRole('heading', { level: 2, name: '4. Information sharing' })).toBeAttached();

    await page.getByRole('button', { name: 'Português' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Política de Privacidade' })).toBeVisible();
  });

  test('the sub-menu jumps to each section anchor', async ({ page }) => {
    await page.goto('/politica-privacidade');
    const menu = page.getByRole('navigation', { name: 'Nesta página' });
    for (const id of ANCHORS) await expect(page.locator(`section#${id}`)).toHaveCount(1);
    await expect(menu.locator('a[href^="#"]')).toHaveCount(ANCHORS.length);

    await menu.getByRole('link', { name: 'Segurança' }).click();
    await expect(page).toHaveURL(/#security$/);
    await expect(page.getByRole('heading', { name: '5. Segurança' })).toBeInViewport();
    // The menu stays in sight while reading (sticky).
    await expect(menu).toBeInViewport();

    await menu.getByRole('link', { name: 'Definições' }).click();
    await expect(page.getByRole('heading', { name: '1. Definições' })).toBeInViewport();
  });

  test('each language has its PDF', async ({ page, request }) => {
    await page.goto('/politica-privacidade');
    const pt = page.getByRole('link', { name: 'Baixar PDF (português)' });
    await expect(pt).toHaveAttribute('href', '/docs/privacy-policy-pt-BR.pdf');
    await page.getByRole('button', { name: 'English' }).click();
    const en = page.getByRole('link', { name: 'Download PDF (English)' });
    await expect(en).toHaveAttribute('href', '/docs/privacy-policy-en.pdf');

    for (const href of ['/docs/privacy-policy-pt-BR.pdf', '/docs/privacy-policy-en.pdf']) {
      const res = await request.get(href);
      expect(res.status()).toBe(200);
      expect(res.headers()['content-type']).toBe('application/pdf');
      expect((await res.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
  });

  test('"Fale conosco" opens the contact form', async ({ page }) => {
    await page.goto('/politica-privacidade#general');
    await page.getByRole('main').getByRole('button', { name: 'Fale conosco' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('a shared link to a section opens at that section', async ({ page }) => {
    await page.goto('/politica-privacidade?lang=en#information-sharing');
    await expect(page.getByRole('heading', { name: '4. Information sharing' })).toBeInViewport();
  });
});
