import { expect, test } from './fixtures';

test.describe('partners page', () => {
  test('shows six partner cards, each opening its description', async ({ page }) => {
    await page.goto('/parcerias');
    await expect(page).toHaveTitle(/^Parcerias \| /);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const cards = page.locator('.partner-card');
    await expect(cards).toHaveCount(6);

    await cards.filter({ hasText: 'Telemetra' }).click();
    const dialog = page.getByRole('dialog', { name: 'Telemetra' });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('p')).not.toHaveCount(0);
    await expect(dialog).toContainText('Torre de Controle');
    await expect(page.locator('html')).toHaveClass(/scroll-locked/);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(cards.filter({ hasText: 'Telemetra' })).toBeFocused();

    await cards.first().click();
    const first = page.getByRole('dialog');
    await expect(first).toBeVisible();
    await first.getByRole('button', { name: 'Fechar' }).click();
    await expect(first).toBeHidden();
  });

  test('"Saiba mais" opens the contact form', async ({ page }) => {
    await page.goto('/parcerias');
    await page.getByRole('button', { name: 'Saiba mais' }).click();
    await expect(page.getByRole('dialog', { name: 'Vamos conversar sobre a sua operação' })).toBeVisible();
  });
});
