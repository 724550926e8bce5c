import { expect, test } from './fixtures';
import { brand } from '@vitrine/shared/brand';
import { messages } from '@vitrine/shared/messages';
import { adminToken, contactDialog, openContactFromHeader, uniqueEmail } from './site-helpers';

const m = messages.contact;
const f = messages.form;

test.describe('contact form', () => {
  test('opens from the header, the footer and a "Fale com um especialista" button, showing the office', async ({
    page,
  }) => {
    await page.goto('/');
    await openContactFromHeader(page);
    const dialog = contactDialog(page);
    await expect(dialog.getByText(brand.address.street, { exact: false })).toBeVisible();
    await expect(dialog.getByRole('link', { name: brand.phone })).toHaveAttribute('href', brand.phoneHref);
    await dialog.getByRole('button', { name: 'Fechar formulário de contato' }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('contentinfo').getByRole('button', { name: 'Entre em contato' }).click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Fale com um especialista' }).first().click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Nome', { exact: true })).toBeFocused();
  });

  test('validates every field as it changes and everything before sending', async ({ page }) => {
    await page.goto('/parcerias');
    await openContactFromHeader(page);
    const dialog = contactDialog(page);
    const send = dialog.getByRole('button', { name: 'Enviar mensagem' });

    await send.click();
    for (const text of [m.name, m.email, m.phone, m.subject, m.message]) {
      await expect(dialog.getByText(text, { exact: true })).toBeVisible();
    }
    await expect(dialog.getByLabel('Nome', { exact: true })).toBeFocused();

    const cases = [
      { label: 'Nome', bad: ' a b ', good: 'Ana Souza', text: f.nameShort },
      { label: 'E-mail', bad: 'ana@empresa', good: 'ana@empresa.com.br', text: f.emailIncomplete },
      { label: 'Telefone', bad: '47', good: '4732211984', text: 'Informe DDD + número, 10 ou 11 dígitos' },
      { label: 'Telefone', bad: '0032211984', good: '4732211984', text: f.phoneAreaCode },
      { label: 'Assunto', bad: 'ok', good: 'Proposta', text: f.subjectShort },
      { label: 'Mensagem', bad: 'oi', good: 'Quero uma demonstração.', text: f.messageShort },
    ];
    for (const c of cases) {
      await dialog.getByLabel(c.label, { exact: true }).fill(c.bad);
      await expect(dialog.getByText(c.text, { exact: true })).toBeVisible();
      await expect(dialog.getByLabel(c.label, { exact: true })).toHaveAttribute('aria-invalid', 'true');
      await dialog.getByLabel(c.label, { exact: true }).fill(c.good);
      await expect(dialog.getByText(c.text, { exact: true })).toBeHidden();
    }
    // A filled field never asks to be filled in.
    await dialog.getByLabel('E-mail', { exact: true }).fill('ana');
    await expect(dialog.getByText(m.email, { exact: true })).toBeHidden();
    await expect(dialog.getByText(f.emailIncomplete, { exact: true })).toBeVisible();
  });

  test('refuses a partial phone such as "123" in the form and on the server', async ({ page, request }) => {
    await page.goto('/');
    await openContactFromHeader(page);
    const dialog = contactDialog(page);
    const phone = dialog.getByLabel('Telefone', { exact: true });
    for (const partial of ['123', '479999', '479999912']) {
      await phone.fill(partial);
      await expect(dialog.getByText(f.phoneLength, { exact: true })).toBeVisible();
      await expect(phone).toHaveAttribute('aria-invalid', 'true');
    }
    await phone.fill('4732211984');
    await expect(dialog.getByText(f.phoneLength, { exact: true })).toBeHidden();
    await phone.fill('47999998888');
    await expect(dialog.getByText(f.phoneLength, { exact: true })).toBeHidden();

    const refused = await request.post('/api/contato', {
      data: {
        name: 'Ana Souza',
        email: uniqueEmail('fone'),
        phone: '123',
        subject: 'Proposta',
        message: 'Olá, tudo bem?',
      },
    });
    expect(refused.status()).toBe(422);
    expect(((await refused.json()) as { errors: Record<string, string> }).errors).toEqual({ phone: f.phoneLength });
  });

  test('error messages fill reserved space: nothing below a field moves when they appear', async ({ page }) => {
    await page.goto('/');
    await openContactFromHeader(page);
    const dialog = contactDialog(page);
    const watched = [
      dialog.getByLabel('Telefone', { exact: true }),
      dialog.getByLabel('Mensagem', { exact: true }),
      dialog.getByRole('button', { name: 'Enviar mensagem' }),
    ];
    // Offsets inside the form: focusing the first invalid field may scroll the dialog itself.
    const offsets = () =>
      Promise.all(
        watched.map((el) =>
          el.evaluate((node) => node.getBoundingClientRect().top - node.closest('form')!.getBoundingClientRect().top),
        ),
      );
    const before = await offsets();
    await dialog.getByRole('button', { name: 'Enviar mensagem' }).click();
    for (const text of [m.name, m.email, m.phone, m.subject, m.message]) {
      await expect(dialog.getByText(text, { exact: true })).toBeVisible();
    }
    // Within a pixel (sub-pixel rounding of the reserved lines); without the reserve it moved ~25 px per message.
    (await offsets()).forEach((offset, i) => expect(Math.abs(offset - before[i]!)).toBeLessThanOrEqual(1.5));
  });

  test('masks the phone for 10 and 11 digits and keeps digits only', async ({ page }) => {
    await page.goto('/');
    await openContactFromHeader(page);
    const phone = contactDialog(page).getByLabel('Telefone', { exact: true });
    await phone.pressSequentially('47a3221-1984');
    await expect(phone).toHaveValue('(47) 3221-1984');
    await phone.fill('');
    await phone.pressSequentially('479999988887777');
    await expect(phone).toHaveValue('(47) 99999-8888');
  });

  test('sends, thanks, closes after 3 s with a fresh form, and the contact is stored', async ({ page, request }) => {
    const email = uniqueEmail('contato');
    await page.goto('/');
    await openContactFromHeader(page);
    const dialog = contactDialog(page);
    // The honeypot is in the form but out of sight and out of the accessibility tree.
    await expect(dialog.locator('input[name="website"]')).toHaveCount(1);
    await expect(dialog.getByRole('textbox', { name: 'Site' })).toHaveCount(0);
    await dialog.getByLabel('Nome', { exact: true }).fill('Marina Teste');
    await dialog.getByLabel('E-mail', { exact: true }).fill(email);
    await dialog.getByLabel('Telefone', { exact: true }).fill('47999998888');
    await dialog.getByLabel('Assunto', { exact: true }).fill('Demonstração do WMS');
    await dialog.getByLabel('Mensagem', { exact: true }).fill('Gostaria de agendar uma demonstração.');

    const created = page.waitForResponse((r) => r.url().endsWith('/api/contato') && r.request().method() === 'POST');
    const tracked = page.waitForRequest(
      (r) => r.url().endsWith('/api/eventos') && (r.postDataJSON() as { type: string }).type === 'contact',
    );
    await dialog.getByRole('button', { name: 'Enviar mensagem' }).click();
    const response = await created;
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toMatchObject({ email, phone: '47999998888', website: '' });
    await tracked;

    await expect(dialog.getByText(m.thanks)).toBeVisible();
    // The focused button left with the form: focus lands on the outcome, not on <body>.
    await expect(dialog.getByRole('heading', { name: m.thanks })).toBeFocused();
    await expect(dialog.getByRole('img', { name: 'Mensagem enviada com sucesso' })).toBeVisible();
    await page.waitForTimeout(2_000);
    await expect(dialog).toBeVisible();
    await expect(dialog).toBeHidden({ timeout: 2_500 });

    await openContactFromHeader(page);
    await expect(dialog.getByLabel('Nome', { exact: true })).toHaveValue('');

    const token = await adminToken(request);
    const list = await request.get('/api/contato', { headers: { Authorization: `Bearer ${token}` } });
    expect(list.ok()).toBeTruthy();
    const contacts = (await list.json()) as Array<{ email: string; name: string }>;
    expect(contacts.find((c) => c.email === email)).toMatchObject({ name: 'Marina Teste' });
  });

  test('locks the page scroll while open and keeps focus inside', async ({ page }) => {
    await page.goto('/');
    await openContactFromHeader(page);
    await expect(page.locator('html')).toHaveClass(/scroll-locked/);
    const dialog = contactDialog(page);
    for (let i = 0; i < 12; i += 1) await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.locator('html')).not.toHaveClass(/scroll-locked/);
  });

  test('shows the sending state; a failure is logged, told, keeps the form and can be retried', async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let attempts = 0;
    await page.route('**/api/contato', async (route) => {
      attempts += 1;
      if (attempts > 1) return route.fulfill({ status: 201, json: { id: 1 } });
      await held;
      await route.fulfill({ status: 500, json: { message: 'erro' } });
    });
    const logged: string[] = [];
    page.on('console', (msg) => msg.type() === 'error' && logged.push(msg.text()));
    await page.goto('/');
    await openContactFromHeader(page);
    const dialog = contactDialog(page);
    await dialog.getByLabel('Nome', { exact: true }).fill('Marina Teste');
    await dialog.getByLabel('E-mail', { exact: true }).fill('marina@empresa.com.br');
    await dialog.getByLabel('Telefone', { exact: true }).fill('4732211984');
    await dialog.getByLabel('Assunto', { exact: true }).fill('Assunto');
    await dialog.getByLabel('Mensagem', { exact: true }).fill('Mensagem de teste.');
    await dialog.getByRole('button', { name: 'Enviar mensagem' }).click();
    const busy = dialog.getByRole('button', { name: 'Enviando...' });
    await expect(busy).toBeDisabled();
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    release();
    await expect(dialog.getByRole('button', { name: 'Enviar mensagem' })).toBeEnabled();
    await expect(dialog.getByText(m.thanks)).toBeHidden();
    await expect(dialog.getByRole('alert')).toHaveText(m.sendFailed + m.retry);
    await expect(dialog.getByLabel('Nome', { exact: true })).toHaveValue('Marina Teste');
    await expect(dialog.getByLabel('Mensagem', { exact: true })).toHaveValue('Mensagem de teste.');
    expect(logged.some((text) => text.includes('Falha ao enviar o contato'))).toBe(true);

    await dialog.getByRole('button', { name: m.retry }).click();
    await expect(dialog.getByText(m.thanks)).toBeVisible();
    expect(attempts).toBe(2);
  });
});
