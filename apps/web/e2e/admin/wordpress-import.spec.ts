import { expect, test, type Page } from '@playwright/test';
import { loginWithStorage, solidPng, unique } from './pages/admin-api';
import { AdminShell } from './pages/AdminShell';
import { exportXml, storedZip } from './pages/wordpress-export';

/**
 * Moving a small WordPress site in through "Importar do WordPress", on a phone and on a wide
 * screen: the dry run's report first, then the import with its progress, the final report with
 * links, and the old addresses in "Redirecionamentos" answering 301. Each run imports a site
 * of its own (unique slugs), so the shared server's blog gains three posts and nothing clashes.
 */

async function importSmallSite(page: Page, width: number) {
  const id = unique(`wp${width}`);
  const site = `${id}.antigo.test`;
  const xml = exportXml(site, [
    {
      id: 10,
      type: 'attachment',
      attachmentUrl: `https://${site}/wp-content/uploads/2023/05/capa.png`,
    },
    {
      id: 11,
      title: `Como reduzir custos de frota ${id}`,
      slug: `${id}-frota`,
      thumbnailId: 10,
      content: '<!-- wp:paragraph --><p>Texto sobre frota.</p><!-- /wp:paragraph -->\n\n[contact-form-7 id="3"]',
      category: ['logistica', 'Logística'],
    },
    { id: 12, title: `Rascunho antigo ${id}`, slug: `${id}-rascunho`, status: 'draft' },
    { id: 13, title: `Post na lixeira ${id}`, slug: `${id}-lixo`, status: 'trash' },
  ]);
  const zip = storedZip({ 'wp-content/uploads/2023/05/capa.png': new Uint8Array(solidPng([242, 107, 29], 120, 63)) });

  await page.goto('/admin/importar-wordpress');
  await expect(page.getByRole('heading', { name: 'Importar do WordPress' })).toBeVisible();
  await page
    .getByLabel('Exportação do WordPress (.xml)')
    .setInputFiles({ name: 'exportacao.xml', mimeType: 'text/xml', buffer: Buffer.from(xml) });
  await page
    .getByLabel('Uploads (.zip, opcional)')
    .setInputFiles({ name: 'uploads.zip', mimeType: 'application/zip', buffer: zip });
  await page.getByRole('button', { name: 'Verificar arquivo' }).click();

  const dryRun = page.getByRole('region', { name: 'Relatório da simulação' });
  await expect(dryRun).toBeVisible();
  await expect(dryRun.getByTestId('total-imported')).toContainText('2');
  await expect(dryRun).toContainText('Está na lixeira do WordPress.');
  await expect(dryRun).toContainText('Shortcode [contact-form-7] removido');
  await page.screenshot({ path: `/tmp/wordpress-import-dry-run-${width}.png`, fullPage: true });

  await page.getByRole('button', { name: 'Importar 2 posts' }).click();
  const report = page.getByRole('region', { name: 'Relatório da importação' });
  await expect(report).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { name: '3. Importação concluída' })).toBeVisible();
  await expect(report.getByRole('link', { name: `Como reduzir custos de frota ${id}` })).toBeVisible();
  await expect(report.getByRole('link', { name: 'ver no site' })).toHaveAttribute('href', `/blog/${id}-frota`);
  await page.screenshot({ path: `/tmp/wordpress-import-done-${width}.png`, fullPage: true });

  // The old permalink answers 301 to the new address, and is listed with its hit.
  const old = await page.request.get(`/2023/05/${id}-frota/`, { maxRedirects: 0 });
  expect(old.status()).toBe(301);
  expect(old.headers().location).toBe(`/blog/${id}-frota`);
  // On a phone the menu is folded away: the sidebar entry is checked on the wide screen only.
  if (width > 390) await new AdminShell(page).go('Redirecionamentos');
  else await page.goto('/admin/redirecionamentos');
  await expect(page.getByRole('heading', { name: 'Redirecionamentos' })).toBeVisible();
  await page.getByRole('grid').getByText(`/2023/05/${id}-frota`, { exact: true }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('grid').getByText(`/2023/05/${id}-frota`, { exact: true })).toBeVisible();
  await page.screenshot({ path: `/tmp/wordpress-redirects-${width}.png`, fullPage: true });
}

for (const width of [390, 1440]) {
  test(`imports a WordPress export with its images and old addresses at ${width} px`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await loginWithStorage(page, request);
    await importSmallSite(page, width);
  });
}
