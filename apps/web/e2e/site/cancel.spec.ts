import { readdirSync, readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { messages } from '@vitrine/shared/messages';

const port = process.env.E2E_PORT ?? '3100';
/** Without SMTP the API writes each mail to the data folder's outbox (DESIGN §6). */
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
  test('without a token it says the token is missing', async ({ page }) => {
    await page.goto('/cancelar-newsletter');
    await expect(page.getByText(messages.newsletter.cancelTokenMissing)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Confirmar cancelamento' })).toHaveCount(0);
  });

  test('an unknown token shows the server message', async ({ page }) => {
    await page.goto('/cancelar-newsletter?token=token-que-nao-existe-0000');
    await page.getByRole('button', { name: 'Confirmar cancelamento' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(messages.newsletter.cancelTokenUnknown);
    // The form stays, so the visitor can try the link again.
    await expect(page.getByRole('button', { name: 'Confirmar cancelamento' })).toBeEnabled();
  });

  test('a real subscription is cancelled with a reason', async ({ page, request }) => {
    const email = `cancel-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
    expect((await request.post('/api/assinantes-newsletter', { data: { email } })).status()).toBe(201);
    await request.post('/api/assinantes-newsletter/send', { data: { email } });

    await expect.poll(() => tokenFromOutbox(email), { timeout: 15_000 }).not.toBeNull();
    const token = tokenFromOutbox(email)!;

    await page.goto(`/cancelar-newsletter?token=${encodeURIComponent(token)}`);
    await page.getByText('O conteúdo não é relevante para mim').click();
    await page.getByLabel('Quer contar mais?').fill('Mudei de área.');
    await page.getByRole('button', { name: 'Confirmar cancelamento' }).click();
    await expect(page.getByRole('main').getByRole('status')).toContainText(messages.newsletter.cancelSuccess);

    // The same link cannot cancel twice.
    await page.reload();
    await page.getByRole('button', { name: 'Confirmar cancelamento' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toBeVisible();
  });
});
