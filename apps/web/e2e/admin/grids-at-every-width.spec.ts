import { expect, test, type Page } from '@playwright/test';
import { AdminShell } from './pages/AdminShell';
import { ContactsPage } from './pages/ContactsPage';
import { apiToken, bearer, createContactViaApi, loginWithStorage, unique } from './pages/admin-api';
import { createPost } from '../site/blog-api';

/**
 * The staff screens at a phone's width, a small laptop's and a desktop's: nothing scrolls
 * sideways, pagers are whole, and a column that gives way on a narrow grid is listed in its row
 * instead of disappearing.
 */
const SCREENS = [
  '/admin',
  '/admin/posts',
  '/admin/posts/novo',
  '/admin/usuarios',
  '/admin/senha',
  '/admin/contatos',
  '/admin/privacidade',
  '/admin/auditoria',
  '/admin/fila-emails',
  '/admin/newsletter',
  '/admin/redirecionamentos',
  '/admin/importar-wordpress',
  '/admin/sinonimos-busca',
  '/admin/integracoes',
];

const settle = (page: Page) =>
  page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));

/** What does not fit: the page scrolling sideways, a grid scrolling sideways, a row's lines or a pager cut. */
function overflow(page: Page) {
  return page.evaluate(() => {
    const found: string[] = [];
    const page = document.scrollingElement!;
    if (page.scrollWidth > innerWidth) found.push(`page ${page.scrollWidth} > ${innerWidth}`);
    for (const grid of document.querySelectorAll<HTMLElement>('[role="region"]')) {
      const name = grid.getAttribute('aria-label');
      const body = grid.querySelector<HTMLElement>('.ag-body-horizontal-scroll-viewport');
      if (body && body.scrollWidth > body.clientWidth + 1) found.push(`grid ${name} scrolls sideways`);
      // A row's lines stay inside their cell, never under the next column (the row's buttons).
      for (const lines of grid.querySelectorAll<HTMLElement>('.grid-detail-cell')) {
        const cell = lines.closest('.ag-cell')!.getBoundingClientRect();
        if (lines.getBoundingClientRect().right > cell.right + 0.5) {
          found.push(`grid ${name} runs "${lines.textContent?.slice(0, 40)}" past its cell`);
          break;
        }
      }
      const pager = grid.querySelector<HTMLElement>('.ag-paging-panel');
      if (!pager || pager.getClientRects().length === 0) continue;
      const box = pager.getBoundingClientRect();
      if (box.left < 0 || box.right > innerWidth + 0.5) found.push(`pager of ${name} leaves the screen`);
      for (const part of pager.querySelectorAll<HTMLElement>('*')) {
        const r = part.getBoundingClientRect();
        if (r.width && (r.left < box.left - 0.5 || r.right > box.right + 0.5)) {
          found.push(`pager of ${name} cuts "${part.textContent?.trim()}"`);
          break;
        }
      }
    }
    return found;
  });
}

/** Every column of a grid is either a visible header or listed ("Header: value") in the row. */
async function missingColumns(page: Page, grid: string, rowText: string, headers: string[]) {
  const region = page.getByRole('region', { name: grid });
  const row = region.locator('.ag-row').filter({ hasText: rowText }).first();
  await expect(row).toBeVisible();
  const shownHeaders = await region.locator('.ag-header-cell-text').allTextContents();
  const text = (await row.innerText()).replace(/\s+/g, ' ');
  return headers.filter((h) => !shownHeaders.includes(h) && !text.includes(`${h}:`));
}

async function seed(page: Page, request: Parameters<typeof loginWithStorage>[1]) {
  const email = `${unique('largura')}@empresa-de-nome-comprido.com.br`;
  await createContactViaApi(request, {
    name: 'Maria Eduarda Albuquerque',
    email,
    phone: '47999998888',
    subject: 'Orçamento de WMS',
    message: 'Mensagem de teste.',
  });
  await request.post('/api/assinantes-newsletter', { data: { email } });
  const title = `Pátio ${unique('t')}`;
  await createPost(request, {
    title,
    tags: [
      { key: 'yard-management', label: 'Yard Management' },
      { key: 'logistica', label: 'Logística' },
      { key: 'transporte-rodoviario', label: 'Transporte rodoviário' },
    ],
  });
  await loginWithStorage(page, request);
  return { email, title };
}

