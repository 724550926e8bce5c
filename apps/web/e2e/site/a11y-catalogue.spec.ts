import { expect, test } from './fixtures';
import { LOGISTICS_SOLUTIONS, MANAGEMENT_SOLUTIONS } from '../../src/site/routes';
import { axeViolations } from './axe';

// Automated WCAG 2 A/AA checks of every catalogue route, and of a module's detail dialog.
const routes = [
  '/solucoes',
  '/solucoes/sistemas-gestao',
  ...MANAGEMENT_SOLUTIONS.map((id) => `/solucoes/sistemas-gestao/${id}`),
  '/solucoes/sistemas-logistica',
  ...LOGISTICS_SOLUTIONS.map((id) => `/solucoes/sistemas-logistica/${id}`),
  '/solucoes/consultoria',
];

test.describe('accessibility of the solutions catalogue', () => {
  // About twenty independent page checks, the longest file of the suite: spread over the workers.
  test.describe.configure({ mode: 'parallel' });
  // Cards fade in as they scroll into view; a half-faded card is not what a reader compares
  // colours against, so the check runs with motion reduced (cards shown at once).
  test.use({ reducedMotion: 'reduce' });

  for (const route of routes) {
    test(`${route} has no violations`, async ({ page }) => {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test('a module detail dialog has no violations', async ({ page }) => {
    await page.goto('/solucoes/sistemas-gestao/hcm');
    await page
      .getByRole('button', { name: /Ver detalhes/ })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
