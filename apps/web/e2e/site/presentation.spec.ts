import { expect, test } from './fixtures';
import { gradientContrastViolations } from './axe';
import { isMobile } from './site-helpers';

/** The defects a page-by-page review found at 390 and 1440 px (both projects run these). */
test.describe('presentation details', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the orange call-to-action band reaches AA contrast over every colour of its gradient', async ({ page }) => {
    // axe runs once per colour of every gradient on two whole pages: slower than one page check.
    test.setTimeout(120_000);
    // The band is one component (ContactBand) on every catalogue page: one page proves it.
    for (const route of ['/solucoes/sistemas-gestao/hcm']) {
      await page.goto(route);
      const band = page.locator('.contact-band');
      await band.scrollIntoViewIfNeeded();
      await expect(band).toBeVisible();
      expect(await gradientContrastViolations(page)).toEqual([]);
    }
  });

  test('the partner badge is in the header and in the mobile menu', async ({ page }) => {
    await page.goto('/');
    const badge = page.getByRole('banner').getByRole('link', { name: 'Parceiro certificado Plataforma SeniorX' });
    await expect(badge.first()).toBeVisible();
    if (isMobile(page)) {
      await page.getByRole('button', { name: 'Abrir menu' }).click();
      const inMenu = page
        .locator('#mobile-menu')
        .getByRole('link', { name: 'Parceiro certificado Plataforma SeniorX' });
      await expect(inMenu).toBeVisible();
      await expect(inMenu).toContainText('Plataforma SeniorX');
      await inMenu.click();
      await expect(page).toHaveURL(/\/parcerias$/);
    }
  });

  // The search dialog exists on small screens; wide ones search in the header.
  test('the mobile search dialog puts the cursor in the search field', { tag: '@phone-only' }, async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Abrir busca do blog' }).click();
    const dialog = page.getByRole('dialog', { name: 'Buscar no blog' });
    await expect(dialog.getByRole('combobox', { name: 'Buscar no blog' })).toBeFocused();
  });

  test('/login fits the screen and names the company, not the product', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Ir para a administração' })).toBeVisible();
    await expect(page.getByText('Área administrativa da Alvorada')).toBeVisible();
    await expect(page.getByText(/Vitrine/)).toHaveCount(0);
    const { scrollWidth, width } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      width: window.innerWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(width);
  });

  test('consulting cards carry no English labels', async ({ page }) => {
    await page.goto('/solucoes/consultoria');
    const cards = page.locator('.consulting-card');
    await expect(cards.first()).toBeVisible();
    for (const english of ['Software Factory', 'Finance Administration', 'People and Management']) {
      await expect(cards.getByText(english, { exact: true })).toHaveCount(0);
    }
    await expect(page.locator('[lang="en"]')).toHaveCount(0);
  });

  test('the consulting fronts fill every row, at 390, 1024 and 1440 px', async ({ page, isMobile }) => {
    for (const width of isMobile ? [390] : [1024, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/solucoes/consultoria');
      const cards = page.locator('.consulting-card');
      await expect(cards.first()).toBeVisible();
      const tops = await cards.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
      const perRow = [...tops.reduce((rows, top) => rows.set(top, (rows.get(top) ?? 0) + 1), new Map()).values()];
      // Every row holds as many cards as the first: the last one too.
      expect(
        perRow.every((n) => n === perRow[0]),
        `${width} px: ${perRow.join('+')}`,
      ).toBe(true);
    }
  });

  // A grid from 800 px on (a carousel below).
  test('the HCM info cards leave no hole at the end of the grid', { tag: '@wide-only' }, async ({ page }) => {
    await page.goto('/solucoes/sistemas-gestao/hcm');
    const cells = page.locator('.info-cards__cell');
    await expect(cells.first()).toBeVisible();
    const boxes = await cells.evaluateAll((els) => els.map((el) => el.getBoundingClientRect()));
    const grid = (await page.locator('.info-cards').boundingBox())!;
    const lastTop = Math.max(...boxes.map((b) => b.top));
    const lastLine = boxes.filter((b) => Math.abs(b.top - lastTop) < 2);
    // The last line is centred: the space left of it equals the space right of it.
    const left = Math.min(...lastLine.map((b) => b.left)) - grid.x;
    const right = grid.x + grid.width - Math.max(...lastLine.map((b) => b.right));
    expect(Math.abs(left - right)).toBeLessThan(2);
  });

  test('a tab bar wider than the screen shows that it scrolls', async ({ page }) => {
    await page.goto('/solucoes/sistemas-logistica/wms');
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    const frame = page.locator('.tab-bar__frame').filter({ visible: true }).first();
    await frame.scrollIntoViewIfNeeded();
    const overflows = await frame.locator('.tab-bar').evaluate((el) => el.scrollWidth > el.clientWidth + 2);
    if (!overflows) {
      await expect(frame).toHaveAttribute('data-more-after', 'false');
      return;
    }
    await expect(frame).toHaveAttribute('data-more-after', 'true');
    await expect(frame.locator('.tab-bar__more--after')).toBeVisible();
    await frame.locator('.tab-bar__more--after').click();
    await expect(frame).toHaveAttribute('data-more-before', 'true');
  });

  test('stepped to its end, a carousel shows its last card whole', { tag: '@phone-only' }, async ({ page }) => {
    for (const path of ['/solucoes/sistemas-gestao/hcm', '/solucoes/sistemas-gestao/erp']) {
      await page.goto(path);
      await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
      const carousel = page.locator('.carousel').filter({ visible: true }).first();
      await carousel.scrollIntoViewIfNeeded();
      const next = carousel.getByRole('button', { name: /próxim/i });
      while (await next.isEnabled()) await next.click();
      // Once the scroll settles, the last card's edges are inside the viewport (none cut off).
      await expect
        .poll(() =>
          carousel.evaluate((el) => {
            const view = el.querySelector('.carousel__viewport')!.getBoundingClientRect();
            const slides = el.querySelectorAll('.carousel__slide > *');
            const last = slides[slides.length - 1]!.getBoundingClientRect();
            return last.left >= view.left - 1 && last.right <= view.right + 1;
          }),
        )
        .toBe(true);
    }
  });

  test('the home animation has a visible pause control and a text alternative', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('img', { name: /Animação ilustrativa/ })).toHaveCount(1);
    const toggle = page.getByRole('button', { name: /animação de fundo/ });
    await expect(toggle).toBeVisible();
    await toggle.click();
    await expect(toggle).toHaveAccessibleName(/Pausar|Reproduzir/);
  });
});
