import { expect, test } from '@playwright/test';
import { AdminShell } from './pages/AdminShell';
import { ContactsPage } from './pages/ContactsPage';
import { apiToken, bearer, createContactViaApi, loginWithStorage, unique } from './pages/admin-api';

const contact = (name: string) => ({
  name,
  email: `${name.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@empresa.com.br`,
  phone: '47991234567',
  subject: `Assunto de ${name}`,
  message: `Olá, sou ${name}.\nGostaria de uma demonstração do WMS.`,
});

// Both tests mark "all" as read: run them one after the other.
test.describe.configure({ mode: 'serial' });

test.describe('contacts (Admin)', () => {
  test('grid, detail dialog, mark one, selected and all as read', async ({ page, request }) => {
    const names = [unique('Ana'), unique('Bruno'), unique('Carla')];
    const ids: number[] = [];
    for (const name of names) ids.push(await createContactViaApi(request, contact(name)));
    await loginWithStorage(page, request);
    const contacts = new ContactsPage(page);
    const shell = new AdminShell(page);
    await contacts.goto();
    for (const name of names) await expect(contacts.row(name)).toBeVisible();
    await expect(contacts.row(names[0]!)).toContainText('(47) 99123-4567');
    await expect(contacts.row(names[0]!)).not.toHaveClass(/contact-read/);

    // One, from its dialog (opened by clicking the row).
    await contacts.row(names[0]!).locator('[col-id="subject"]').click();
    await expect(page).toHaveURL(new RegExp(`/admin/contatos/${ids[0]}$`));
    await expect(contacts.dialog).toContainText('Gostaria de uma demonstração do WMS.');
    await expect(contacts.dialog.getByRole('link', { name: /@empresa\.com\.br/ })).toHaveAttribute('href', /^mailto:/);
    await expect(contacts.dialog.getByRole('link', { name: /99123-4567/ })).toHaveAttribute(
      'href',
      'tel:+5547991234567',
    );
    await contacts.dialog.getByRole('button', { name: 'Marcar como lido' }).click();
    await shell.expectToast('Contato marcado como lido');
    await contacts.dialog.getByRole('button', { name: 'Fechar' }).click();
    await expect(page).toHaveURL(/\/admin\/contatos$/);
    await expect(contacts.row(names[0]!)).toHaveClass(/contact-read/);
    const grey = await contacts.row(names[0]!).evaluate((el) => getComputedStyle(el).color);
    expect(grey).toBe('rgb(138, 136, 134)');

    // Nothing selected, or only read ones: the spec's info instead of a silently disabled button.
    await expect(page.getByRole('button', { name: 'Marcar selecionados como lidos' })).toBeEnabled();
    const nothingToMark = shell.toast('Nenhum contato para marcar como lido');
    await contacts.markSelected();
    await expect(nothingToMark).toHaveCount(1);
    await expect(nothingToMark).toHaveCount(0); // the 4 s snackbar ends before the next check
    await contacts.select(names[0]!);
    await contacts.markSelected();
    await expect(nothingToMark).toHaveCount(1);
    await expect(contacts.row(names[0]!).locator('.ag-selection-checkbox input')).not.toBeChecked();
    await expect(nothingToMark).toHaveCount(0);

    // The selected ones.
    await contacts.select(names[1]!);
    await contacts.markSelected();
    await shell.expectToast('Contato marcado como lido');
    await expect(contacts.row(names[1]!)).toHaveClass(/contact-read/);

    // All the rest, then nothing left.
    await contacts.markAll();
    await shell.expectToast(/contatos? marcados? como lidos?/);
    await expect(contacts.row(names[2]!)).toHaveClass(/contact-read/);
    await contacts.markAll();
    await shell.expectToast('Nenhum contato para marcar como lido');
  });

  test('/admin/contatos/{id} opens that contact directly', async ({ page, request }) => {
    const name = unique('Direto');
    const id = await createContactViaApi(request, contact(name));
    await loginWithStorage(page, request);
    await page.goto(`/admin/contatos/${id}`);
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(`Assunto de ${name}`);
    await expect(dialog).toContainText(`Olá, sou ${name}.`);
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/\/admin\/contatos$/);
  });

  test('several marked at once give the plural message', async ({ page, request }) => {
    const names = [unique('Davi'), unique('Elisa')];
    for (const name of names) await createContactViaApi(request, contact(name));
    await loginWithStorage(page, request);
    const contacts = new ContactsPage(page);
    const shell = new AdminShell(page);
    await contacts.goto();
    await contacts.select(names[0]!);
    await contacts.select(names[1]!);
    await contacts.markSelected();
    await shell.expectToast('2 contatos marcados como lidos');
  });

  test('a server answer of 0 updated gives the info, not "0 contatos marcados"', async ({ page, request }) => {
    const name = unique('Fabio');
    await createContactViaApi(request, contact(name));
    await loginWithStorage(page, request);
    const contacts = new ContactsPage(page);
    const shell = new AdminShell(page);
    await contacts.goto();
    // E.g. the contact was removed meanwhile: the server marks nothing.
    await page.route('**/api/contato', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({ status: 200, contentType: 'application/json', body: '{"updatedCount":0}' })
        : route.fallback(),
    );
    await contacts.select(name);
    await contacts.markSelected();
    await shell.expectToast('Nenhum contato para marcar como lido');
    await expect(shell.toast(/0 contatos marcados/)).toHaveCount(0);
  });
});

test.describe('newsletter subscribers (Admin)', () => {
  test('a subscriber created through the API can be deleted after confirming', async ({ page, request }) => {
    const email = `${unique('assinante')}@empresa.com.br`;
    const res = await request.post('/api/assinantes-newsletter', { data: { email } });
    expect(res.status(), await res.text()).toBe(201);
    await loginWithStorage(page, request);
    const contacts = new ContactsPage(page);
    const shell = new AdminShell(page);
    await contacts.goto();
    // Newest first on page 1 of 5 rows.
    await expect(contacts.subscriberRow(email)).toContainText('Ativo');
    await page.getByRole('button', { name: `Excluir assinante ${email}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Excluir' }).click();
    await shell.expectToast('Assinante excluído com sucesso');
    await expect(contacts.subscriberRow(email)).toHaveCount(0);
    const token = await apiToken(request);
    const list = await (await request.get('/api/assinantes-newsletter', { headers: bearer(token) })).json();
    expect(list.some((s: any) => s.email === email)).toBe(false);
  });
});
