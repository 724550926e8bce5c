import { brand } from '@vitrine/shared/brand';
import { expect, test } from './fixtures';

test.describe('LGPD page', () => {
  test('three tabs, operable with the keyboard', async ({ page }) => {
    await page.goto('/lgpd');
    const tabs = page.getByRole('tablist', { name: 'Seções da LGPD' }).getByRole('tab');
    await expect(tabs).toHaveText(['Introdução', 'Documentação', 'Comitê Gestor']);
    const intro = page.getByRole('tab', { name: 'Introdução' });
    await expect(intro).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Introdução' })).toBeVisible();

    await intro.focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Documentação' })).toBeFocused();
    await expect(page.getByRole('tab', { name: 'Documentação' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Documentação' })).toBeVisible();
    await expect(page).toHaveURL(/\?aba=documentacao$/);

    await page.keyboard.press('End');
    await expect(page.getByRole('tab', { name: 'Comitê Gestor' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Introdução' })).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('tab', { name: 'Comitê Gestor' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Introdução' })).toBeHidden();
    // Only the selected tab is in the tab order.
    await expect(page.getByRole('tab', { name: 'Introdução' })).toHaveAttribute('tabindex', '-1');
  });

  test('the introduction points to the request form first, the DPO e-mail second', async ({ page }) => {
    await page.goto('/lgpd');
    // The law's number never breaks from "nº" at the end of a line.
    await expect(page.locator('.navy-hero')).toContainText('Lei\u00a0nº\u00a013.709/2018');
    const links = page.getByRole('tabpanel', { name: 'Introdução' }).locator('.lgpd-intro__text p a');
    await expect(links).toHaveCount(2);
    await expect(links.nth(0)).toHaveText('faça a sua solicitação pelo formulário');
    await expect(links.nth(1)).toHaveAttribute('href', `mailto:${brand.dpoEmail}`);
    await links.nth(0).click();
    await expect(page).toHaveURL(/#seus-direitos$/);
    const form = page.getByRole('region', { name: 'Exerça seus direitos sobre os seus dados' });
    await expect(form.getByRole('heading', { level: 2 })).toBeInViewport();
  });

  test('the documentation lists about 25 PDFs to download', async ({ page, request }) => {
    await page.goto('/lgpd?aba=documentacao');
    const panel = page.getByRole('tabpanel', { name: 'Documentação' });
    const downloads = panel.getByRole('link', { name: /^Baixar/ });
    await expect(downloads.first()).toBeVisible();
    const count = await downloads.count();
    expect(count).toBeGreaterThanOrEqual(24);
    for (const title of [
      'Política de Segurança da Informação',
      'Política de Retenção e Descarte de Dados',
      'Procedimento de Resposta a Incidentes',
      'Plano de Continuidade de Negócios',
      'Relatório de Impacto (RIPD) modelo',
      'Termo de Consentimento',
      'Procedimento de Atendimento ao Titular',
    ]) {
      await expect(panel.getByRole('heading', { name: title, exact: true })).toBeVisible();
    }

    // Every listed file exists and is a PDF.
    const hrefs = await downloads.evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
    for (const href of hrefs) {
      const res = await request.get(href);
      expect(res.status(), href).toBe(200);
      expect(res.headers()['content-type'], href).toBe('application/pdf');
    }

    // And the browser really downloads one.
    const download = page.waitForEvent('download');
    await panel.getByRole('link', { name: 'Baixar Termo de Consentimento (PDF)' }).click();
    expect((await download).suggestedFilename()).toBe('termo-consentimento.pdf');
  });

  test('the filter narrows the list', async ({ page }) => {
    await page.goto('/lgpd?aba=documentacao');
    const panel = page.getByRole('tabpanel', { name: 'Documentação' });
    await panel.getByRole('searchbox', { name: 'Filtrar documentos' }).fill('incidente');
    await expect(panel.getByRole('heading', { name: 'Procedimento de Resposta a Incidentes' })).toBeVisible();
    await expect(panel.getByRole('heading', { name: 'Termo de Consentimento' })).toHaveCount(0);
  });

  test('the committee shows its members, attributions I to V and the DPO mail', async ({ page }) => {
    await page.goto('/lgpd');
    await page.getByRole('tab', { name: 'Comitê Gestor' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Comitê Gestor' });
    for (const role of ['DPO', 'Desenvolvimento', 'Administrativo', 'Comercial', 'Contratos']) {
      await expect(panel.getByText(role, { exact: true })).toBeVisible();
    }
    const attributions = panel.locator('ol[type="I"] > li');
    await expect(attributions).toHaveCount(5);
    const mail = panel.getByRole('link', { name: 'Dúvidas? Contate o DPO' });
    await expect(mail).toHaveAttribute('href', /^mailto:dpo@alvoradasistemas\.com\.br/);
  });
});
