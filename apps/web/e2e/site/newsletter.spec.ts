import { expect, test } from './fixtures';
import { messages } from '@vitrine/shared/messages';
import { uniqueEmail } from './site-helpers';

const m = messages.newsletter;
const f = messages.form;

test.describe('newsletter signup', () => {
  test('the field complains only after more than 5 characters of an invalid address', async ({ page }) => {
    await page.goto('/');
    const field = page.getByRole('contentinfo').getByLabel('Seu e-mail corporativo');
    await field.fill('abcde');
    await expect(page.getByText(f.emailIncomplete, { exact: true })).toBeHidden();
    await field.fill('abcdef');
    await expect(page.getByText(f.emailIncomplete, { exact: true })).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await field.fill('joão@empresa.com');
    await expect(page.getByText(f.emailInvalid, { exact: true })).toBeVisible();
    await field.fill('abcdef@empresa.com.br');
    await expect(page.getByText(f.emailIncomplete, { exact: true })).toBeHidden();
    await expect(page.getByText(f.emailInvalid, { exact: true })).toBeHidden();
  });

  test('an empty or incomplete address gives a warning on submit that says which', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('button', { name: 'Assinar' }).click();
    await expect(page.getByRole('alert')).toContainText(f.emailRequired);
    await footer.getByLabel('Seu e-mail corporativo').fill('nao-e-email');
    await footer.getByRole('button', { name: 'Assinar' }).click();
    await expect(page.getByRole('alert')).toContainText(f.emailIncomplete);
  });

  test('subscribes, clears the field, hides the snackbar after 4 s; a repeat gets the server message', async ({
    page,
  }) => {
    const email = uniqueEmail('news');
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const field = footer.getByLabel('Seu e-mail corporativo');

    const welcome = page.waitForRequest((r) => r.url().endsWith('/api/assinantes-newsletter/send'));
    const tracked = page.waitForRequest(
      (r) => r.url().endsWith('/api/eventos') && (r.postDataJSON() as { type: string }).type === 'newsletter',
    );
    await field.fill(email);
    await footer.getByRole('button', { name: 'Assinar' }).click();
    const status = page.getByRole('status').filter({ hasText: m.success });
    await expect(status).toBeVisible();
    const shownAt = Date.now();
    await expect(field).toHaveValue('');
    expect((await welcome).postDataJSON()).toEqual({ email });
    await tracked;
    // Hidden after 4 s: measured from when the test saw it (a little after it appeared), so the
    // check holds on a busy machine too, where fixed waits drift.
    await expect(page.getByText(m.success)).toBeHidden({ timeout: 8_000 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(3_500);

    const repeat = page.waitForResponse(
      (r) => r.url().endsWith('/api/assinantes-newsletter') && r.request().method() === 'POST',
    );
    await field.fill(email);
    await footer.getByRole('button', { name: 'Assinar' }).click();
    const response = await repeat;
    // An address already subscribed gets the very answer a new one gets: nothing
    // tells a stranger who subscribes.
    expect(response.status()).toBe(201);
    const { message } = (await response.json()) as { message: string };
    expect(message).toBe(m.success);
    await expect(page.getByRole('status').or(page.getByRole('alert')).getByText(m.success)).toBeVisible();
  });

  test('a network failure falls back to the fixed text', async ({ page }) => {
    await page.route('**/api/assinantes-newsletter', (route) => route.abort('failed'));
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await footer.getByLabel('Seu e-mail corporativo').fill(uniqueEmail('falha'));
    await footer.getByRole('button', { name: 'Assinar' }).click();
    await expect(page.getByRole('alert')).toContainText(m.failure);
  });
});
