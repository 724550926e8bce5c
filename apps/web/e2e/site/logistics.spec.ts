import { expect, test, type Page } from './fixtures';

/**
 * The logistics catalogue: landing, the twelve product pages and the product template's
 * behaviour. Runs at 1440 and 390 px; below 800 px the spec swaps grids for carousels and
 * hides the banner carousel's tabs, so a few checks branch on the width.
 */
const PRODUCTS = {
  'ai-logistics': 'AI Logistics',
  'confirma-facil': 'Confirma Fácil',
  'gestao-frotas': 'Gestão de Frotas',
  'gestao-volumes': 'Gestão de Volumes',
  lms: 'LMS',
  roteirizador: 'Roteirizador',
  'tms-embarcador': 'TMS Embarcador',
  'tms-transportadora': 'TMS Transportadora',
  'torre-controle': 'Torre de Controle',
  'tracking-pedidos': 'Tracking de Pedidos',
  wms: 'WMS',
  yms: 'YMS',
} as const;

const productUrl = (id: string) => `/solucoes/sistemas-logistica/${id}`;
const isMobile = (page: Page) => page.viewportSize()!.width < 800;

test.describe('logistics landing', () => {
  test('shows the twelve solution cards, each linking to its page', async ({ page }) => {
    await page.goto('/solucoes/sistemas-logistica');
    await expect(page.getByRole('heading', { level: 1, name: 'Sistemas para logística' })).toBeVisible();
    await expect(page).toHaveTitle(/Sistemas para logística/);

    const carousel = page.getByRole('region', { name: 'Sistemas para logística', exact: true });
    const cards = carousel.getByRole('link');
    await expect(cards).toHaveCount(12);
    const hrefs = await cards.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs.sort()).toEqual(Object.keys(PRODUCTS).map(productUrl).sort());

    await cards.first().click();
    await expect(page).toHaveURL(/\/solucoes\/sistemas-logistica\/ai-logistics$/);
    await expect(page.getByRole('heading', { level: 1, name: 'AI Logistics' })).toBeVisible();
  });
});

test.describe('logistics product pages', () => {
  for (const [id, title] of Object.entries(PRODUCTS)) {
    test(`${id} renders its heading, features and closing call to action`, async ({ page }) => {
      await page.goto(productUrl(id));
      await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(title));
      await expect(page.getByRole('heading', { level: 2, name: 'Principais recursos' })).toBeAttached();
      await expect(
        page.getByRole('heading', { level: 2, name: 'Vamos conversar sobre a sua operação?' }),
      ).toBeAttached();
    });
  }

  test('an unknown product id redirects to the home page', async ({ page }) => {
    await page.goto(productUrl('produto-inexistente'));
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });

  test('the features button scrolls the features into view', async ({ page }) => {
    await page.goto(productUrl('confirma-facil'));
    const features = page.locator('#recursos');
    // The button is in the prerendered markup before its click handler is: wait for hydration.
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Conheça os recursos' }).click();
    await expect
      .poll(async () => features.evaluate((el) => Math.round(el.getBoundingClientRect().top)), { timeout: 5000 })
      .toBeLessThan(200);
    expect(await features.evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThanOrEqual(0);
    await expect(features).toBeFocused();
  });

  test('the banner carousel and its tabs show at 1440 px and hide under 800 px', async ({ page }) => {
    await page.goto(productUrl('wms'));
    await expect(page.getByRole('heading', { level: 2, name: 'Como funciona no dia a dia' })).toBeAttached();
    const tabs = page.getByRole('tablist', { name: 'Etapas: WMS' });
    if (isMobile(page)) {
      // CSS alone hides them (also before the script runs): not visible, not in the accessibility tree.
      await expect(tabs).toHaveCount(0);
      await expect(page.locator('.lp-banner')).toBeHidden();
      // The same highlights, as a plain stacked list.
      await expect(page.locator('.lp-banner-stack li')).toHaveCount(5);
      await expect(page.locator('.lp-banner-stack')).toBeVisible();
    } else {
      await expect(page.locator('.lp-banner-stack')).toBeHidden();
      await tabs.scrollIntoViewIfNeeded();
      await expect(tabs).toBeVisible();
      await expect(tabs.getByRole('tab')).toHaveCount(5);
      await tabs.getByRole('tab', { name: 'Separação' }).click();
      await expect(tabs.getByRole('tab', { name: 'Separação' })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel').getByText(/Ondas de separação por rota/)).toBeVisible();
    }
  });

  test('WMS lists its modules and a module opens in a modal that locks the page scroll', async ({ page }) => {
    await page.goto(productUrl('wms'));
    const modules = page.locator('#modulos');
    await modules.scrollIntoViewIfNeeded();
    for (const name of [
      'Recebimento',
      'Armazenagem',
      'Separação',
      'Expedição',
      'Inventário',
      'Estoque',
      'Rastreabilidade',
    ])
      await expect(modules.getByRole('heading', { level: 3, name })).toBeVisible();

    await modules.getByRole('tab', { name: 'Gestão e integrações' }).click();
    for (const name of ['Etiquetas', 'Contratos', 'Materiais', 'Integração com automação'])
      await expect(modules.getByRole('heading', { level: 3, name })).toBeVisible();
    await modules.getByRole('tab', { name: 'Operação do armazém' }).click();

    await modules.getByRole('button', { name: 'Ver detalhes: Separação' }).click();
    const dialog = page.getByRole('dialog', { name: 'Separação' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(/até 25% de produtividade/i).first()).toBeVisible();
    await expect(page.locator('html')).toHaveClass(/scroll-locked/);
    const before = await page.evaluate(() => window.scrollY);
    await page.mouse.wheel(0, 800);
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => window.scrollY)).toBe(before);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.locator('html')).not.toHaveClass(/scroll-locked/);
  });

  test('resume cards show their key fragment in bold', async ({ page }) => {
    await page.goto(productUrl('confirma-facil'));
    const resume = page.locator('#resumo');
    await resume.scrollIntoViewIfNeeded();
    const bold = resume.locator('strong', { hasText: 'Até 30% de redução no frete' });
    await expect(bold).toBeVisible();
    expect(await bold.evaluate((el) => Number(getComputedStyle(el).fontWeight))).toBeGreaterThanOrEqual(600);
    await expect(resume.locator('strong', { hasText: '300+ integrações' })).toBeVisible();
  });

  test('middle texts keep their highlight and line break', async ({ page }) => {
    await page.goto(productUrl('tracking-pedidos'));
    const statement = page.locator('.lp-statement').first();
    await statement.scrollIntoViewIfNeeded();
    await expect(statement.locator('mark', { hasText: 'o cliente encontra a resposta sozinho' })).toBeVisible();
    await expect(statement.locator('br')).toHaveCount(1);
  });

  test('the closing call to action opens the contact form', async ({ page }) => {
    await page.goto(productUrl('tracking-pedidos'));
    const cta = page.getByRole('region', { name: 'Vamos conversar sobre a sua operação?' });
    await cta.scrollIntoViewIfNeeded();
    await cta.getByRole('button', { name: 'Fale com um especialista' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });
});