for (const width of [390, 1024, 1440]) {
  test.describe(`staff screens at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('nothing scrolls sideways and every pager is whole', async ({ page, request }) => {
      await seed(page, request);
      for (const path of SCREENS) {
        await page.goto(path);
        await expect(page.locator('h1').first()).toBeVisible({ timeout: 30_000 });
        await page.waitForLoadState('networkidle');
        await settle(page);
        expect(await overflow(page), path).toEqual([]);
      }
    });

    test('no column is dropped: what gives way is listed in its row', async ({ page, request }) => {
      const { email, title } = await seed(page, request);
      await new ContactsPage(page).goto();
      const contactColumns = ['Nome', 'E-mail', 'Telefone', 'Assunto', 'Data', 'Origem', 'Lido'];
      expect(await missingColumns(page, 'Contatos', email, contactColumns)).toEqual([]);
      const subscriberColumns = ['E-mail', 'Situação', 'Inscrição', 'Motivo do cancelamento', 'Cancelamento'];
      expect(await missingColumns(page, 'Assinantes da newsletter', email, subscriberColumns)).toEqual([]);
      await page.goto('/admin/posts');
      const postColumns = ['Título', 'Tags', 'Situação', 'Publicação (Brasília)', 'Leitura', 'Criado em'];
      expect(await missingColumns(page, 'Posts', title, postColumns)).toEqual([]);

      // Tags are whole chips, the rest counted ("+1"), never cut to "Y…".
      const row = page.getByRole('region', { name: 'Posts' }).locator('.ag-row').filter({ hasText: title }).first();
      const chips = await row.locator('[col-id="tags"] [data-chip]').evaluateAll((list) =>
        list
          .filter((chip) => getComputedStyle(chip).visibility === 'visible')
          .map((chip) => {
            const label = chip.firstElementChild as HTMLElement;
            return { text: label.textContent, cut: label.scrollWidth > label.clientWidth + 1 };
          }),
      );
      if (width === 390) {
        // On a phone the tags are a line of the row's card.
        await expect(row).toContainText('Tags: Yard Management, Logística, Transporte rodoviário');
      } else {
        expect(chips.length).toBeGreaterThan(0);
        expect(chips.filter((chip) => chip.cut)).toEqual([]);
        const more = chips.length < 3 ? `+${3 - chips.length}` : null;
        if (more) await expect(row.locator('[col-id="tags"]')).toContainText(more);
      }
    });
  });
}

for (const width of [1024, 1440]) {
  test.describe(`the audit log at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('dates and users read whole', async ({ page, request }) => {
      await loginWithStorage(page, request);
      await page.goto('/admin/auditoria');
      const grid = page.getByRole('region', { name: 'Auditoria' });
      await expect(grid.locator('.ag-row').first()).toBeVisible();
      await settle(page);
      const unreadable = await grid.evaluate((region) => {
        const found: string[] = [];
        const cells = region.querySelectorAll<HTMLElement>(
          '.ag-row .ag-cell[col-id="at"], .ag-row .ag-cell[col-id="actorUsername"]',
        );
        for (const cell of cells) {
          const value = cell.querySelector<HTMLElement>('.ag-cell-value') ?? cell;
          if (value.scrollWidth > value.clientWidth + 1) found.push(`"${cell.textContent}" is cut`);
        }
        return found.slice(0, 3);
      });
      expect(unreadable).toEqual([]);
    });
  });
}

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the login card fits the screen', async ({ page }) => {
    await page.goto('/login');
    const card = page.locator('form').filter({ has: page.getByRole('heading', { level: 1 }) });
    await expect(card).toBeVisible();
    const box = (await card.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(390);
    await expect(page.getByRole('button', { name: 'Acessar' })).toBeInViewport();
  });

  test('a snackbar never covers the last row or the pager', async ({ page, request }) => {
    await seed(page, request);
    const contacts = new ContactsPage(page);
    await contacts.goto();
    const pager = contacts.contacts.locator('.ag-paging-panel');
    await pager.scrollIntoViewIfNeeded();
    // Clicked in place, so the page does not scroll to the button first.
    await page.getByRole('button', { name: 'Marcar todos como lidos' }).evaluate((b) => (b as HTMLElement).click());
    const toast = new AdminShell(page).toast(/marcad|Nenhum contato/).first();
    await expect(toast).toBeVisible();
    await settle(page);
    const t = (await toast.boundingBox())!;
    const lastRow = contacts.contacts.locator('.ag-row').last();
    for (const covered of [pager, lastRow]) {
      const b = await covered.boundingBox();
      if (!b) continue;
      const overlaps = t.x < b.x + b.width && b.x < t.x + t.width && t.y < b.y + b.height && b.y < t.y + t.height;
      expect(overlaps).toBe(false);
    }
  });
});

