import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postForm } from './post-fixtures';
import { createTestDatabase, type TestDatabase } from './test-database';

/**
 * Two server processes on one PostgreSQL database, each keeping every public page in memory:
 * a publish, an edit, an unpublish or a scheduled post coming due on one is on every page of
 * the other within a second (they hear of it through LISTEN/NOTIFY, not by asking per read).
 */
const apiDir = fileURLToPath(new URL('..', import.meta.url));
const ADMIN_PASSWORD = 'Admin-senha-forte-1';
const WITHIN_MS = 1000;

interface Proc {
  child: ChildProcess;
  url: string;
  output: string;
}

let database: TestDatabase;
let a: Proc;
let b: Proc;
let token: string;

/** A stand-in for the web build's render bundle: the page names the path, the post and the list it was made with. */
function writeSite(dist: string) {
  mkdirSync(join(dist, 'ssr'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(dist, 'ssr', 'post-shell.html'), '<!--app-head--><div id="root"></div>');
  writeFileSync(
    join(dist, 'ssr', 'entry-server.js'),
    `export async function renderPage(path, search, data) {
       const post = data.post ? data.post.title : data.post;
       return { html: JSON.stringify({ path, post, list: data.posts.posts.map((p) => p.title) }), head: undefined };
     }
     export function fillShell(shell, page) { return page.html; }`,
  );
}

function startProcess(name: string, site: string): Promise<Proc> {
  const dataDir = join(database.dir, name);
  mkdirSync(dataDir, { recursive: true });
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: apiDir,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        DATABASE_URL: database.url,
        DATABASE_POOL_MAX: '4',
        DATA_DIR: dataDir,
        PORT: '0',
        SEED_DEMO: 'false',
        ADMIN_USERNAME: 'admin@alvorada.test',
        ADMIN_PASSWORD,
        LOG_LEVEL: 'error',
        WEB_DIST: site,
      },
    });
    const proc: Proc = { child, url: '', output: '' };
    const onData = (chunk: Buffer) => {
      proc.output += chunk.toString();
      const match = /Vitrine no ar em (http:\/\/\S+)/.exec(proc.output);
      if (match && !proc.url) {
        proc.url = match[1]!;
        resolve(proc);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`${name} exited (${code}): ${proc.output}`)));
  });
}

async function call(proc: Proc, method: string, path: string, body?: FormData | object) {
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (body && !(body instanceof FormData)) headers['content-type'] = 'application/json';
  const res = await fetch(`${proc.url}${path}`, {
    method,
    headers,
    body: body instanceof FormData ? body : body && JSON.stringify(body),
  });
  const text = await res.text();
  expect(res.status, text).toBeLessThan(300);
  return text ? JSON.parse(text) : null;
}

/** A page as a visitor's browser asks it. */
async function page(proc: Proc, path: string) {
  const res = await fetch(`${proc.url}${path}`, { headers: { 'accept-encoding': 'br' }, redirect: 'manual' });
  const text = await res.text();
  return {
    status: res.status,
    data: res.status === 301 ? null : (JSON.parse(text) as { post: string | null; list: string[] }),
  };
}

/** Milliseconds until `check` holds on every page it reads, polling every 20 ms; fails after 5 s. */
async function timeUntil(check: () => Promise<boolean>): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < 5000) {
    if (await check()) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('never seen');
}

