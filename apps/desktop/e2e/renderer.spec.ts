import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { E2E_BASE_URL } from '../../../playwright.config';
import { DesktopAdminPage } from './desktop-admin.page';
import { installDesktopHarness } from './fake-bridge';

/**
 * The desktop renderer (the built bundle: React + @vitrine/admin) in Chromium, with a
 * `window.vitrine` that runs the real main-process IPC handlers against the real e2e
 * server. Electron itself is covered by electron.spec.ts where its binary exists.
 */
const ADMIN = { username: 'admin@alvorada.test', password: 'e2e-Admin-senha-1' };
const rendererDir = fileURLToPath(new URL('../dist/renderer/', import.meta.url));

test.beforeAll(() => {
  test.setTimeout(180_000); // Vite bundles React, Fluent UI, AG Grid and CKEditor
  const build = spawnSync(process.execPath, [fileURLToPath(new URL('../build.mjs', import.meta.url)), '--renderer'], {
    encoding: 'utf8',
  });
  expect(build.status, build.stderr).toBe(0);
});

test('first run asks for the server address and validates it', async ({ page }) => {
  const harness = await installDesktopHarness(page, { rendererDir, serverUrl: null });
  await page.goto(harness.url);
  await expect(page.getByRole('heading', { name: 'Bem-vindo ao Vitrine Admin' })).toBeVisible();
  const field = page.getByLabel('Endereço do servidor');
  await field.fill('servidor-sem-protocolo');
  await page.getByRole('button', { name: 'Salvar e continuar' }).click();
  await expect(page.getByRole('alert')).toContainText('http:// ou https://');
  await field.fill(`${E2E_BASE_URL}/`);
  await page.getByRole('button', { name: 'Salvar e continuar' }).click();
  await expect(page.getByRole('button', { name: 'Acessar' })).toBeVisible();
});

test('login → posts → logout; the token stays in the vault and never reaches the page', async ({ page }) => {
  const harness = await installDesktopHarness(page, { rendererDir, serverUrl: E2E_BASE_URL });
  const admin = new DesktopAdminPage(page);
  const cspViolations: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy/i.test(msg.text())) cspViolations.push(msg.text());
  });

  await page.goto(harness.url);
  await admin.login(ADMIN.username, ADMIN.password);
  await expect(admin.sidebarUser()).toBeVisible();

  const token = await harness.vault.get(E2E_BASE_URL);
  expect(token, 'the login token is in the (in-memory) vault').toBeTruthy();
  const verify = await fetch(`${E2E_BASE_URL}/api/verifyToken`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(verify.status, 'the vault holds the real server token').toBe(200);

  // The demo posts, as the API lists them, appear in the admin's posts screen.
  await admin.openPosts();
  const listed = await fetch(`${E2E_BASE_URL}/api/posts`);
  expect(listed.status).toBe(200);
  const posts = (await listed.json()) as Array<{ title: string }>;
  expect(posts.length).toBeGreaterThan(0);
  // The newest published post may sit past the grid's first page (other specs create posts, and the
  // grid sorts by creation): the grid's search finds it wherever it is.
  await page.getByRole('searchbox', { name: 'Buscar posts' }).fill(posts[0]!.title);
  await expect(page.getByText(posts[0]!.title).first()).toBeVisible();

  const seen = await admin.everythingThePageCanSee();
  expect(seen).not.toContain(token!);
  expect(harness.replies.length).toBeGreaterThan(2);
  for (const { channel, reply } of harness.replies) {
    expect(JSON.stringify(reply ?? null), `reply on ${channel}`).not.toContain(token!);
  }

  await admin.logout();
  expect(await harness.vault.get(E2E_BASE_URL)).toBeNull();
  expect(harness.store.entries.size).toBe(0);
  expect(await admin.everythingThePageCanSee()).not.toContain(token!);
  expect(cspViolations).toEqual([]);
});

test('a reload with a token in the vault resumes the session without showing the token', async ({ page }) => {
  const harness = await installDesktopHarness(page, { rendererDir, serverUrl: E2E_BASE_URL });
  const admin = new DesktopAdminPage(page);
  await page.goto(harness.url);
  await admin.login(ADMIN.username, ADMIN.password);
  await expect(admin.sidebarUser()).toBeVisible();
  await page.reload();
  await expect(admin.sidebarUser()).toBeVisible();
  expect(await admin.everythingThePageCanSee()).not.toContain((await harness.vault.get(E2E_BASE_URL))!);
});

test('a post with an image is created through the bridge (multipart over IPC) and its image shows', async ({
  page,
}) => {
  test.slow(); // CKEditor, an upload and a reload of the saved post
  const harness = await installDesktopHarness(page, { rendererDir, serverUrl: E2E_BASE_URL });
  const admin = new DesktopAdminPage(page);
  await page.goto(harness.url);
  await admin.login(ADMIN.username, ADMIN.password);
  await admin.openPosts();
  const title = `Post do desktop ${Date.now()}`;
  await admin.writeNewPost(title, 'Criado pelo renderer do aplicativo desktop.');
  await page.getByRole('button', { name: 'Publicar' }).click();

  await expect(page).toHaveURL(/#\/admin\/posts\/\d+$/);
  const id = Number(page.url().split('/').pop());
  const created = harness.replies.find((r) => (r.reply as any)?.status === 201);
  expect(created, 'POST /posts answered 201 through the IPC handler').toBeTruthy();
  const stored = await (await fetch(`${E2E_BASE_URL}/api/posts/${id}`)).json();
  expect(stored.title).toBe(title);
  // The stored cover comes back through the image rule of the app protocol.
  const cover = page.getByAltText('Pré-visualização da imagem principal');
  await expect(cover).toHaveAttribute('src', /\/api\/posts\/\d+\/images\/\d+/);
  await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});
