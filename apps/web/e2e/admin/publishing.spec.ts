import { expect, test, type Page } from '@playwright/test';
import { isoToNewsroomLocal, slugify } from '@vitrine/shared/publishing';
import { AdminShell } from './pages/AdminShell';
import { PostEditorPage } from './pages/PostEditorPage';
import { loginWithStorage, unique } from './pages/admin-api';

/**
 * Publishing as the marketing team lives it: a draft written and autosaved, reopened from the
 * grid in a new tab, shown to a manager through a preview link, scheduled a minute ahead and
 * seen going out on /blog with no one touching the admin, then a revision restored and an old
 * link followed after the title changed.
 */

/** São Paulo's wall clock at `at` (ms), as datetime-local wants it. */
const saoPauloLocal = (at: number) => isoToNewsroomLocal(new Date(at).toISOString());

const blogCard = (page: Page, title: string) => page.locator('.blog-list article').filter({ hasText: title });

test('draft, autosave, preview, schedule, revision restore and old links', async ({
  page,
  context,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  await loginWithStorage(page, request);
  const editor = new PostEditorPage(page);
  const word = unique('pub');
  const draftTitle = `Rascunho de ${word}`;

  await test.step('write a draft: it is autosaved a few seconds after typing stops', async () => {
    await editor.gotoNew();
    await editor.title.fill(draftTitle);
    await expect(page.getByRole('textbox', { name: 'Endereço (slug)' })).toHaveValue(slugify(draftTitle));
    await editor.readingTime.fill('04:00');
    await editor.description.fill('Um rascunho escrito aos poucos.');
    await editor.pickTag('ERP');
    await editor.setCover();
    await editor.typeContent('Primeira versão do texto.');
    await expect(page.getByText(/^Rascunho salvo às \d{2}:\d{2}$/)).toBeVisible({ timeout: 15_000 });
    // The autosave created the post: the address is now its own, the editor the same (no remount),
    // and a reload opens the saved draft, not an empty new post.
    await expect(page).toHaveURL(/\/admin\/posts\/\d+$/);
    await expect(editor.title).toHaveValue(draftTitle);
    // A draft's menu saves, schedules and shows the history; it has nothing to take back.
    await editor.moreActions.click();
    await expect(page.getByRole('menuitem', { name: 'Salvar rascunho' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Despublicar' })).toHaveCount(0);
    await expect(page.getByRole('menuitem', { name: 'Cancelar agendamento' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await page.reload();
    await expect(editor.title).toHaveValue(draftTitle);
    await expect(editor.content).toContainText('Primeira versão do texto.');
  });

  let editorPage = page;
  await test.step('close the tab, come back from the grid and find it', async () => {
    await page.close();
    editorPage = await context.newPage();
    await editorPage.goto('/admin/posts');
    await editorPage.getByRole('combobox', { name: 'Situação' }).selectOption({ label: 'Rascunho' });
    const row = editorPage.locator('.ag-row').filter({ hasText: draftTitle });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Rascunho');
    await row.dblclick();
    const reopened = new PostEditorPage(editorPage);
    await expect(reopened.title).toHaveValue(draftTitle);
    await expect(reopened.content).toContainText('Primeira versão do texto.');
    await expect(editorPage.getByTestId('post-status')).toContainText('Rascunho');
    // A draft is not public.
    expect((await request.get(`/blog/${slugify(draftTitle)}`)).status()).toBe(404);
  });

  await test.step('a preview link opens the draft in a fresh browser, without a login', async () => {
    await editorPage.getByRole('button', { name: 'Copiar link de prévia' }).click();
    await new AdminShell(editorPage).expectToast('Link de prévia copiado');
    const url = await editorPage.getByTestId('preview-url').inputValue();
    expect(url).toMatch(/\/blog\/previa\/[\w-]{43}$/);
    const stranger = await browser.newContext();
    try {
      const preview = await stranger.newPage();
      await preview.goto(url);
      await expect(preview.getByRole('heading', { level: 1, name: draftTitle })).toBeVisible();
      await expect(preview.getByText('Primeira versão do texto.')).toBeVisible();
      await expect(preview.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    } finally {
      await stranger.close();
    }
  });

  const blog = await context.newPage();
  await test.step('schedule it a minute ahead: it appears on /blog at its time, the admin untouched', async () => {
    const at = Math.floor(Date.now() / 60_000) * 60_000 + 120_000;
    await new PostEditorPage(editorPage).menuAction('Agendar…');
    const dialog = editorPage.getByRole('dialog', { name: 'Agendar publicação' });
    await dialog.getByLabel(/Data e hora de publicação/).fill(saoPauloLocal(at));
    await dialog.getByRole('button', { name: 'Agendar', exact: true }).click();
    await new AdminShell(editorPage).expectToast(/^Post agendado para \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    await expect(editorPage.getByTestId('post-status')).toContainText('Agendado');

    await blog.goto('/blog');
    await expect(blogCard(blog, draftTitle)).toHaveCount(0);
    await expect(async () => {
      await blog.reload();
      await expect(blogCard(blog, draftTitle)).toHaveCount(1, { timeout: 1_000 });
    }).toPass({ timeout: 150_000, intervals: [3_000] });
    expect(Date.now()).toBeGreaterThanOrEqual(at);
  });

  const newTitle = `Publicado de ${word}`;
  await test.step('edit the published post, then restore the earlier revision from Histórico', async () => {
    const published = new PostEditorPage(editorPage);
    await published.title.fill(newTitle);
    await expect(editorPage.getByRole('textbox', { name: 'Endereço (slug)' })).toHaveValue(slugify(newTitle));
    await published.typeContent(' Segunda versão.');
    // The editor was opened while the post was scheduled: saving keeps it public.
    await editorPage.getByRole('button', { name: 'Salvar alterações' }).click();
    await new AdminShell(editorPage).expectToast('Post atualizado com sucesso');
    await expect(published.title).toHaveValue(newTitle);

    await published.menuAction('Histórico');
    const history = editorPage.getByRole('dialog', { name: 'Histórico' });
    const revisions = history.getByRole('list', { name: 'Revisões' }).getByRole('button');
    await expect(revisions).toHaveCount(2);
    await revisions.nth(1).click();
    const diff = history.getByTestId('revision-diff');
    await expect(diff.locator('del')).toContainText(['Publicado']);
    await expect(diff.locator('ins')).toContainText(['Rascunho']);
    await history.getByRole('button', { name: 'Restaurar esta versão' }).click();
    await new AdminShell(editorPage).expectToast('Revisão restaurada');
    await expect(published.title).toHaveValue(draftTitle);
    await expect(published.content).not.toContainText('Segunda versão.');
  });

  await test.step('the old link still leads to the post, at its current address', async () => {
    await blog.goto(`/blog/${slugify(draftTitle)}`);
    await expect(blog).toHaveURL(new RegExp(`/blog/${slugify(newTitle)}$`));
    await expect(blog.getByRole('heading', { level: 1, name: draftTitle })).toBeVisible();
  });
});
