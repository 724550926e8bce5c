import { readdirSync, readFileSync } from 'node:fs';
import { expect, test, type Page } from './fixtures';
import { messages } from '@vitrine/shared/messages';
import { headingText } from '../../src/site/components/headingText';

const port = process.env.E2E_PORT ?? '3100';
/** Without SMTP the API writes each mail to the data folder's outbox (docs/ARCHITECTURE.md §13). */
const outbox = `.test-output/e2e-data-${port}/outbox`;

function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The cancellation token from the newest mail sent to `email`. */
function tokenFromOutbox(email: string): string | null {
  let files: string[] = [];
  try {
    files = readdirSync(outbox).filter((f) => f.endsWith('.eml'));
  } catch {
    return null;
  }
  for (const file of files.sort().reverse()) {
    const raw = decodeQuotedPrintable(readFileSync(`${outbox}/${file}`, 'utf8'));
    if (!raw.includes(email)) continue;
    const match = /cancelar-newsletter\?token=([A-Za-z0-9_\-.%]+)/.exec(raw);
    if (match) return decodeURIComponent(match[1]!);
  }
  return null;
}

test.describe('newsletter cancellation', () => {
  /** Page errors (React's hydration errors such as #418 come as these) and console errors. */
  function collectErrors(page: Page): string[] {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (msg) => msg.type() === 'error' && !/status of 404/.test(msg.text()) && errors.push(msg.text()));
    return errors;
  }

  async function expectInvalidLinkState(page: Page) {
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(messages.newsletter.cancelLinkInvalidTitle);
    await expect(main).not.toContainText(messages.newsletter.cancelTokenMissing);
    await expect(main).not.toContainText('Token');
    await expect(page.getByRole('button', { name: 'Confirmar cancelamento' })).toHaveCount(0);
    // A way forward: talk to us (the contact form) or go home.
    await expect(main.getByRole('link', { name: 'Ir para a página inicial' })).toHaveAttribute('href', '/');
    await main.getByRole('button', { name: 'Falar com a gente' }).click();
    await expect(page.getByRole('dialog', { name: 'Vamos conversar sobre a sua operação' })).toBeVisible();
  }

  test('without a token: the invalid-link state at once, no jargon, no signup band, no errors', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto('/cancelar-newsletter');
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByPlaceholder('Seu e-mail corporativo')).toHaveCount(0);
    await expectInvalidLinkState(page);
    expect(errors).toEqual([]);
  });

  test('an unknown token is checked on open (nothing submitted) and shown invalid at once', async ({ page }) => {
    const errors = collectErrors(page);
    const writes: string[] = [];
    page.on(
      'request',
      (r) => r.url().includes('/api/assinantes-newsletter') && r.method() !== 'GET' && writes.push(r.url()),
    );
    const checked = page.waitForResponse((r) => r.url().includes('/api/assinantes-newsletter/cancelamento?token='));
    await page.goto('/cancelar-newsletter?token=token-que-nao-existe-0000');
    expect((await checked).status()).toBe(404);
    await expectInvalidLinkState(page);
    expect(writes).toEqual([]);
    // The page was prerendered without the query: the hydrated render must match it (no React #418).
    expect(errors).toEqual([]);
  });

  test('a real subscription is cancelled with a reason', async ({ page, request }) => {
    const email = `cancel-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
    expect((await request.post('/api/assinantes-newsletter', { data: { email } })).status()).toBe(201);
    await request.post('/api/assinantes-newsletter/send', { data: { email } });

    await expect.poll(() => tokenFromOutbox(email), { timeout: 15_000 }).not.toBeNull();
    const token = tokenFromOutbox(email)!;

    const errors = collectErrors(page);
    await page.goto(`/cancelar-newsletter?token=${encodeURIComponent(token)}`);
    // The check only looks: the subscription is still there, shown by its masked address.
    await expect(page.getByRole('main')).toContainText(`${email[0]}***@example.com`);
    await expect(page.getByPlaceholder('Seu e-mail corporativo')).toHaveCount(0);
    expect(errors).toEqual([]);
    await page.getByText('O conteúdo não é relevante para mim').click();
    await page.getByLabel('Quer contar mais?').fill('Mudei de área.');
    await page.getByRole('button', { name: 'Confirmar cancelamento' }).click();
    // The outcome's heading: the shared sentence without its final period.
    const outcome = page.getByRole('main').getByRole('status');
    await expect(outcome.getByRole('heading', { level: 1 })).toHaveText(headingText(messages.newsletter.cancelSuccess));

    // The same link cannot cancel twice: opened again, it says so before any form.
    await page.reload();
    await expectInvalidLinkState(page);
  });
});