test.describe('grids from the keyboard', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('Tab enters a grid on a row and leaves it in one more step; Enter opens the row', async ({ page, request }) => {
    const { email } = await seed(page, request);
    const contacts = new ContactsPage(page);
    await contacts.goto();
    await page
      .getByRole('button', { name: /Exportar CSV/ })
      .first()
      .focus();
    await page.keyboard.press('Tab');
    const focused = () =>
      page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        return {
          header: !!el.closest('.ag-header'),
          cell: el.classList.contains('ag-cell'),
          grid: el.closest('[role="region"]')?.getAttribute('aria-label') ?? null,
          pager: !!el.closest('.ag-paging-panel'),
        };
      });
    expect(await focused()).toMatchObject({ header: false, cell: true, grid: 'Contatos' });
    // One more Tab leaves the rows (for the pager, or the page's next control): no header stop.
    await page.keyboard.press('Tab');
    const after = await focused();
    expect(after.cell || after.header).toBe(false);
    expect(after.grid === 'Contatos' ? after.pager : true).toBe(true);
    // Shift+Tab comes back to the rows.
    await page.keyboard.press('Shift+Tab');
    if ((await focused()).pager) await page.keyboard.press('Shift+Tab');
    expect(await focused()).toMatchObject({ cell: true, grid: 'Contatos' });

    // The newest contact is the first row: Enter opens it.
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/admin\/contatos\/\d+$/);
    await expect(contacts.dialog).toContainText(email);
  });

  test('Enter on a focused post opens its editor', async ({ page, request }) => {
    await seed(page, request);
    await page.goto('/admin/posts');
    await expect(page.getByRole('region', { name: 'Posts' }).locator('.ag-row').first()).toBeVisible();
    await page.getByRole('searchbox', { name: 'Buscar posts' }).focus();
    // The status filter and the bulk delete sit between the search and the grid.
    for (let i = 0; i < 4; i += 1) {
      const inGrid = await page.evaluate(() => document.activeElement?.classList.contains('ag-cell'));
      if (inGrid) break;
      await page.keyboard.press('Tab');
    }
    await expect(page.locator('.ag-cell:focus')).toHaveCount(1);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/admin\/posts\/\d+$/);
  });
});

test.describe('an erased contact', () => {
  for (const width of [390, 1440]) {
    test(`reads when and for which request its data went, with nothing to write to, at ${width} px`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      const email = `${unique('apagar')}@cliente.test`;
      await createContactViaApi(request, {
        name: 'Pessoa a apagar',
        email,
        phone: '47999998888',
        subject: 'Meus dados',
        message: 'Quero que apaguem.',
      });
      const token = await apiToken(request);
      const opened = await request.post('/api/lgpd/solicitacoes', { data: { email }, headers: bearer(token) });
      const id = (await opened.json()).id as number;
      const erased = await request.post(`/api/lgpd/solicitacoes/${id}/eliminacao`, {
        data: { confirmacao: email },
        headers: bearer(token),
      });
      expect(erased.status()).toBe(200);
      const today = new Intl.DateTimeFormat('pt-BR', {
        timeZone: 'America/Sao_Paulo',
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
      }).format(new Date());
      const text = `Dados eliminados em ${today} — solicitação nº ${id}`;

      await loginWithStorage(page, request);
      const contacts = new ContactsPage(page);
      await contacts.goto();
      const row = contacts.row(`solicitação nº ${id}`);
      await expect(row).toContainText(text);
      await row.locator('[col-id="email"]').click();
      await expect(contacts.dialog).toContainText(text);
      await expect(contacts.dialog.locator('a[href^="mailto:"], a[href^="tel:"]')).toHaveCount(0);
    });
  }
});
