import { expect, test } from '@playwright/test';
import { AdminShell } from './pages/AdminShell';
import { PostEditorPage } from './pages/PostEditorPage';
import { loginWithStorage, unique } from './pages/admin-api';
import { createPostAs } from './pages/post-api';

/**
 * "Histórico" says what each version was (published, edited, restored), who saved it and
 * when to the second, so no two entries read alike; the version before an edit is restorable.
 */

const WHEN_AND_WHO = /\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2} · admin@alvorada\.test/;

for (const width of [390, 1024, 1440]) {
  test(`history entries say what, who and when at ${width} px`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 });
    const first = `Histórico ${unique('um')}`;
    const second = `${first} revisto`;
    const id = await createPostAs(request, { title: first, status: 'published', content: '<p>Texto original.</p>' });
    await loginWithStorage(page, request);
    const editor = new PostEditorPage(page);
    const shell = new AdminShell(page);
    await page.goto(`/admin/posts/${id}`);
    // The editor's chunk (CKEditor) is large: its first load may take a while on a busy machine.
    await expect(editor.title).toHaveValue(first, { timeout: 60_000 });
    await editor.title.fill(second);
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await shell.expectToast('Post atualizado com sucesso');

    await editor.menuAction('Histórico');
    const history = page.getByRole('dialog', { name: 'Histórico' });
    const entries = history.getByRole('list', { name: 'Revisões' }).getByRole('button');
    await expect(entries).toHaveCount(2);
    await expect(entries.nth(0)).toContainText('Editado');
    await expect(entries.nth(0)).toContainText(second);
    await expect(entries.nth(1)).toContainText('Publicado');
    await expect(entries.nth(1)).toContainText(first);
    for (const entry of await entries.all()) await expect(entry).toContainText(WHEN_AND_WHO);
    const [a, b] = await entries.allInnerTexts();
    expect(a).not.toBe(b);
    await page.screenshot({ path: `/tmp/history-${width}.png` });

    // The version before the edit comes back, and the history says so.
    await entries.nth(1).click();
    await history.getByRole('button', { name: 'Restaurar esta versão' }).click();
    await shell.expectToast('Revisão restaurada');
    // The editor's chunk (CKEditor) is large: its first load may take a while on a busy machine.
    await expect(editor.title).toHaveValue(first, { timeout: 60_000 });
    await editor.menuAction('Histórico');
    await expect(entries).toHaveCount(3);
    await expect(entries.nth(0)).toContainText(/Restaurado da versão de \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    await expect(entries.nth(0)).toContainText(first);
  });
}
