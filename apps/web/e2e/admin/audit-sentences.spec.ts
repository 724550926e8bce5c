import { expect, test } from '@playwright/test';
import { slugify } from '@vitrine/shared/publishing';
import { apiToken, bearer, loginWithStorage, unique } from './pages/admin-api';
import { createPostAs, updatePostAs } from './pages/post-api';

/**
 * Auditoria reads as sentences: publications and schedules with their address and time, reads
 * of personal data with their size, the target by name with a link to it, and never a raw key,
 * an ISO timestamp or "#1".
 */

// 390 px is the phone layout of every grid (its own spec); here the widths where all columns show.
for (const width of [1024, 1440]) {
  test(`audit entries are sentences with readable, linked targets at ${width} px`, async ({ page, request }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width, height: 900 });
    const title = `Gestão de pátio ${unique('auditoria')}`;
    const id = await createPostAs(request, { title, status: 'draft' });
    await updatePostAs(request, id, { title, status: 'published' });
    const token = await apiToken(request);
    expect((await request.get('/api/assinantes-newsletter', { headers: bearer(token) })).status()).toBe(200);

    await loginWithStorage(page, request);
    await page.goto('/admin/auditoria');
    const grid = page.getByRole('region', { name: 'Auditoria' });
    // The first screen of a session waits for its check and the grid's first page (slow on a busy machine).
    await expect(grid.getByRole('columnheader', { name: 'Endereço IP' })).toHaveCount(1, { timeout: 60_000 });
    const published = grid.locator('.ag-row').filter({ hasText: `Publicou o post em /blog/${slugify(title)}` });
    await expect(published).toHaveCount(1, { timeout: 60_000 });
    await expect(
      grid
        .locator('.ag-row')
        .filter({ hasText: /Consultou a lista de assinantes \(\d+ assinantes?\)/ })
        .first(),
    ).toBeVisible();
    for (const raw of ['count:', 'revision:', 'campaign #', 'path:', 'events:'])
      await expect(grid).not.toContainText(raw);
    await expect(grid).not.toContainText(/\d{4}-\d{2}-\d{2}T\d{2}:/);
    await page.screenshot({ path: `/tmp/audit-${width}.png` });

    // The target is the post by its title, a link to its editor.
    const target = published.getByRole('link', { name: `Post “${title}”` });
    await target.scrollIntoViewIfNeeded();
    await target.click();
    await expect(page).toHaveURL(new RegExp(`/admin/posts/${id}$`));
    await expect(page.getByRole('textbox', { name: 'Título', exact: true })).toHaveValue(title, { timeout: 60_000 });
  });
}
