import { expect, type APIRequestContext, type Page, type Request } from '@playwright/test';

/** Helpers shared by the public site's specs. */
export const isMobile = (page: Page) => page.viewportSize()!.width < 800;

/** The contact overlay (a <dialog> named by its heading). */
export const contactDialog = (page: Page) => page.getByRole('dialog', { name: 'Vamos conversar sobre a sua operação' });

/** Opens the contact form the way a visitor would from the header at this screen size. */
export async function openContactFromHeader(page: Page): Promise<void> {
  if (isMobile(page)) {
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await page.locator('#mobile-menu').getByRole('button', { name: 'Contato' }).click();
  } else {
    await page.getByRole('banner').getByRole('button', { name: 'Contato', exact: true }).click();
  }
  await expect(contactDialog(page)).toBeVisible();
}

/**
 * Holds back every request matching `url` until the returned `release` is called: the page goes on
 * without those files (its fonts, its code) so a test can look at it before they arrive.
 * `onRequest` sees each request as it is held.
 */
export async function holdRequests(
  page: Page,
  url: string,
  onRequest?: (request: Request) => void,
): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    onRequest?.(route.request());
    await held;
    await route.continue();
  });
  return release;
}

const ADMIN = { username: 'admin@alvorada.test', password: 'e2e-Admin-senha-1' };

export async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/login', { data: ADMIN });
  expect(res.ok(), await res.text()).toBeTruthy();
  return ((await res.json()) as { token: string }).token;
}

/** Unique per run and per test, so parallel projects never collide on the same address. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@empresa-teste.com.br`;
}

/**
 * Wakes every island of the page the way a visitor would reach them (src/islands.ts): a first move
 * (which starts the watch of `visible` islands), the page scrolled through, and a pointer down on
 * each `interaction` island. Resolves once all of them are live, so checks that follow see every
 * island it shows hydrated, not only those that wake at load. A page that hydrates whole has nothing
 * to wake.
 */
export async function wakeAllIslands(page: Page): Promise<void> {
  // A page that hydrates whole (public/boot.js) has no islands entry: its islands are its tree.
  if ((await page.locator('script[src*="/assets/islands-"]').count()) === 0) return;
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)));
    const islands = [...document.querySelectorAll<HTMLElement>('[data-island]')].filter(
      (island) => !island.parentElement?.closest('[data-island]'),
    );
    for (const island of islands) {
      if (island.dataset.when === 'interaction') {
        island.querySelector('*')?.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
      }
    }
    for (let y = 0; y <= document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await frame();
    }
    window.scrollTo(0, 0);
  });
  // Islands the page does not show at this width (a phone-only carousel on a desktop) never wake.
  const asleep = () =>
    page.evaluate(
      () =>
        [...document.querySelectorAll<HTMLElement>('[data-island]')].filter(
          (island) =>
            !island.parentElement?.closest('[data-island]') &&
            island.dataset.live === undefined &&
            [...island.children].some((part) => part.getClientRects().length > 0),
        ).length,
    );
  await expect.poll(asleep, { timeout: 15_000 }).toBe(0);
}
