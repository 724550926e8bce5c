import { readFile } from 'node:fs/promises';
import { expect, type Download, type Locator, type Page } from '@playwright/test';

/** /admin/privacidade: data-subject search, export, erase; requests list; retention. */
export class PrivacyPage {
  readonly emailInput: Locator;
  readonly records: Locator;
  readonly requests: Locator;
  readonly subject: Locator;
  readonly counts: Locator;

  constructor(readonly page: Page) {
    this.emailInput = page.getByRole('textbox', { name: 'E-mail do titular' });
    this.records = page.getByRole('region', { name: 'Registros do titular' });
    this.requests = page.getByRole('region', { name: 'Solicitações de titulares' });
    this.subject = page.getByTestId('dsr-subject');
    this.counts = page.getByTestId('dsr-counts');
  }

  async goto() {
    await this.page.goto('/admin/privacidade');
    await expect(this.page.getByRole('heading', { name: 'Privacidade (LGPD)', level: 1 })).toBeVisible();
  }

  async search(email: string) {
    await this.emailInput.fill(email);
    await this.page.getByRole('button', { name: 'Buscar' }).click();
  }

  requestRow(text: string) {
    return this.requests.locator('.ag-row').filter({ hasText: text });
  }

  /** Clicks an export button and answers the downloaded file's name and text. */
  async download(button: 'Exportar JSON' | 'Exportar CSV'): Promise<{ name: string; text: string }> {
    const [download] = await Promise.all([
      this.page.waitForEvent('download'),
      this.page.getByRole('button', { name: button }).click(),
    ]);
    return readDownload(download);
  }
}

export async function readDownload(download: Download): Promise<{ name: string; text: string }> {
  const path = await download.path();
  return { name: download.suggestedFilename(), text: await readFile(path, 'utf8') };
}