beforeAll(async () => {
  database = await createTestDatabase({ migrated: true });
  const site = join(database.dir, 'site');
  writeSite(site);
  [a, b] = await Promise.all([startProcess('a', site), startProcess('b', site)]);
  const login = await fetch(`${a.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin@alvorada.test', password: ADMIN_PASSWORD }),
  });
  token = ((await login.json()) as { token: string }).token;
}, 120_000);

afterAll(async () => {
  for (const proc of [a, b]) {
    if (!proc) continue;
    proc.child.removeAllListeners('exit');
    const exited = new Promise((resolve) => proc.child.once('exit', resolve));
    proc.child.kill('SIGTERM');
    await exited;
  }
  await database.drop();
}, 60_000);

describe('content changes across processes on PostgreSQL', () => {
  it('shows a publish, an edit, an unpublish and a scheduled post on the other process within a second', async () => {
    const first = await call(a, 'POST', '/api/posts', postForm({ title: 'Primeiro' }));
    const { slug } = await call(a, 'GET', `/api/admin/posts/${first.id}`);
    // B keeps its pages: the blog, the article, its tag page and the JSON list.
    await timeUntil(async () => (await page(b, '/blog')).data!.list.toString() === 'Primeiro');
    const blogOnB = async () => (await page(b, '/blog')).data!.list as string[];
    const listOnB = async () => ((await call(b, 'GET', '/api/posts')) as Array<{ title: string }>).map((p) => p.title);

    const second = await call(a, 'POST', '/api/posts', postForm({ title: 'Segundo' }));
    const published = await timeUntil(
      async () => (await blogOnB()).includes('Segundo') && (await listOnB()).includes('Segundo'),
    );
    expect(published).toBeLessThan(WITHIN_MS);

    await call(a, 'PUT', '/api/posts', postForm({ postId: first.id, title: 'Primeiro, revisto', image: null }));
    const edited = await timeUntil(async () => {
      const article = await page(b, `/blog/${slug}`);
      return (
        article.data?.post === 'Primeiro, revisto' &&
        (await page(b, '/blog/tag/wms')).data!.list.toString().includes('revisto')
      );
    });
    expect(edited).toBeLessThan(WITHIN_MS);

    await call(a, 'POST', `/api/admin/posts/${second.id}/despublicacao`);
    const unpublished = await timeUntil(
      async () => !(await blogOnB()).includes('Segundo') && !(await listOnB()).includes('Segundo'),
    );
    expect(unpublished).toBeLessThan(WITHIN_MS);

    const dueAt = Date.now() + 2000;
    const scheduled = postForm({ title: 'Agendado' });
    scheduled.set('status', 'scheduled');
    scheduled.set('publish_at', new Date(dueAt).toISOString());
    await call(a, 'POST', '/api/posts', scheduled);
    await timeUntil(async () => (await blogOnB()).length === 1);
    expect(await blogOnB()).not.toContain('Agendado');
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, dueAt - Date.now())));
    const due = await timeUntil(
      async () => (await blogOnB()).includes('Agendado') && (await listOnB()).includes('Agendado'),
    );
    expect(due).toBeLessThan(WITHIN_MS);
  }, 60_000);

  it("searches the other process's writes within a second: its in-memory index follows them", async () => {
    const onB = async (path: string) => call(b, 'GET', path);
    const foundOnB = async (word: string) =>
      ((await onB(`/api/posts?search=${word}`)) as Array<{ id: number }>).map((p) => p.id);
    const suggestedOnB = async (typed: string) =>
      ((await onB(`/api/posts/sugestoes?q=${typed}`)) as { posts: Array<{ id: number }> }).posts.map((p) => p.id);
    // B's index is loaded and answering before the write.
    expect(await foundOnB('quimeras')).toEqual([]);

    const { id } = await call(a, 'POST', '/api/posts', postForm({ title: 'Quimeras do pátio' }));
    const created = await timeUntil(
      async () => (await foundOnB('quimeras')).includes(id) && (await suggestedOnB('quimer')).includes(id),
    );
    expect(created).toBeLessThan(WITHIN_MS);

    await call(a, 'PUT', '/api/posts', postForm({ postId: id, title: 'Marimbas do pátio', image: null }));
    const edited = await timeUntil(
      async () => (await foundOnB('quimeras')).length === 0 && (await foundOnB('marimbas')).includes(id),
    );
    expect(edited).toBeLessThan(WITHIN_MS);

    await call(a, 'POST', `/api/admin/posts/${id}/despublicacao`);
    const unpublished = await timeUntil(
      async () => (await foundOnB('marimbas')).length === 0 && (await suggestedOnB('marimb')).length === 0,
    );
    expect(unpublished).toBeLessThan(WITHIN_MS);
  }, 60_000);
});
