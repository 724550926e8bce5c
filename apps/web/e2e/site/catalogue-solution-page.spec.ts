import { expect, test, type Page } from './fixtures';
import { yearsInBusiness } from '@vitrine/shared/brand';

const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1440) < 800;
const bodyOverflow = (page: Page) => page.evaluate(() => getComputedStyle(document.body).overflow);

test.describe('solution page template', () => {
  test.use({ reducedMotion: 'reduce' });

  test('HCM: title, info cards as a grid on desktop and a carousel on mobile, banner', async ({ page }) => {
    await page.goto('/solucoes/sistemas-gestao/hcm');
    await expect(page.getByRole('heading', { level: 1, name: 'HCM' })).toBeVisible();
    await expect(page).toHaveTitle(/HCM/);
    const infoCarousel = page.locator('[aria-roledescription="carrossel"][aria-label="Destaques do HCM"]');
    // CSS shows one of the two by width (both are in the prerendered markup).
    if (isMobile(page)) {
      await expect(infoCarousel).toBeVisible();
      await expect(infoCarousel.getByRole('group')).toHaveCount(5);
      await expect(infoCarousel.getByRole('button', { name: 'Próximo' })).toBeVisible();
      await expect(page.locator('.info-cards')).toBeHidden();
    } else {
      await expect(infoCarousel).toBeHidden();
      await expect(infoCarousel.getByRole('button', { name: 'Próximo' })).toBeHidden();
      const grid = page.locator('.info-cards');
      await expect(grid.locator('.info-card')).toHaveCount(5);
      await expect(grid).toBeVisible();
      // 1440 px is "lg" (1200–1535): HCM shows 3 per line there.
      // The cards wrap, last line centred: count how many share the first card's line.
      const tops = await grid
        .locator('.info-card')
        .evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().top)));
      expect(tops.filter((top) => top === tops[0]).length).toBe(3);
    }
    await expect(
      page.getByRole('region', { name: `Há ${yearsInBusiness()} anos ao lado do RH brasileiro` }),
    ).toBeVisible();
  });

  test('HCM: the tab bar filters module cards by category, with arrow keys too', async ({ page }) => {
    await page.goto('/solucoes/sistemas-gestao/hcm');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const tablist = page.getByRole('tablist', { name: /Categorias de módulos/ });
    await expect(tablist.getByRole('tab')).toHaveCount(4);
    // The categories are named in Portuguese, like every other label on the site.
    await expect(tablist.getByRole('tab')).toHaveText([
      'Atração de talentos',
      'Administração de pessoal',
      'Gestão de talentos',
      'Experiência do colaborador',
    ]);
    const panel = page.getByRole('tabpanel');

    await tablist.getByRole('tab', { name: 'Administração de pessoal' }).click();
    for (const title of ['Folha', 'Ponto', 'Gestão de Benefícios', 'Jurídico']) {
      await expect(panel.getByRole('heading', { level: 3, name: title, exact: true })).toBeVisible();
    }
    await expect(panel.getByRole('heading', { name: 'Recrutamento e Seleção' })).toHaveCount(0);
    await expect(panel.getByRole('listitem')).toHaveCount(7);

    // Arrow keys move the selection to the neighbouring tab.
    const selected = tablist.getByRole('tab', { selected: true });
    const before = await selected.textContent();
    await selected.focus();
    await page.keyboard.press('ArrowRight');
    await expect(tablist.getByRole('tab', { selected: true })).not.toHaveText(before ?? '');
    await expect(tablist.getByRole('tab', { selected: true })).toBeFocused();
  });

  test('HCM: a module card opens its detail with page scroll locked; Escape closes it', async ({ page }) => {
    await page.goto('/solucoes/sistemas-gestao/hcm');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.getByRole('tab', { name: 'Administração de pessoal' }).click();
    expect(await bodyOverflow(page)).not.toBe('hidden');
    await page.getByRole('button', { name: 'Ver detalhes: Folha' }).click();
    const dialog = page.getByRole('dialog', { name: 'Folha' });
    await expect(dialog).toBeVisible();
    await expect.poll(() => bodyOverflow(page)).toBe('hidden');
    await expect(dialog.getByRole('heading', { level: 3 }).first()).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Fale com um especialista' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect.poll(() => bodyOverflow(page)).not.toBe('hidden');
  });

  test('GAS and ERP render their tabs and modules', async ({ page }) => {
    await page.goto('/solucoes/sistemas-gestao/gas');
    await expect(page.getByRole('heading', { level: 1, name: 'GAS' })).toBeVisible();
    // The prerendered tabs are shown before the script that switches them: wait for it.
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const tabs = page.getByRole('tablist').getByRole('tab');
    await expect(tabs).toHaveText(['Segurança e Prevenção', 'Operação', 'Conformidade']);
    await tabs.nth(2).click();
    await expect(page.getByRole('tabpanel').getByRole('heading', { name: 'Auditoria e Trilhas' })).toBeVisible();

    await page.goto('/solucoes/sistemas-gestao/erp');
    await expect(page.getByRole('heading', { level: 1, name: 'ERP' })).toBeVisible();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.getByRole('tab', { name: 'Sistemas' }).click();
    await expect(page.getByRole('tabpanel').getByRole('heading', { name: 'CRM' })).toBeVisible();
  });

  test('an unknown solution id redirects to the home page', async ({ page }) => {
    await page.goto('/solucoes/sistemas-gestao/nao-existe');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });
});

// The grid is the desktop layout (phones get a carousel).
test.describe('info cards rising into view (islands/reveal.ts)', { tag: '@wide-only' }, () => {
  const HCM = '/solucoes/sistemas-gestao/hcm';
  /** Two frames after the islands entry started: its observer has made its first report. */
  const settled = (page: Page) =>
    page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 50)))),
    );

  test('cards below the first screen wait hidden, then rise once scrolled to', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 400 });
    await page.goto(HCM);
    const grid = page.locator('.info-cards');
    await expect(grid).toHaveAttribute('data-reveal', 'waiting');
    await expect(grid.locator('.info-cards__cell').first()).toHaveCSS('opacity', '0');
    await grid.scrollIntoViewIfNeeded();
    await expect(grid).toHaveAttribute('data-reveal', 'shown');
    await expect(grid.locator('.info-cards__cell').last()).toHaveCSS('opacity', '1');
  });

  test('cards already in view when the page comes up are left as painted', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 3000 });
    await page.goto(HCM);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await settled(page);
    await settled(page);
    const grid = page.locator('.info-cards');
    await expect(grid).toHaveAttribute('data-reveal', '');
    await expect(grid.locator('.info-cards__cell').first()).toHaveCSS('opacity', '1');
  });
});
