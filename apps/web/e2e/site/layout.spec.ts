import { expect, test, type Page } from './fixtures';
import { brand } from '@vitrine/shared/brand';
import { holdRequests, isMobile } from './site-helpers';

test.describe('site layout', () => {
  test('the main menu links reach their pages', async ({ page }) => {
    await page.goto('/');
    for (const [label, url] of [
      ['Parcerias', /\/parcerias$/],
      ['Blog', /\/blog$/],
      ['Início', /\/$/],
    ] as const) {
      if (isMobile(page)) {
        await page.getByRole('button', { name: 'Abrir menu' }).click();
        await page.locator('#mobile-menu').getByRole('link', { name: label, exact: true }).click();
        await expect(page.locator('#mobile-menu')).toBeHidden();
      } else {
        await page.getByRole('banner').getByRole('link', { name: label, exact: true }).click();
      }
      await expect(page).toHaveURL(url);
    }
  });

  test('the solutions mega-menu leads to a solution page', async ({ page }) => {
    await page.goto('/');
    if (isMobile(page)) {
      await page.getByRole('button', { name: 'Abrir menu' }).click();
      await page.locator('#mobile-menu').getByRole('link', { name: 'Sistemas para logística' }).click();
      await expect(page).toHaveURL(/\/solucoes\/sistemas-logistica$/);
      return;
    }
    const toggle = page.getByRole('button', { name: 'Soluções', exact: true });
    await toggle.hover();
    const mega = page.locator('#mega-menu');
    await expect(mega).toBeVisible();
    await expect(mega.getByRole('link')).toHaveCount(3 + 12 + 3 + 1);
    await mega.getByRole('link', { name: 'WMS', exact: true }).click();
    await expect(page).toHaveURL(/\/solucoes\/sistemas-logistica\/wms$/);
    await expect(mega).toBeHidden();
  });

  test('the menus open and close from the keyboard', async ({ page }) => {
    await page.goto('/parcerias');
    if (isMobile(page)) {
      const toggle = page.getByRole('button', { name: 'Abrir menu' });
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect(page.locator('#mobile-menu')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.locator('#mobile-menu')).toBeHidden();
      await expect(page.getByRole('button', { name: 'Abrir menu' })).toBeFocused();
      return;
    }
    const toggle = page.getByRole('button', { name: 'Soluções', exact: true });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.locator('#mega-menu a').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.locator('#mega-menu')).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('a tap on the menu before the code has loaded opens it once the page is hydrated @phone-only', async ({
    page,
  }) => {
    // Every chunk is held back until the tap has happened: the prerendered page is all there is.
    const release = await holdRequests(page, '**/assets/*.js');
    const navigation = page.goto('/parcerias');
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    await expect(page.locator('#mobile-menu')).toBeHidden();
    release();
    await navigation;
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    await expect(page.getByRole('button', { name: 'Fechar menu' })).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#mobile-menu')).toBeVisible();
  });

  test('the mobile menu lists the privacy policy; the desktop menu does not', async ({ page }) => {
    await page.goto('/');
    if (isMobile(page)) {
      const toggle = page.getByRole('button', { name: 'Abrir menu' });
      await toggle.click();
      await expect(page.getByRole('button', { name: 'Fechar menu' })).toHaveAttribute('aria-expanded', 'true');
      await page.locator('#mobile-menu').getByRole('link', { name: 'Política de Privacidade' }).click();
      await expect(page).toHaveURL(/\/politica-privacidade$/);
    } else {
      await expect(page.getByRole('banner').getByRole('link', { name: 'Política de Privacidade' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Abrir menu' })).toBeHidden();
    }
  });

  async function searchBlog(page: Page, term: string) {
    if (isMobile(page)) {
      await page.getByRole('button', { name: 'Abrir busca do blog' }).click();
      const box = page
        .getByRole('dialog', { name: 'Buscar no blog' })
        .getByRole('combobox', { name: 'Buscar no blog' });
      await box.fill(term);
      await box.press('Enter');
      await expect(page.getByRole('dialog', { name: 'Buscar no blog' })).toBeHidden();
    } else {
      const box = page.getByRole('banner').getByRole('combobox', { name: 'Buscar no blog' });
      await box.fill(term);
      await box.press('Enter');
    }
  }

  test('the header search goes to the blog with spaces as underscores', async ({ page }) => {
    await page.goto('/');
    await searchBlog(page, 'gestao de pessoas');
    await expect(page).toHaveURL(/\/blog\?search=gestao_de_pessoas$/);
  });

  test('a search of only spaces goes to the plain blog', async ({ page }) => {
    await page.goto('/parcerias');
    await searchBlog(page, '    ');
    await expect(page).toHaveURL(/\/blog$/);
  });

  test('the footer has the address, phone, social links and copyright', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText(brand.address.street, { exact: false })).toBeVisible();
    await expect(footer.getByRole('link', { name: brand.phone })).toHaveAttribute('href', brand.phoneHref);
    for (const network of ['LinkedIn', 'Instagram', 'YouTube', 'Facebook']) {
      await expect(footer.getByRole('link', { name: new RegExp(network) })).toHaveAttribute('target', '_blank');
    }
    await expect(footer).toContainText(`© ${new Date().getFullYear()} ${brand.legalName}`);
    await footer.getByRole('link', { name: 'Parcerias' }).click();
    await expect(page).toHaveURL(/\/parcerias$/);
  });

  test('every route change sends one pageview', async ({ page }) => {
    const views: string[] = [];
    page.on('request', (req) => {
      if (req.method() === 'POST' && req.url().endsWith('/api/eventos')) {
        const body = req.postDataJSON() as { type: string; path: string };
        if (body.type === 'pageview') views.push(body.path);
      }
    });
    await page.goto('/');
    await expect.poll(() => views).toEqual(['/']);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Blog' }).click();
    await expect.poll(() => views).toEqual(['/', '/blog']);
  });
});
