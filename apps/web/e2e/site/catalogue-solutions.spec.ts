import { expect, test, type Page } from './fixtures';
import { holdRequests } from './site-helpers';

/** The catalogue's carousels are regions with aria-roledescription 'carrossel' and a label. */
const carousel = (page: Page, label: string) =>
  page.locator(`[aria-roledescription="carrossel"][aria-label="${label}"]`);
const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1440) < 800;

test.describe('/solucoes', () => {
  test.use({ reducedMotion: 'reduce' });

  test('shows the management (3), logistics (12) and consulting (8) carousels', async ({ page }) => {
    await page.goto('/solucoes');
    await expect(page).toHaveTitle(/Soluções/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(carousel(page, 'Sistemas de gestão').getByRole('group')).toHaveCount(3);
    await expect(carousel(page, 'Sistemas para logística').getByRole('group')).toHaveCount(12);
    await expect(carousel(page, 'Consultoria').getByRole('group')).toHaveCount(8);
    for (const title of ['HCM', 'ERP', 'GAS']) {
      await expect(
        carousel(page, 'Sistemas de gestão').getByRole('link', { name: new RegExp(`^${title}\\b`) }),
      ).toHaveAttribute('href', `/solucoes/sistemas-gestao/${title.toLowerCase()}`);
    }
  });

  test('a consulting card opens its description in a modal that Escape closes', async ({ page }) => {
    await page.goto('/solucoes');
    const card = carousel(page, 'Consultoria').getByRole('button', { name: /Fábrica de Software/ });
    await card.scrollIntoViewIfNeeded();
    await card.click();
    const dialog = page.getByRole('dialog', { name: 'Fábrica de Software' });
    await expect(dialog).toBeVisible();
    // A pt-BR site: no English eyebrow.
    await expect(dialog).not.toContainText('Software Factory');
    await expect(dialog).toContainText('O que entregamos');
    await expect(dialog.getByRole('button', { name: 'Fale com um especialista' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('a logistics card navigates to its page', async ({ page }) => {
    await page.goto('/solucoes');
    // The WMS card sits far to the right: focus brings it into view, Enter follows it.
    const wms = carousel(page, 'Sistemas para logística').getByRole('link', { name: /^WMS\b/ });
    await wms.focus();
    await expect(wms).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/solucoes\/sistemas-logistica\/wms$/);
  });

  test('carousel arrows: shown with 5+ items or on mobile, scroll on click and with Left/Right keys', async ({
    page,
  }) => {
    await page.goto('/solucoes');
    const management = carousel(page, 'Sistemas de gestão');
    // 3 items: arrows only on mobile.
    await expect(management.getByRole('button', { name: 'Próximo' })).toHaveCount(isMobile(page) ? 1 : 0);

    const logistics = carousel(page, 'Sistemas para logística');
    await logistics.scrollIntoViewIfNeeded();
    const prev = logistics.getByRole('button', { name: 'Anterior' });
    const next = logistics.getByRole('button', { name: 'Próximo' });
    const first = logistics.getByRole('group').first();
    await expect(prev).toBeDisabled();
    await expect(next).toBeEnabled();
    const x0 = (await first.boundingBox())!.x;

    await next.click();
    await expect.poll(async () => (await first.boundingBox())!.x).toBeLessThan(x0 - 100);
    await expect(prev).toBeEnabled();
    const x1 = (await first.boundingBox())!.x;

    // Keyboard: Right/Left move the carousel while focus is inside it.
    await logistics.locator('.carousel__viewport').focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(async () => (await first.boundingBox())!.x).toBeLessThan(x1 - 100);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(async () => Math.round((await first.boundingBox())!.x)).toBe(Math.round(x0));
    await expect(prev).toBeDisabled();
  });

  test('an arrow pressed while its carousel is still waking moves it once the carousel is live', async ({ page }) => {
    // The code that hydrates islands is held back until the press has happened.
    const release = await holdRequests(page, '**/assets/hydrate-*.js');
    await page.goto('/solucoes');
    const logistics = carousel(page, 'Sistemas para logística');
    await logistics.scrollIntoViewIfNeeded();
    const island = page.locator('[data-island]', { has: logistics });
    await expect(island).toHaveAttribute('data-waking', 'true');
    const first = logistics.getByRole('group').first();
    const x0 = (await first.boundingBox())!.x;

    await logistics.getByRole('button', { name: 'Próximo' }).click();
    await expect(island).not.toHaveAttribute('data-live');
    release();
    // The press is replayed once the carousel has rendered with its API (islands/hydrate.tsx).
    await expect(island).toHaveAttribute('data-live', 'true');
    await expect.poll(async () => (await first.boundingBox())!.x).toBeLessThan(x0 - 100);
    await expect(logistics.getByRole('button', { name: 'Anterior' })).toBeEnabled();
  });
});

test.describe('management landing and consulting', () => {
  test('/solucoes/sistemas-gestao presents HCM, ERP and GAS', async ({ page }) => {
    await page.goto('/solucoes/sistemas-gestao');
    await expect(page).toHaveTitle(/Sistemas de gestão/);
    for (const id of ['hcm', 'erp', 'gas']) {
      await expect(page.locator(`main a[href="/solucoes/sistemas-gestao/${id}"]`).first()).toBeVisible();
    }
    await page.getByRole('link', { name: 'Conhecer o GAS' }).click();
    await expect(page).toHaveURL(/\/sistemas-gestao\/gas$/);
    await expect(page.getByRole('heading', { level: 1, name: 'GAS' })).toBeVisible();
  });

  test('/solucoes/consultoria lists the 8 services, each opening its description', async ({ page }) => {
    await page.goto('/solucoes/consultoria');
    await expect(page).toHaveTitle(/Consultoria/);
    const buttons = page.getByRole('button', { name: /^Saiba mais: / });
    await expect(buttons).toHaveCount(8);
    for (const name of ['Fábrica de Software', 'Deep Scanner', 'Supply Chain', 'Análise Preditiva e Prescritiva']) {
      await expect(page.getByRole('heading', { level: 3, name })).toBeVisible();
    }
    await page.getByRole('button', { name: 'Saiba mais: Deep Scanner' }).click();
    const dialog = page.getByRole('dialog', { name: 'Deep Scanner' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('listitem').first()).toBeVisible();
    await dialog.getByRole('button', { name: 'Fechar' }).click();
    await expect(dialog).toBeHidden();
  });
});
