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

  test('"Fale com um especialista" opens the contact form', async ({ page }) => {
    await page.goto('/parcerias');
    await page
      .getByRole('main')
      .getByRole('button', { name: /^Fale com um especialista sobre ser parceiro/ })
      .click();
    await expect(page.getByRole('dialog', { name: 'Vamos conversar sobre a sua operação' })).toBeVisible();
  });

  test('each partner modal ends in a call to action that opens the contact form', async ({ page }) => {
    await page.goto('/parcerias');
    const cards = page.locator('.partner-card');
    const count = await cards.count();
    for (let i = 0; i < count; i += 1) {
      await cards.nth(i).click();
      const dialog = page.getByRole('dialog');
      const cta = dialog.getByRole('button', { name: 'Falar com um especialista' });
      await expect(cta).toBeVisible();
      // The call to action is the article's last word: nothing of the description comes after it.
      expect(
        await cta.evaluate((button) => {
          const article = button.closest('article')!;
          return article.lastElementChild!.contains(button);
        }),
      ).toBe(true);
      if (i < count - 1) {
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
      }
    }
    await page.getByRole('dialog').getByRole('button', { name: 'Falar com um especialista' }).click();
    const contact = page.getByRole('dialog', { name: 'Vamos conversar sobre a sua operação' });
    await expect(contact).toBeVisible();
    await expect(contact.getByLabel('Nome', { exact: true })).toBeFocused();
  });

  test('the "Quer ser um parceiro" band lines up with the card grid', async ({ page }) => {
    await page.goto('/parcerias');
    const grid = (await page.locator('.partners-grid').boundingBox())!;
    const band = (await page.getByRole('region', { name: /Quer ser um parceiro/ }).boundingBox())!;
    expect(Math.abs(band.x - grid.x)).toBeLessThanOrEqual(1);
    expect(Math.abs(band.x + band.width - (grid.x + grid.width))).toBeLessThanOrEqual(1);
  });
});
