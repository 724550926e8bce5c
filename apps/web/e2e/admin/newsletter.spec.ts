import { readdirSync, readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { messages } from '@vitrine/shared/messages';
import { AdminShell } from './pages/AdminShell';
import { loginWithStorage, unique } from './pages/admin-api';

const port = process.env.E2E_PORT ?? '3100';
/** The e2e server has no SMTP_URL: the transport writes each mail it sends here, as it would hand it to SMTP. */
const outbox = `.test-output/e2e-data-${port}/outbox`;
/** Where the screenshots of the received mail go (looked at by a person, not kept in the repo). */
const SHOTS = process.env.MAIL_SHOTS_DIR ?? '/tmp';

/** The HTML part of a stored mail, quoted-printable decoded (UTF-8). */
function htmlPart(eml: string): string {
  const start = eml.search(/^Content-Type: text\/html/m);
  const body = eml
    .slice(start)
    .split(/\r?\n\r?\n/)
    .slice(1)
    .join('\n\n');
  const part = body.split(/\r?\n--/)[0]!;
  const bytes = part
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The stored campaign mails whose subject line contains `subject`. */
function campaignMails(subject: string): string[] {
  let files: string[] = [];
  try {
    files = readdirSync(outbox).filter((f) => f.endsWith('-newsletter-campaign.eml'));
  } catch {
    return [];
  }
  // The subject line is encoded (RFC 2047); the HTML part shows it as written.
  return files.map((f) => readFileSync(`${outbox}/${f}`, 'utf8')).filter((eml) => htmlPart(eml).includes(subject));
}

test.describe('newsletter campaigns', () => {
  test('from a post: test, send, progress to 100 %, and the received mail at 390 and 1440 px', async ({
    page,
    request,
  }) => {
    await loginWithStorage(page, request);
    const shell = new AdminShell(page);
    await page.goto('/admin');
    await shell.go('Newsletter');
    await expect(page.getByRole('heading', { name: 'Newsletter', level: 1 })).toBeVisible();

    // A published post fills subject, preheader and body; the subject is then edited.
    await page.getByRole('combobox', { name: 'Criar a partir de um post' }).click();
    const firstPost = page.getByRole('option').first();
    const postTitle = (await firstPost.textContent())!.trim();
    await firstPost.click();
    const subject = page.getByRole('textbox', { name: 'Assunto' });
    await expect(subject).toHaveValue(postTitle);
    const editedSubject = unique('Edição especial');
    await subject.fill(editedSubject);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await shell.expectToast(messages.campaign.created);

    // The preview is the real mail, at phone width first, then at desktop width.
    const phone = page.frameLocator('iframe[title="Prévia do e-mail: celular"]');
    await expect(phone.getByRole('heading', { name: editedSubject })).toBeVisible();
    await page.getByRole('tab', { name: 'Computador' }).click();
    await expect(page.locator('iframe[title="Prévia do e-mail: computador"]')).toBeVisible();

    // An edit not yet saved: neither send button mails the older stored version.
    const preheader = page.getByRole('textbox', { name: 'Texto de pré-visualização' });
    await preheader.fill('Uma edição que ainda não foi salva');
    const testButton = page.getByRole('button', { name: 'Enviar teste' });
    const sendButton = page.getByRole('button', { name: 'Enviar agora' });
    for (const button of [testButton, sendButton]) {
      await expect(button).toBeDisabled();
      await expect(button).toHaveAccessibleDescription(messages.admin.campaignSaveBeforeSending);
    }
    await page.screenshot({ path: `${SHOTS}/campaign-unsaved-1440.png` });
    await page.getByRole('button', { name: 'Salvar' }).click();
    await shell.expectToast(messages.campaign.saved);
    await expect(page.getByText(messages.admin.campaignSaveBeforeSending)).toHaveCount(0);

    await testButton.click();
    await shell.expectToast(/^E-mail de teste enviado para .+@.+\.$/);

    // "Enviar agora" asks first, with how many subscribers will get it; "Cancelar" sends nothing.
    await sendButton.click();
    const confirm = page.getByRole('alertdialog', { name: 'Enviar campanha' });
    await expect(confirm).toContainText(/Enviar para \d+ assinantes\?/);
    const audience = (await confirm.textContent())!.match(/Enviar para (\d+) assinantes/)![1]!;
    await page.screenshot({ path: `${SHOTS}/campaign-confirm-1440.png` });
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await expect(page.getByText('Campanha: Rascunho')).toBeVisible();
    // The dialog's closing animation still covers the page: a click before it ends opens nothing.
    await expect(confirm).toBeHidden();
    await sendButton.click();
    await confirm.getByRole('button', { name: 'Enviar agora' }).click();
    await shell.expectToast(messages.campaign.started);
    await expect(page.getByText(`${audience} assinantes no público`)).toBeVisible();
    // Live progress (the screen polls): the demo's active subscribers, all sent.
    await expect(page.getByText('Progresso: 100 %')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('Na fila: 0')).toBeVisible();
    const grid = page.getByRole('region', { name: 'Campanhas' });
    await expect(grid.getByText(editedSubject)).toBeVisible();
    await expect(grid.getByText('Enviada', { exact: true }).first()).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/newsletter-screen-1440.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}/newsletter-screen-390.png`, fullPage: true });

    // A received mail, opened as a mail client would show its HTML part.
    await expect.poll(() => campaignMails(editedSubject).length, { timeout: 15_000 }).toBeGreaterThan(0);
    const eml = campaignMails(editedSubject)[0]!;
    expect(eml).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    const html = htmlPart(eml);
    // The cover image's host is this server; the mail points at it with an absolute URL.
    expect(html).toMatch(new RegExp(`<img src="http://127\\.0\\.0\\.1:${port}/api/posts/\\d+/images/`));
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.setContent(html);
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('heading', { name: editedSubject })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Cancelar inscrição' })).toBeVisible();
      // Made from a post: the mail leads back to the article (by id; the site redirects to its slug).
      await expect(page.getByRole('link', { name: 'Leia o artigo completo no site' })).toHaveAttribute(
        'href',
        new RegExp(`^http://127\\.0\\.0\\.1:${port}/blog/\\d+$`),
      );
      await expect(page.getByText('Rua XV de Novembro')).toBeVisible();
      // Nothing wider than the screen: the table layout holds at phone width.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      // Every image at an absolute URL with alt text.
      for (const img of await page.locator('img').all()) {
        expect(await img.getAttribute('src')).toMatch(/^https?:\/\//);
        expect(await img.getAttribute('alt')).toBeTruthy();
      }
      await page.screenshot({ path: `${SHOTS}/campaign-mail-${width}.png`, fullPage: true });
    }
  });
});
