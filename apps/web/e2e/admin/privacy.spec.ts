import { expect, test } from '@playwright/test';
import { AdminShell } from './pages/AdminShell';
import { ContactsPage } from './pages/ContactsPage';
import { PrivacyPage, readDownload } from './pages/PrivacyPage';
import { apiToken, bearer, createContactViaApi, loginWithStorage, unique } from './pages/admin-api';

/** Splits the CSV the way Excel pt-BR reads it: BOM, ';' between fields, quoted fields may hold ';' and line breaks. */
function parseCsv(text: string): string[][] {
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const body = text.slice(1);
  for (let i = 0; i < body.length; i++) {
    const ch = body[i]!;
    if (quoted) {
      if (ch === '"' && body[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ';') {
      row.push(field);
      field = '';
    } else if (ch === '\r' && body[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += ch;
  }
  return rows;
}

test.describe('Privacidade (LGPD)', () => {
  test('search a person, export JSON and CSV, erase after confirmation', async ({ page, request }) => {
    const name = unique('Titular');
    const email = `${name.toLowerCase()}@cliente.com.br`;
    const other = unique('Outra');
    await createContactViaApi(request, {
      name,
      email,
      phone: '47991234567',
      subject: 'Pedido de proposta',
      message: `Mensagem de ${name}`,
    });
    await createContactViaApi(request, {
      name: other,
      email: `${other.toLowerCase()}@outra.com.br`,
      phone: '4733334444',
      subject: 'Outra pessoa',
      message: 'Não é do titular',
    });
    expect((await request.post('/api/assinantes-newsletter', { data: { email } })).status()).toBe(201);

    await loginWithStorage(page, request);
    const shell = new AdminShell(page);
    await page.goto('/admin');
    await shell.go('Privacidade (LGPD)');
    const privacy = new PrivacyPage(page);
    await expect(page.getByRole('heading', { name: 'Privacidade (LGPD)', level: 1 })).toBeVisible();

    // A bad address is refused at the field; the button stays where it was.
    const searchButton = page.getByRole('button', { name: 'Buscar' });
    const before = (await searchButton.boundingBox())!;
    await privacy.search('nao-e-email');
    await expect(page.getByText('E-mail incompleto: use o formato nome@empresa.com.br')).toBeVisible();
    expect((await searchButton.boundingBox())!.y).toBe(before.y);
    // No "README" in what the staff read.
    await expect(page.locator('main')).not.toContainText('README');

    // Looking the address up opens no request: opening one is its own action.
    await privacy.search(email.toUpperCase());
    await expect(privacy.subject).toContainText(`Consulta — ${email}`);
    await expect(privacy.requestRow(email)).toHaveCount(0);
    await page.getByRole('button', { name: 'Abrir solicitação', exact: true }).click();
    await expect(privacy.subject).toContainText(email);
    await expect(privacy.counts).toContainText('Contatos: 1');
    await expect(privacy.counts).toContainText('Newsletter: 1');
    await expect(privacy.records.locator('.ag-row').filter({ hasText: 'Pedido de proposta' })).toBeVisible();
    await expect(privacy.records).not.toContainText(other);
    await expect(privacy.requestRow(email)).toContainText('15 dias restantes');
    await expect(privacy.requestRow(email)).toContainText('Consulta');

    const json = await privacy.download('Exportar JSON');
    expect(json.name).toMatch(/^titular-solicitacao-\d+-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(json.text);
    expect(data.email).toBe(email);
    expect(data.contacts).toHaveLength(1);
    expect(data.contacts[0]).toMatchObject({ name, message: `Mensagem de ${name}`, consent_form: 'contact' });
    expect(data.subscribers).toHaveLength(1);
    expect(json.text).not.toContain(other);

    const csv = await privacy.download('Exportar CSV');
    expect(csv.name).toMatch(/\.csv$/);
    const rows = parseCsv(csv.text);
    expect(rows[0]).toEqual(['Registro', 'ID', 'Campo', 'Valor']);
    expect(rows).toContainEqual(['Titular', '', 'email', email]);
    expect(rows.some((r) => r[0] === 'Contato' && r[2] === 'message' && r[3] === `Mensagem de ${name}`)).toBe(true);
    await expect(privacy.requestRow(email)).toContainText('Exportação (CSV)');
    // Each action once, though the request was read again after every step.
    await expect(privacy.requestRow(email).locator('[col-id="actions-done"]')).toHaveText(
      'Consulta, Exportação (JSON), Exportação (CSV)',
    );

    // Erase: the confirmation asks for the address; a different one changes nothing.
    await page.getByRole('button', { name: 'Eliminar dados…' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('Esta ação não pode ser desfeita.');
    // It says what really happens to the audit log: kept, on its own legal basis.
    await expect(dialog).toContainText('Os registros da auditoria que citam o endereço são mantidos');
    await expect(dialog).toContainText('com base legal na segurança e na prestação de contas');
    await expect(dialog).not.toContainText('removido da auditoria');
    await dialog.getByRole('textbox').fill('outro@email.com');
    await dialog.getByRole('button', { name: 'Eliminar' }).click();
    await shell.expectToast('Digite o e-mail do titular exatamente como na solicitação para confirmar.');
    await dialog.getByRole('textbox').fill(email);
    await dialog.getByRole('button', { name: 'Eliminar' }).click();
    await shell.expectToast('Dados do titular eliminados.');
    await expect(dialog).toBeHidden();
    const masked = `${email[0]}***@cliente.com.br`;
    await expect(privacy.requestRow(masked)).toContainText('Eliminação');
    await expect(privacy.requestRow(masked)).toContainText('Concluída');

    // Nothing of the person is left for the staff either; the other contact stays.
    const token = await apiToken(request);
    const contacts = await (await request.get('/api/contato', { headers: bearer(token) })).text();
    expect(contacts).not.toContain(email);
    expect(contacts).not.toContain(name);
    expect(contacts).toContain(other);
    await privacy.search(email);
    await expect(privacy.subject).toContainText('Consulta');
    await expect(privacy.counts).toContainText('Contatos: 0');
    await expect(privacy.counts).toContainText('Newsletter: 0');
  });

  test('contacts and subscribers export the filtered rows as CSV', async ({ page, request }) => {
    const keep = unique('Filtrado');
    const skip = unique('Ignorado');
    for (const name of [keep, skip]) {
      await createContactViaApi(request, {
        name,
        email: `${name.toLowerCase()}@empresa.com.br`,
        phone: '47991234567',
        subject: `Assunto; de ${name}`,
        message: '=1+1 linha',
      });
    }
    const subscriber = `${unique('leitor')}@empresa.com.br`;
    expect((await request.post('/api/assinantes-newsletter', { data: { email: subscriber } })).status()).toBe(201);
    await loginWithStorage(page, request);
    const contacts = new ContactsPage(page);
    const shell = new AdminShell(page);
    await contacts.goto();
    await page.getByRole('searchbox', { name: 'Filtrar contatos' }).fill(keep);
    await expect(contacts.contacts.locator('.ag-row')).toHaveCount(1);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      contacts.contacts.locator('..').getByRole('button', { name: 'Exportar CSV' }).click(),
    ]);
    const file = await readDownload(download);
    expect(file.name).toMatch(/^contatos-\d{4}-\d{2}-\d{2}\.csv$/);
    const rows = parseCsv(file.text);
    // The contact's own columns, then where the lead came from (one column per part).
    expect(rows[0]!.slice(0, 9)).toEqual([
      'ID',
      'Nome',
      'E-mail',
      'Telefone',
      'Assunto',
      'Mensagem',
      'Data',
      'Lido',
      'Origem',
    ]);
    expect(rows[0]).toContain('utm_campaign');
    expect(rows).toHaveLength(2);
    expect(rows[1]!.slice(1, 6)).toEqual([
      keep,
      `${keep.toLowerCase()}@empresa.com.br`,
      '(47) 99123-4567',
      `Assunto; de ${keep}`,
      "'=1+1 linha",
    ]);
    await shell.expectToast('1 registro exportado');

    await page.getByRole('searchbox', { name: 'Filtrar assinantes' }).fill(subscriber);
    await expect(contacts.subscribers.locator('.ag-row')).toHaveCount(1);
    const [subscribersDownload] = await Promise.all([
      page.waitForEvent('download'),
      contacts.subscribers.locator('..').getByRole('button', { name: 'Exportar CSV' }).click(),
    ]);
    const subscribersRows = parseCsv((await readDownload(subscribersDownload)).text);
    expect(subscribersRows).toHaveLength(2);
    expect(subscribersRows[1]![1]).toBe(subscriber);
    expect(subscribersRows[1]![2]).toBe('Sim');
  });
});
