import { readdirSync, readFileSync } from 'node:fs';
import { DSR_REQUEST_KINDS, lgpdMessages } from '@vitrine/shared/lgpd';
import { messages } from '@vitrine/shared/messages';
import { headingText } from '../../src/site/components/headingText';
import { expect, test } from './fixtures';
import { adminToken, uniqueEmail } from './site-helpers';

const port = process.env.E2E_PORT ?? '3100';
/** Without SMTP the API writes each mail to the data folder's outbox as an .eml file. */
const outbox = `.test-output/e2e-data-${port}/outbox`;

/** The decoded text of every mail sent to `email`, oldest first. */
function mailsTo(email: string): string[] {
  let files: string[] = [];
  try {
    files = readdirSync(outbox).filter((f) => f.endsWith('.eml'));
  } catch {
    return [];
  }
  return files
    .sort()
    .map((file) =>
      readFileSync(`${outbox}/${file}`, 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    )
    .filter((raw) => raw.includes(email));
}

test.describe('LGPD art. 18 request from /lgpd', () => {
  test('form → e-mail link → request opened with its 15-day clock → protocol by mail', async ({ page, request }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const email = uniqueEmail('titular');
    await page.goto('/lgpd');
    const section = page.getByRole('region', { name: 'Exerça seus direitos sobre os seus dados' });
    await section.getByRole('button', { name: 'Enviar solicitação' }).click();
    await expect(section.getByText(lgpdMessages.requesterName)).toBeVisible();
    await expect(section.getByText(messages.form.emailRequired)).toBeVisible();
    await expect(section.getByText(lgpdMessages.requestKind)).toBeVisible();
    await expect(section.getByLabel('Nome completo')).toBeFocused();

    await section.getByLabel('Nome completo').fill('Maria Titular');
    await section.getByLabel('E-mail').fill(email);
    await section.getByRole('radio', { name: DSR_REQUEST_KINDS.deletion }).check();
    await section.getByLabel(/Detalhes/).fill('Quero que apaguem o meu contato antigo.');
    await section.getByRole('button', { name: 'Enviar solicitação' }).click();
    const sent = page.getByRole('heading', { name: 'Verifique o seu e-mail' });
    await expect(sent).toBeFocused();
    await expect(page.getByRole('main')).toContainText(email);

    // The link in the mail brings the person back to /lgpd, where one click registers the request.
    await expect.poll(() => mailsTo(email).length, { timeout: 15_000 }).toBeGreaterThan(0);
    const link = /https?:\/\/[^\s"]+\/lgpd\?confirmar=[A-Za-z0-9_\-%]+/.exec(mailsTo(email)[0]!)![0];
    await page.goto(new URL(link).pathname + new URL(link).search);
    const confirmHeading = page.getByRole('heading', { name: 'Confirme a sua solicitação' });
    await expect(confirmHeading).toBeVisible();
    await page.getByRole('button', { name: 'Confirmar solicitação' }).click();
    await expect(
      page.getByRole('heading', { name: headingText(lgpdMessages.requestConfirmed), exact: true }),
    ).toBeFocused();
    const protocol = (await page.locator('.lgpd-request__protocol strong').textContent())!;
    expect(protocol).toMatch(/^LGPD-\d{4}-\d{6}$/);

    // The protocol goes by mail too.
    await expect
      .poll(() => mailsTo(email).some((raw) => raw.includes(`Protocolo: ${protocol}`)), { timeout: 15_000 })
      .toBe(true);

    // And the DPO sees it in "Privacidade (LGPD)", with its kind and the 15-day deadline.
    const token = await adminToken(request);
    const list = await request.get('/api/lgpd/solicitacoes', { headers: { Authorization: `Bearer ${token}` } });
    const found = ((await list.json()) as { requests: Array<Record<string, string>> }).requests.find(
      (r) => r.protocol === protocol,
    )!;
    expect(found).toMatchObject({ subject: email, status: 'open', kind: 'deletion', requester_name: 'Maria Titular' });
    expect(Date.parse(found.deadline_at!) - Date.parse(found.opened_at!)).toBe(15 * 86_400_000);

    // The link works once: a second use says so and offers a new request.
    await page.reload();
    await page.getByRole('button', { name: 'Confirmar solicitação' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(lgpdMessages.verificationInvalid);
    await page.getByRole('button', { name: 'Enviar nova solicitação' }).click();
    await expect(page.getByLabel('Nome completo')).toBeVisible();
    expect(errors).toEqual([]);
  });
});
