import { expect, test } from './fixtures';
import { axeViolations as violations } from './axe';
import { openContactFromHeader } from './site-helpers';

// Automated WCAG 2 A/AA checks of the layout, home, partners and the contact overlay.

test.describe('accessibility', () => {
  test('home page', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test('partners page with a partner open', async ({ page }) => {
    await page.goto('/parcerias');
    await expect(page.locator('.partner-card')).toHaveCount(6);
    expect(await violations(page)).toEqual([]);
    await page.locator('.partner-card').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test('contact overlay with errors shown', async ({ page }) => {
    await page.goto('/');
    await openContactFromHeader(page);
    await page.getByRole('button', { name: 'Enviar mensagem' }).click();
    expect(await violations(page)).toEqual([]);
  });
});
