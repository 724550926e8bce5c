import { expect, test, type Browser } from '@playwright/test';
import { messages } from '@vitrine/shared/messages';
import { headingText } from '../../src/site/components/headingText';
import { AdminShell } from './pages/AdminShell';
import { loginWithStorage, unique } from './pages/admin-api';
import { createPostAs, previewLinkOf, updatePostAs } from './pages/post-api';

/**
 * A preview link's page says it is not the published article (and when it goes out, for a
 * scheduled post), offers nothing to share, and the editor can take every link back.
 */

/** Opens the link as someone with no session, at the given width. */
async function openLoggedOut(browser: Browser, url: string, width: number) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.goto(url);
  return { page, close: () => context.close() };
}

for (const width of [390, 1024, 1440]) {
  test(`preview banner without share buttons at ${width} px`, async ({ browser, request }) => {
    const title = `Prévia ${unique('banner')}`;
    const id = await createPostAs(request, { title, status: 'draft' });
    const url = await previewLinkOf(request, id);

    const draft = await openLoggedOut(browser, url, width);
    try {
      const banner = draft.page.getByRole('note', { name: 'Prévia — não publicado' });
      await expect(banner).toBeVisible();
      await expect(banner).toContainText('Rascunho, ainda sem data de publicação.');
      await expect(draft.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      // The banner comes before the article, inside the screen's width.
      const box = (await banner.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      await expect(draft.page.getByRole('group', { name: 'Compartilhar este artigo' })).toHaveCount(0);
      await expect(draft.page.getByText('Compartilhar', { exact: true })).toHaveCount(0);
      await draft.page.screenshot({ path: `/tmp/preview-draft-${width}.png`, fullPage: false });
    } finally {
      await draft.close();
    }

    // Scheduled for 5 December 2030, 09:00 in São Paulo: the banner says so.
    await updatePostAs(request, id, { title, status: 'scheduled', publish_at: '2030-12-05T09:00:00-03:00' });
    const scheduled = await openLoggedOut(browser, url, width);
    try {
      const banner = scheduled.page.getByRole('note', { name: 'Prévia — não publicado' });
      await expect(banner).toContainText('Publicação agendada para 05/12/2030 09:00 (horário de Brasília).');
      await scheduled.page.screenshot({ path: `/tmp/preview-scheduled-${width}.png`, fullPage: false });
    } finally {
      await scheduled.close();
    }
  });
}

test('the editor revokes the post’s preview links', async ({ page, browser, request }) => {
  const title = `Revogar ${unique('previa')}`;
  const id = await createPostAs(request, { title, status: 'draft' });
  const url = await previewLinkOf(request, id);
  await loginWithStorage(page, request);
  await page.goto(`/admin/posts/${id}`);
  // The editor's chunk (CKEditor) is large: its first load may take a while on a busy machine.
  await expect(page.getByRole('textbox', { name: 'Título', exact: true })).toHaveValue(title, { timeout: 60_000 });
  await page.getByRole('button', { name: 'Revogar links de prévia' }).click();
  await new AdminShell(page).expectToast('Links de prévia revogados');

  const reader = await openLoggedOut(browser, url, 1440);
  try {
    await expect(reader.page.getByRole('heading', { level: 1 })).toHaveText(headingText(messages.post.notFound));
    await expect(reader.page.getByRole('note', { name: 'Prévia — não publicado' })).toHaveCount(0);
  } finally {
    await reader.close();
  }
  // The API agrees: the link answers nothing.
  const token = url.split('/').pop()!;
  expect((await request.get(`/api/previas/${token}`)).status()).toBe(404);
});
