import { expect, test, type Page } from '@playwright/test';
import { apiToken, bearer, createContactViaApi, createUserViaApi, loginWithStorage, unique } from './pages/admin-api';

/**
 * No admin grid hides data. At 1024 and 1440 px every cell of every grid shows its
 * whole text, or ends it in "…" and carries the whole text as its title (hover) and, when focused,
 * in a tooltip below it (keyboard).
 */
const SCREENS = ['/admin/posts', '/admin/usuarios', '/admin/contatos', '/admin/privacidade', '/admin/auditoria'];

interface CutCell {
  grid: string;
  column: string;
  text: string;
  ellipsis: boolean;
  title: string | null;
}

/** Every clipped text in every grid of the page, with what the person is given to read it. */
async function cutCells(page: Page): Promise<CutCell[]> {
  return page.evaluate(() => {
    const cut: CutCell[] = [];
    for (const cell of document.querySelectorAll<HTMLElement>('.ag-row .ag-cell')) {
      for (const el of [cell, ...cell.querySelectorAll<HTMLElement>('*')]) {
        if (el.scrollWidth <= el.clientWidth + 1 || !el.textContent?.trim()) continue;
        cut.push({
          grid: cell.closest('[role="region"]')?.getAttribute('aria-label') ?? '?',
          column: cell.getAttribute('col-id') ?? '?',
          text: el.textContent.trim(),
          ellipsis: getComputedStyle(el).textOverflow === 'ellipsis',
          title: cell.getAttribute('title'),
        });
      }
    }
    return cut;
  });
}

async function seedLongValues(request: Parameters<typeof createUserViaApi>[0]) {
  const token = await apiToken(request);
  await createContactViaApi(request, {
    name: 'Maria Eduarda Albuquerque de Souza Figueiredo',
    email: 'maria.eduarda.figueiredo@empresa-de-nome-comprido.com.br',
    phone: '47999998888',
    subject: 'Assunto bem longo para caber na coluna com mais palavras ainda',
    message: 'Mensagem de teste.',
  });
  await createContactViaApi(request, {
    name: 'Ana Souza',
    email: 'ana.souza@transportes-alvorada.com.br',
    phone: '4733221100',
    subject: 'Orçamento',
    message: 'Mensagem de teste.',
  });
  await createUserViaApi(request, `${unique('usuario-com-nome-bem-comprido')}@empresa-de-nome-comprido.com.br`, 2);
  // A subscriber with an address as long as everyday ones get (40 characters).
  const subscriber = `news.${unique('x').slice(2).padEnd(14, 'x')}@empresa-teste.com.br`;
  expect((await request.post('/api/assinantes-newsletter', { data: { email: subscriber } })).status()).toBe(201);
  // A data-subject request, so the privacy grid has a row.
  await request.post('/api/lgpd/solicitacoes', {
    data: { email: 'maria.eduarda.figueiredo@empresa-de-nome-comprido.com.br' },
    headers: bearer(token),
  });
}

for (const width of [1024, 1440]) {
  test.describe(`admin grids at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('no cell is cut without an ellipsis and its whole text on hover', async ({ page, request }) => {
      await seedLongValues(request);
      await loginWithStorage(page, request);
      let seen = 0;
      for (const path of SCREENS) {
        await page.goto(path);
        await expect(page.locator('.ag-row').first()).toBeVisible();
        await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
        for (const cell of await cutCells(page)) {
          seen += 1;
          const where = `${path} ${cell.grid} / ${cell.column}: "${cell.text}"`;
          expect.soft(cell.ellipsis, `${where} is cut without an ellipsis`).toBe(true);
          expect.soft(cell.title ?? '', `${where} has no title with its whole text`).toContain(cell.text);
        }
      }
      // The long values seeded above do not fit at 1024 px: the walk must have met them.
      if (width === 1024) expect(seen, 'cut cells found at 1024 px').toBeGreaterThan(0);
    });

    test('a cut cell shows its whole text when focused from the keyboard', async ({ page, request }) => {
      await seedLongValues(request);
      await loginWithStorage(page, request);
      await page.goto('/admin/contatos');
      const subject = page.locator('.ag-row [col-id="subject"]', {
        hasText: 'Assunto bem longo para caber na coluna com mais palavras ainda',
      });
      await subject.first().focus();
      const tip = page.getByTestId('grid-focus-tip');
      if (width === 1024) {
        await expect(tip).toHaveText('Assunto bem longo para caber na coluna com mais palavras ainda');
      }
      // At any width, a cell that fits has no tooltip to show.
      await page.locator('.ag-row [col-id="phone"]').first().focus();
      await expect(tip).toHaveCount(0);
    });
  });
}

test.describe('e-mail and phone at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('are never cut in the contacts, subscribers and users grids', async ({ page, request }) => {
    await seedLongValues(request);
    await loginWithStorage(page, request);
    for (const path of ['/admin/contatos', '/admin/usuarios']) {
      await page.goto(path);
      await expect(page.locator('.ag-row').first()).toBeVisible();
      if (path === '/admin/contatos') {
        await expect(
          page.locator('.ag-row [col-id="email"]', { hasText: '@empresa-teste.com.br' }).first(),
        ).toBeVisible();
      }
      const cut = (await cutCells(page)).filter(
        (c) => ['email', 'phone', 'username'].includes(c.column) && !c.text.includes('nome-comprido'),
      );
      expect(cut, `${path}: e-mails and phones cut at 1440 px`).toEqual([]);
    }
  });
});
