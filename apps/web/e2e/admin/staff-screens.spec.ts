import { expect, test, type Page } from '@playwright/test';
import { createPost, uniqueWord } from '../site/blog-api';
import { AdminShell } from './pages/AdminShell';
import { PostEditorPage } from './pages/PostEditorPage';
import { UsersPage } from './pages/UsersPage';
import { TwoFactor, codeFor } from './pages/TwoFactor';
import {
  ADMIN,
  apiToken,
  bearer,
  createReadyUserViaApi,
  createUserViaApi,
  loginWithStorage,
  unique,
} from './pages/admin-api';

/** Admin items 8-19 (the grids' own walk is grids.spec.ts). */

/** Whether two boxes overlap. */
const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function subscribe(page: Page, email: string) {
  const res = await page.request.post('/api/assinantes-newsletter', { data: { email } });
  expect(res.status(), await res.text()).toBeLessThan(300);
}

for (const width of [1024, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('posts: search by title, then delete two with one confirmation', async ({ page, request }) => {
      const word = uniqueWord();
      await createPost(request, { title: `Primeiro ${word}` });
      await createPost(request, { title: `Segundo ${word}` });
      await loginWithStorage(page, request);
      await page.goto('/admin/posts');
      const grid = page.getByRole('region', { name: 'Posts' });
      await page.getByRole('searchbox', { name: 'Buscar posts' }).fill(word);
      await expect(grid.locator('.ag-row')).toHaveCount(2);
      await grid.locator('.ag-header-select-all input').check();
      await page.getByRole('button', { name: 'Excluir selecionados (2)' }).click();
      const confirm = page.getByRole('alertdialog');
      await expect(confirm).toContainText('Excluir os 2 posts selecionados?');
      await confirm.getByRole('button', { name: 'Excluir' }).click();
      await new AdminShell(page).expectToast('2 posts movidos para a lixeira');
      await expect(grid.locator('.ag-row')).toHaveCount(0);
      await expect(grid).toContainText('Nenhum resultado para esta busca');
      await expect(grid.locator('.ag-paging-panel')).toBeHidden();
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
    });

    test('toasts sit clear of the header actions and of the grid rows', async ({ page, request }) => {
      await loginWithStorage(page, request);
      const editor = new PostEditorPage(page);
      await editor.gotoNew();
      await editor.save.click();
      const toast = new AdminShell(page).toast('Preencha os campos obrigatórios').first();
      await expect(toast).toBeVisible();
      await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
      const box = (await toast.boundingBox())!;
      for (const name of [/Voltar/, /Salvar|Criar|Publicar/]) {
        const button = page.getByRole('button', { name }).first();
        if (await button.count())
          expect(overlaps(box, (await button.boundingBox())!), `toast over ${name}`).toBe(false);
      }
      // Focus went to the first field with a message, which sits on the field itself.
      const title = page.getByRole('textbox', { name: /^Título/ });
      await expect(title).toBeFocused();
      await expect(page.getByText('Por favor, indique o nome do post.')).toBeVisible();

      await page.goto('/admin/usuarios');
      await expect(page.locator('.ag-row').first()).toBeVisible();
      await page.getByRole('button', { name: 'Adicionar usuário' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Adicionar' }).click();
      await expect(page.getByRole('dialog').getByRole('textbox', { name: /Usuário/ })).toBeFocused();
      await page.getByRole('dialog').getByRole('button', { name: 'Cancelar' }).click();
      await page
        .getByRole('button', { name: /^Editar usuário/ })
        .first()
        .click();
      await page.getByRole('dialog').getByRole('button', { name: 'Salvar' }).click();
      const saved = new AdminShell(page).toast('Usuário alterado com sucesso').first();
      await expect(saved).toBeVisible();
      await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
      const savedBox = (await saved.boundingBox())!;
      for (const row of await page.locator('.ag-row').all()) {
        expect(overlaps(savedBox, (await row.boundingBox())!), 'toast over a grid row').toBe(false);
      }
      expect(overlaps(savedBox, (await page.getByRole('button', { name: 'Adicionar usuário' }).boundingBox())!)).toBe(
        false,
      );
    });
  });
}

test.describe('users (Admin)', () => {
  test('search; a duplicate username is marked on its field', async ({ page, request }) => {
    const taken = `${unique('ja-existe')}@alvorada.test`;
    await createUserViaApi(request, taken, 2);
    await loginWithStorage(page, request);
    const users = new UsersPage(page);
    await users.goto();
    await page.getByRole('searchbox', { name: 'Buscar usuários' }).fill(taken);
    await expect(users.grid.locator('.ag-row')).toHaveCount(1);
    await users.add(taken, 'Marketing');
    const field = users.dialog.getByRole('textbox', { name: /Usuário/ });
    await expect(users.dialog.getByText('Já existe um usuário com este nome.')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toBeFocused();
  });

  test('the last Admin cannot be demoted: the option is disabled with the reason', async ({ page, request }) => {
    // Only one Admin exists unless another spec made one: demote any other Admins through the API.
    const token = await apiToken(request);
    const list = (await (await request.get('/api/usuarios', { headers: bearer(token) })).json()) as Array<{
      id: number;
      username: string;
      role: number;
    }>;
    for (const user of list.filter((u) => u.role === 1 && u.username !== ADMIN.username)) {
      await request.put(`/api/usuarios/${user.id}`, {
        data: { username: user.username, role: 2 },
        headers: bearer(token),
      });
    }
    await loginWithStorage(page, request);
    const users = new UsersPage(page);
    await users.goto();
    await (
      await users.reveal(ADMIN.username)
    )
      .getByRole('button', { name: `Editar usuário ${ADMIN.username}` })
      .click();
    await expect(users.dialog.getByRole('radio', { name: 'Marketing' })).toBeDisabled();
    await expect(users.dialog.getByText('O sistema precisa de pelo menos um Admin')).toBeVisible();
  });

  test('an Admin resets a password: shown once, kept until noted, forced change at next login', async ({
    page,
    request,
  }) => {
    const other = await createReadyUserViaApi(request, `${unique('esqueceu')}@alvorada.test`, 2);
    await loginWithStorage(page, request);
    const users = new UsersPage(page);
    await users.goto();
    await page.getByRole('searchbox', { name: 'Buscar usuários' }).fill(other.username);
    await users
      .row(other.username)
      .getByRole('button', { name: `Redefinir senha de ${other.username}` })
      .click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Gerar senha temporária' }).click();
    const temp = page.getByTestId('temporary-password');
    await expect(temp).toBeVisible();
    const password = await temp.inputValue();
    // Neither Escape nor a click outside closes it before the password is copied or noted.
    await page.keyboard.press('Escape');
    await page.mouse.click(5, 5);
    await expect(temp).toBeVisible();
    await page.getByRole('button', { name: 'Já anotei' }).click();
    await expect(temp).toHaveCount(0);

    const login = await request.post('/api/login', { data: { username: other.username, password } });
    expect((await login.json()).mustChangePassword).toBe(true);
    const audit = await request.get('/api/auditoria?acao=password.reset', {
      headers: bearer(await apiToken(request)),
    });
    expect((await audit.json()).entries[0].targetName).toBe(other.username);
  });

  test('every password field can be shown and hidden', async ({ page, request }) => {
    await page.goto('/login');
    const login = page.locator('input[name="password"]');
    await login.fill('segredo-1');
    await expect(login).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Mostrar senha' }).click();
    await expect(login).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Ocultar senha' }).click();
    await expect(login).toHaveAttribute('type', 'password');

    await loginWithStorage(page, request);
    await page.goto('/admin/usuarios');
    const form = page.getByRole('form', { name: 'Alterar senha' });
    await expect(form.getByRole('button', { name: 'Mostrar senha' })).toHaveCount(2);
    // "Senha atual" once on the account screen.
    await expect(page.locator('label', { hasText: /^Senha atual/ })).toHaveCount(1);
  });

  test('2FA: "Ativada" at once; the key in whole groups with a copy button', async ({ page, request }) => {
    const me = await createReadyUserViaApi(request, `${unique('doisfa')}@alvorada.test`, 2);
    await loginWithStorage(page, request, me);
    await page.goto('/admin/senha');
    const totp = new TwoFactor(page);
    // Enrolling asks for the current password first: a stolen session alone cannot enrol.
    await page.getByLabel('Confirme sua senha').fill(me.password);
    await totp.start.click();
    await expect(totp.secret).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copiar chave' })).toBeVisible();
    // Each group of four sits on one line.
    const groups = totp.secret.locator('span');
    expect(await groups.count()).toBeGreaterThan(3);
    for (const group of await groups.all()) {
      expect((await group.boundingBox())!.height).toBeLessThan(26);
    }
    const secret = (await totp.secret.innerText()).replace(/\s/g, '');
    await totp.code.fill(await codeFor(secret));
    await totp.activate.click();
    await expect(totp.recoveryCodes).toHaveCount(10);
    await expect(totp.state).toHaveText('Ativada');
    await expect(page.locator('label', { hasText: /^Senha atual/ })).toHaveCount(1);
  });
});

test.describe('subscribers', () => {
  test('two deleted with one confirmation', async ({ page, request }) => {
    const word = uniqueWord();
    await subscribe(page, `a-${word}@exemplo.test`);
    await subscribe(page, `b-${word}@exemplo.test`);
    await loginWithStorage(page, request);
    await page.goto('/admin/contatos');
    const grid = page.getByRole('region', { name: 'Assinantes da newsletter' });
    await page.getByRole('searchbox', { name: 'Filtrar assinantes' }).fill(word);
    await expect(grid.locator('.ag-row')).toHaveCount(2);
    for (const row of await grid.locator('.ag-row').all()) await row.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Excluir selecionados (2)' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('Excluir os 2 assinantes selecionados?');
    await confirm.getByRole('button', { name: 'Excluir' }).click();
    await new AdminShell(page).expectToast('2 assinantes excluídos com sucesso');
    await expect(grid.locator('.ag-row')).toHaveCount(0);
  });
});

test.describe('Auditoria and texts', () => {
  test('details are sentences and targets are names', async ({ page, request }) => {
    const other = `${unique('alvo')}@alvorada.test`;
    const { id } = await createUserViaApi(request, other, 2);
    const token = await apiToken(request);
    await request.put(`/api/usuarios/${id}`, { data: { username: other, role: 1 }, headers: bearer(token) });
    await request.put(`/api/usuarios/${id}`, { data: { username: other, role: 2 }, headers: bearer(token) });
    await loginWithStorage(page, request);
    await page.goto('/admin/auditoria');
    const grid = page.getByRole('region', { name: 'Auditoria' });
    const row = grid.locator('.ag-row').filter({ hasText: 'Alterou o perfil para Marketing' }).first();
    await expect(row).toContainText(`Usuário ${other}`);
    await expect(grid).not.toContainText('role:');
    await expect(grid).not.toContainText('secondFactor');
    // The filters have their gap.
    const gap = await page
      .getByRole('form', { name: 'Filtros da auditoria' })
      .evaluate((f) => getComputedStyle(f).rowGap);
    expect(parseFloat(gap)).toBeGreaterThanOrEqual(12);
  });

  test('login heading, editor labels in sentence case, CKEditor heading "Título"', async ({ page, request }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Ir para a administração' })).toBeVisible();
    await loginWithStorage(page, request);
    const editor = new PostEditorPage(page);
    await editor.gotoNew();
    await expect(page.locator('.ck-heading-dropdown .ck-button__label')).toHaveText('Parágrafo');
    await expect(page.locator('.ck-heading-dropdown button').first()).toHaveAttribute('aria-label', /Título/);
  });
});

test.describe('empty grids', () => {
  test('show their empty state, not "Página 0 de 0"', async ({ page, request }) => {
    await loginWithStorage(page, request);
    await page.goto('/admin/usuarios');
    const grid = page.getByRole('region', { name: 'Usuários' });
    await expect(grid.locator('.ag-row').first()).toBeVisible();
    await expect(grid.locator('.ag-paging-panel')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Buscar usuários' }).fill('ninguem-tem-este-nome');
    await expect(grid).toContainText('Nenhum resultado para esta busca');
    await expect(grid.locator('.ag-paging-panel')).toBeHidden();
    // What a sighted user reads: AG Grid's screen-reader log (.ag-aria-description-container) may
    // still carry the pager's last status, announced in the same breath as the empty text.
    const visibleText = await grid.evaluate((region) => {
      const copy = region.cloneNode(true) as HTMLElement;
      copy.querySelectorAll('.ag-aria-description-container').forEach((log) => log.remove());
      return copy.textContent ?? '';
    });
    expect(visibleText).not.toContain('Página 0 de 0');
  });
});
