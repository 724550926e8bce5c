import { expect, test } from './fixtures';
import { axeViolations as violations } from './axe';
import { createPost, uniqueWord } from './blog-api';

// Automated WCAG 2 A/AA checks of the blog, legal pages, cancellation and onboarding gate.

test.describe('accessibility of the content pages', () => {
  test('blog list and post modal', async ({ page, request }) => {
    const word = uniqueWord();
    await createPost(request, {
      title: `Acessível ${word}`,
      content: '<h2>Seção</h2><p>Texto com <a class="referencia" href="https://example.com">fonte</a>.</p>',
      link_button: { isActive: true, text: 'Saiba mais', href: '/solucoes', target: '_self' },
      footer: { isActive: true, text: 'Rodapé', isHighlighted: true },
    });
    await page.goto('/blog');
    await expect(page.locator('.blog-list article').first()).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await page.locator('.blog-list article').filter({ hasText: word }).locator('a.post-card__link').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test('article page and a missing post', async ({ page, request }) => {
    const word = uniqueWord();
    const id = await createPost(request, {
      title: `Artigo acessível ${word}`,
      content: '<h2>Seção</h2><p>Texto com <a class="referencia" href="https://example.com">fonte</a>.</p>',
      link_button: { isActive: true, text: 'Saiba mais', href: '/solucoes', target: '_self' },
      footer: { isActive: true, text: 'Rodapé', isHighlighted: true },
    });
    await page.goto(`/blog/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Artigo acessível ${word}` })).toBeVisible();
    // "Continue lendo" comes alive as the reader nears it (an island that wakes when visible).
    const continueReading = page.getByRole('region', { name: 'Continue lendo' });
    await continueReading.scrollIntoViewIfNeeded();
    await expect(continueReading.getByRole('link').first()).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await page.goto('/blog/987654321');
    await expect(page.getByRole('heading', { level: 1, name: 'Post não encontrado', exact: true })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test('privacy policy in both languages', async ({ page }) => {
    await page.goto('/politica-privacidade');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await page.goto('/politica-privacidade?lang=en');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test('LGPD tabs', async ({ page }) => {
    for (const tab of ['', '?aba=documentacao', '?aba=comite']) {
      await page.goto(`/lgpd${tab}`);
      await expect(page.getByRole('tabpanel')).toBeVisible();
      expect(await violations(page)).toEqual([]);
    }
  });

  test('newsletter cancellation and the onboarding gate', async ({ page }) => {
    // An unknown link: the invalid-link state...
    await page.goto('/cancelar-newsletter?token=abc');
    await expect(page.getByRole('button', { name: 'Falar com a gente' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
    // ...and the form, for a link the (stubbed) check accepts.
    await page.route('**/api/assinantes-newsletter/cancelamento?**', (route) =>
      route.fulfill({ json: { email: 'l***@empresa.test' } }),
    );
    await page.goto('/cancelar-newsletter?token=valido');
    await expect(page.getByRole('button', { name: 'Confirmar cancelamento' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await page.goto('/colaborador/onboarding');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
});
