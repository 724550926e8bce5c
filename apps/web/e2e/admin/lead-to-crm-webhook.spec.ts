import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import { contactDialog, openContactFromHeader } from '../site/site-helpers';
import { ContactsPage } from './pages/ContactsPage';
import { readDownload } from './pages/PrivacyPage';
import { apiToken, bearer, loginWithStorage, unique } from './pages/admin-api';

/**
 * A lead reaches a CRM: an Admin adds an endpoint in "Integrações" pointing at a receiver this
 * spec runs, a visitor arrives from a tagged LinkedIn link and sends the contact form, and the
 * receiver gets contact.created signed so that the Standard Webhooks library (not the
 * product's code) accepts it, carrying where the lead came from. The e2e server allows plain
 * http and loopback receivers (WEBHOOKS_ALLOW_HTTP in scripts/e2e-server.mjs).
 */

/** The first admin screen of a test checks the session first: slower on a busy 2-core machine. */
const PAGE_LOAD = 30_000;

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A CRM stand-in on a free local port: keeps every request and answers 204. */
async function startReceiver() {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/crm/vitrine`,
    received,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Adds the endpoint through the screen; answers the secret read from the dialog that shows it once. */
async function addEndpoint(page: Page, url: string, description: string): Promise<string> {
  await page.goto('/admin/integracoes');
  await expect(page.getByRole('heading', { name: 'Integrações', level: 1 })).toBeVisible({ timeout: PAGE_LOAD });
  await page.getByRole('button', { name: 'Nova integração' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nova integração' });
  await dialog.getByLabel('Endereço (URL)').fill(url);
  await dialog.getByLabel('Descrição').fill(description);
  await expect(dialog.getByRole('checkbox', { name: /contact\.created/ })).toBeChecked();
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  const shown = page.getByRole('alertdialog', { name: 'Segredo da integração' });
  const secret = await shown.getByTestId('webhook-secret').inputValue();
  expect(secret).toMatch(/^whsec_/);
  await page.screenshot({ path: `/tmp/integracoes-segredo-${page.viewportSize()!.width}.png`, fullPage: true });
  await shown.getByRole('button', { name: 'Já copiei' }).click();
  await expect(shown).toBeHidden();
  await expect(page.getByRole('listitem').filter({ hasText: url })).toContainText('Ativa');
  return secret;
}

/** The visitor: lands from a tagged link, moves to another page, sends the contact form there. */
async function sendLeadFromLinkedIn(page: Page, campaign: string, email: string) {
  await page.goto(`/?utm_source=linkedin&utm_medium=social&utm_campaign=${campaign}`);
  await page.goto('/parcerias');
  await openContactFromHeader(page);
  const dialog = contactDialog(page);
  await dialog.getByLabel('Nome', { exact: true }).fill('Lia Prospecta');
  await dialog.getByLabel('E-mail', { exact: true }).fill(email);
  await dialog.getByLabel('Telefone', { exact: true }).fill('47999998888');
  await dialog.getByLabel('Assunto', { exact: true }).fill('Demonstração do TMS');
  await dialog.getByLabel('Mensagem', { exact: true }).fill('Vi a publicação no LinkedIn e quero uma demonstração.');
  const created = page.waitForResponse((r) => r.url().endsWith('/api/contato') && r.request().method() === 'POST');
  await dialog.getByRole('button', { name: 'Enviar mensagem' }).click();
  const response = await created;
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

const SCREEN_WIDTHS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
];

for (const viewport of SCREEN_WIDTHS) {
  test.describe(`a lead reaches the CRM at ${viewport.width} px`, () => {
    test.use({ viewport, isMobile: viewport.width < 800, hasTouch: viewport.width < 800 });

    test('signed contact.created with the lead source; the contact screen and its CSV show the source', async ({
      page,
      request,
    }) => {
      // A whole visit, two admin screens and a download, on a shared 2-core machine.
      test.slow();
      const receiver = await startReceiver();
      const campaign = unique('lancamento-tms').toLowerCase();
      const email = `${unique('lia').toLowerCase()}@transportadora.com.br`;
      const token = await apiToken(request);
      let endpointId: number | undefined;
      try {
        await loginWithStorage(page, request);
        const secret = await addEndpoint(page, receiver.url, `CRM de vendas ${viewport.width}`);
        const endpoints = (await (await request.get('/api/integracoes', { headers: bearer(token) })).json()) as Array<{
          id: number;
          url: string;
        }>;
        endpointId = endpoints.find((e) => e.url === receiver.url)?.id;

        const id = await sendLeadFromLinkedIn(page, campaign, email);

        // Other specs may send contacts meanwhile: this lead's event is the one with its address.
        const mine = () => receiver.received.filter((r) => r.body.includes(email));
        await expect.poll(() => mine().length, { timeout: 15_000 }).toBe(1);
        const hook = mine()[0]!;
        const event = new Webhook(secret).verify(hook.body, hook.headers as Record<string, string>) as {
          type: string;
          data: Record<string, unknown>;
        };
        expect(event.type).toBe('contact.created');
        expect(event.data).toMatchObject({
          id,
          email,
          source: {
            landing: '/',
            referrer: null,
            utm_source: 'linkedin',
            utm_medium: 'social',
            utm_campaign: campaign,
            page: '/parcerias',
            campaign_id: null,
          },
        });
        // A forged signature is refused by the same library: the check above means something.
        expect(() =>
          new Webhook(secret).verify(hook.body.replace('linkedin', 'google'), hook.headers as Record<string, string>),
        ).toThrow();

        // The contacts screen: the contact's dialog (the grid's "Origem" column shows only on very wide grids).
        const described = `linkedin / social · campanha ${campaign} · entrada /`;
        const contacts = new ContactsPage(page);
        await page.goto(`/admin/contatos/${id}`);
        await expect(page.getByTestId('contact-source')).toHaveText(`${described} · enviado de /parcerias`, {
          timeout: PAGE_LOAD,
        });
        await page.screenshot({ path: `/tmp/contato-origem-${viewport.width}.png`, fullPage: true });
        await page.keyboard.press('Escape');
        await expect(page).toHaveURL(/\/admin\/contatos$/);

        // The CSV export of that contact carries the source, a column per part.
        await page.getByRole('searchbox', { name: 'Filtrar contatos' }).fill(email);
        await expect(contacts.contacts.locator('.ag-row')).toHaveCount(1);
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          contacts.contacts.locator('..').getByRole('button', { name: 'Exportar CSV' }).click(),
        ]);
        const lines = (await readDownload(download)).text.replace(/^\uFEFF/, '').split('\r\n');
        const header = lines[0]!.split(';');
        const row = lines[1]!.split(';');
        const cell = (name: string) => row[header.indexOf(name)];
        expect(cell('E-mail')).toBe(email);
        expect(cell('Origem')).toBe(described);
        expect(cell('utm_source')).toBe('linkedin');
        expect(cell('utm_medium')).toBe('social');
        expect(cell('utm_campaign')).toBe(campaign);
        expect(cell('Página de entrada')).toBe('/');
        expect(cell('Página do formulário')).toBe('/parcerias');
      } finally {
        // The receiver goes away with the test: its endpoint must not keep retrying into the void.
        if (endpointId) await request.delete(`/api/integracoes/${endpointId}`, { headers: bearer(token) });
        await receiver.close();
      }
    });
  });
}

test('the Integrações screen and a contact with its source at 390, 1024 and 1440 px (screenshots)', async ({
  page,
  request,
}) => {
  test.slow();
  const receiver = await startReceiver();
  const token = await apiToken(request);
  const created = await request.post('/api/integracoes', {
    headers: bearer(token),
    data: {
      url: receiver.url,
      description: 'Automação de vendas (n8n)',
      events: ['contact.created', 'post.published'],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const endpointId = ((await created.json()) as { id: number }).id;
  const lead = await request.post('/api/contato', {
    data: {
      name: 'Rui Quadros',
      email: `${unique('rui').toLowerCase()}@atacado.com.br`,
      phone: '4732211984',
      subject: 'Cotação de WMS',
      message: 'Chegamos pelo Google.',
      consent_page: '/solucoes',
      source: { landing: '/blog', referrer: 'www.google.com', utm_source: 'google', utm_medium: 'cpc' },
    },
  });
  expect(lead.status(), await lead.text()).toBe(201);
  const leadId = ((await lead.json()) as { id: number }).id;
  try {
    await expect.poll(() => receiver.received.length, { timeout: 15_000 }).toBeGreaterThan(0);
    await loginWithStorage(page, request);
    for (const width of [390, 1024, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/admin/integracoes');
      await expect(page.getByRole('heading', { name: 'Integrações', level: 1 })).toBeVisible({ timeout: PAGE_LOAD });
      const item = page.getByTestId(`webhook-${endpointId}`);
      await item.getByRole('button', { name: 'Entregas' }).click();
      await expect(page.getByText('contact.created').first()).toBeVisible();
      // Nothing wider than the screen: no sideways scrolling at any width.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({ path: `/tmp/integracoes-${width}.png`, fullPage: true });

      await page.goto(`/admin/contatos/${leadId}`);
      await expect(page.getByTestId('contact-source')).toHaveText(
        'google / cpc · entrada /blog · enviado de /solucoes',
        { timeout: PAGE_LOAD },
      );
      await page.screenshot({ path: `/tmp/contato-detalhe-${width}.png`, fullPage: true });
    }
  } finally {
    await request.delete(`/api/integracoes/${endpointId}`, { headers: bearer(token) });
    await receiver.close();
  }
});
