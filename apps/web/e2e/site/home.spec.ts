import { expect, test } from './fixtures';
import { brand, yearsInBusiness } from '@vitrine/shared/brand';
import { isMobile } from './site-helpers';

test.describe('home page', () => {
  test('shows the slogan, the sections and the calls to action', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(brand.slogan);
    for (const id of ['nossa-historia', 'por-que', 'o-que-fazemos', 'clientes']) {
      await expect(page.locator(`#${id}`)).toBeAttached();
    }
    await expect(page.locator('#nossa-historia')).toContainText(String(brand.foundedYear));
    // One figure for the company's age, counted from the founding year, on every page.
    await expect(page.getByRole('heading', { name: `Há ${yearsInBusiness()} anos`, exact: false })).toBeVisible();
    await expect(page.locator('#por-que')).toContainText(String(yearsInBusiness()));
    await expect(page.getByRole('main')).not.toContainText(/\b40\+|Mais de 40|quatro décadas/);
    await expect(page.getByRole('heading', { name: `Por que a ${brand.companyName}?` })).toBeVisible();
    await expect(page.locator('#por-que')).toContainText(`${brand.facts.satisfactionPercent}%`);
    await expect(page.locator('#por-que')).toContainText(`${brand.facts.longTermClientsPercent}%+`);
    await expect(page.getByRole('heading', { name: `O que a ${brand.companyName} faz` })).toBeVisible();

    await page.getByRole('link', { name: 'Conheça nossas soluções' }).click();
    await expect(page).toHaveURL(/\/solucoes$/);
  });

  test('every "Fale com um especialista" opens the contact form, and no "Saiba mais" does', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('main').getByRole('button', { name: /Saiba mais/ })).toHaveCount(0);
    const buttons = page.getByRole('main').getByRole('button', { name: /^Fale com um especialista/ });
    const count = await buttons.count();
    expect(count).toBeGreaterThanOrEqual(5);
    const dialog = page.getByRole('dialog', { name: 'Vamos conversar sobre a sua operação' });
    for (let i = 0; i < count; i += 1) {
      await buttons.nth(i).click();
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
  });

  test('"Fale com um especialista" keeps its label; repeated ones say what they are about', async ({ page }) => {
    for (const [url, expected] of [
      ['/', ['Fale com um especialista sobre Sistemas de gestão', 'Fale com um especialista sobre Consultoria']],
      ['/solucoes/sistemas-gestao/hcm', ['Fale com um especialista sobre o HCM']],
      ['/parcerias', ['Fale com um especialista sobre ser parceiro Alvorada']],
    ] as const) {
      await page.goto(url);
      await expect(page.getByRole('main').getByRole('button', { name: /Saiba mais/ }), url).toHaveCount(0);
      const buttons = page.getByRole('main').getByRole('button', { name: /^Fale com um especialista/ });
      const names = await buttons.evaluateAll((els) =>
        els.map((el) => ({
          name: el.getAttribute('aria-label') ?? el.textContent!.trim(),
          text: el.textContent!.trim(),
        })),
      );
      expect(names.length, url).toBeGreaterThan(0);
      for (const { name, text } of names) {
        // The visible label is the same everywhere and starts the name (WCAG 2.5.3).
        expect(text, url).toBe('Fale com um especialista');
        expect(name.startsWith('Fale com um especialista'), `${url}: ${name}`).toBe(true);
      }
      for (const name of expected) await expect(page.getByRole('button', { name, exact: true })).toHaveCount(1);
    }
  });

  test('the clients strip shows 18 logos, with a hidden duplicate for the loop', async ({ page }) => {
    await page.goto('/');
    const strip = page.locator('#clientes');
    await expect(strip.getByRole('list', { name: 'Clientes' }).getByRole('img')).toHaveCount(18);
    await expect(strip.locator('ul[aria-hidden="true"] svg')).toHaveCount(18);
    const duration = await strip.locator('.clients__track').evaluate((el) => getComputedStyle(el).animationDuration);
    expect(duration).toBe(isMobile(page) ? '20s' : '40s');
  });

  test('the sub-header jumps to its section (desktop)', async ({ page }) => {
    await page.goto('/');
    const bar = page.getByRole('navigation', { name: 'Seções da página inicial' });
    if (isMobile(page)) {
      await expect(bar).toBeHidden();
      return;
    }
    await bar.getByRole('link', { name: 'Clientes' }).click();
    await expect(page).toHaveURL(/#clientes$/);
    await expect
      .poll(async () => page.locator('#clientes').evaluate((el) => Math.round(el.getBoundingClientRect().top)))
      .toBe(120);
    // The sections drawn for the jump go back to being drawn only near the viewport.
    await expect(page.locator('html[data-draw-all-sections]')).toHaveCount(0);
  });

  test('an address with a section lands on it, though the sections above it are drawn only near the viewport', async ({
    page,
  }) => {
    await page.goto('/#clientes');
    // html's scroll-padding-top: the browser's own jump, with no script involved.
    await expect
      .poll(async () => page.locator('#clientes').evaluate((el) => Math.round(el.getBoundingClientRect().top)))
      .toBe(150);
  });

  test('reduced motion freezes the hero and the strip', async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto('/');
    // By CSS alone: the hero's island (its pause button) is never woken here.
    const heroStates = () =>
      page.evaluate(() =>
        document
          .getAnimations()
          .filter((animation) => (animation.effect as KeyframeEffect | null)?.target?.closest('.hero'))
          .map((animation) => animation.playState),
      );
    expect(await heroStates()).not.toContain('running');
    // A still picture, not an empty one: the parcels hold their places along the routes.
    const parcels = page.locator('.hero-anim__parcel');
    await expect(parcels).toHaveCount(10);
    for (const transform of await parcels.evaluateAll((els) => els.map((el) => getComputedStyle(el).transform))) {
      expect(transform).not.toBe('none');
    }
    await expect(page.locator('[data-island="heroMotion"]')).not.toHaveAttribute('data-waking');
    const name = await page.locator('.clients__track').evaluate((el) => getComputedStyle(el).animationName);
    expect(name).toBe('none');
    await context.close();
  });
});
