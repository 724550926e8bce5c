import { expect, test, type Page } from './fixtures';
import { yearsInBusiness } from '@vitrine/shared/brand';
import { isMobile } from './site-helpers';

/**
 * The words of a page (or of its main part) as they are in the markup: sections drawn only near
 * the screen (content-visibility) are missing from innerText, and scripts carry data, not copy.
 */
const copyOf = (page: Page, selector = 'body') =>
  page.locator(selector).evaluate((root) => {
    const copy = root.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('script, style, template').forEach((el) => el.remove());
    return (copy.textContent ?? '').replace(/\s+/g, ' ');
  });

/** The public pages a visitor reads most; every rule below holds on each of them. */
const PAGES = [
  '/',
  '/solucoes',
  '/solucoes/sistemas-gestao',
  '/solucoes/sistemas-gestao/hcm',
  '/solucoes/sistemas-gestao/erp',
  '/solucoes/sistemas-logistica',
  '/solucoes/sistemas-logistica/gestao-frotas',
  '/solucoes/consultoria',
  '/parcerias',
  '/blog',
  '/lgpd',
  '/politica-privacidade',
];

/** The same words for the same things on every public page. */
test.describe('consistent public copy', () => {
  test('headings end without a period and have no space before punctuation; no "Status"', async ({ page }) => {
    test.setTimeout(240_000);
    for (const path of PAGES) {
      await page.goto(path);
      const headings = await page
        .locator('h1, h2, h3, h4')
        // Posts' own titles are the authors' words, not the site's copy.
        .evaluateAll((els) =>
          els
            .filter((el) => !el.closest('.post-card, .post-content, .blog-list'))
            .map((el) => (el.textContent ?? '').replace(/\s+/g, ' ').trim()),
        );
      for (const heading of headings) {
        expect(heading, `${path}: ${heading}`).not.toMatch(/[^.]\.$/);
        expect(heading, `${path}: ${heading}`).not.toMatch(/\s[,.;:!?]/);
      }
      const text = await copyOf(page);
      expect(text, path).not.toMatch(/\bstatus\b/i);
      expect(text, path).not.toMatch(/Sistemas de Gestão|Sistemas para Logística/);
      // "Saiba mais" only navigates: what opens the contact form is "Fale com um especialista".
      await expect(page.locator('[data-opens-contact]', { hasText: 'Saiba mais' }), path).toHaveCount(0);
    }
  });

  test("one figure for the company's years, counted from 1984", async ({ page }) => {
    const years = `${yearsInBusiness()} anos`;
    for (const path of ['/', '/solucoes', '/solucoes/sistemas-gestao', '/solucoes/sistemas-gestao/hcm', '/lgpd']) {
      await page.goto(path);
      const text = await copyOf(page, 'main');
      expect(text, path).toContain(years);
      expect(text, path).not.toMatch(/\b40\+|Mais de 40|mais de 4\d anos|quatro décadas/i);
    }
  });

  test('the menu says "Início"; categories in sentence case; "da Gestão de Frotas"', async ({ page }) => {
    await page.goto('/solucoes/sistemas-logistica/gestao-frotas');
    if (isMobile(page)) {
      await page.getByRole('button', { name: 'Abrir menu' }).click();
      const menu = page.locator('#mobile-menu');
      await expect(menu.getByRole('link', { name: 'Início', exact: true })).toBeVisible();
      await expect(menu.getByRole('link', { name: 'Sistemas de gestão', exact: true })).toBeVisible();
      await expect(menu.getByRole('link', { name: 'Home' })).toHaveCount(0);
      await page.getByRole('button', { name: 'Fechar menu' }).click();
    } else {
      const nav = page.getByRole('navigation', { name: 'Menu principal' });
      await expect(nav.getByRole('link', { name: 'Início', exact: true })).toBeVisible();
      await expect(nav.getByRole('link', { name: 'Home' })).toHaveCount(0);
    }
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Início', exact: true })).toBeAttached();
    await expect(footer.getByRole('link', { name: 'Sistemas para logística', exact: true })).toBeAttached();
    await expect(page.getByRole('main')).toContainText('Peça uma demonstração da Gestão de Frotas');
    await page.goto('/solucoes/sistemas-logistica/wms');
    await expect(page.getByRole('main')).toContainText('Peça uma demonstração do WMS');
  });

  test('"Lei nº 13.709/2018" never breaks between its parts', async ({ page }) => {
    await page.goto('/politica-privacidade');
    await expect(page.getByRole('main')).toContainText('13.709/2018');
    // The raw text: Playwright's text matchers treat a non-breaking space as a space.
    const text = await page.getByRole('main').evaluate((main) => main.textContent ?? '');
    expect(text).toContain('Lei\u00a0nº\u00a013.709/2018');
    expect(text).not.toContain('Lei nº 13.709');
  });
});
