import { InsertQueryNode, UpdateQueryNode, sql, type KyselyPlugin } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '@vitrine/shared/messages';
import { ADMIN, createTestContext, sampleContact, type TestContext } from '../../test/helpers';

/**
 * A full disk. SQLite's max_page_count makes the database "full" the
 * way a full file system does (SQLITE_FULL on the write that needs a new page), without
 * needing a tiny mount in the test.
 */
let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext();
});
afterEach(async () => {
  await ctx.close();
});

const contact = sampleContact({ message: 'x'.repeat(4000) });

/** Caps the file at its size plus a few pages, then fills those with a scratch table. */
async function fillTheDisk() {
  const db = ctx.deps.db;
  await sql`create table filler (b blob)`.execute(db);
  const { rows } = await sql<{ page_count: number }>`pragma page_count`.execute(db);
  await sql.raw(`pragma max_page_count = ${rows[0]!.page_count + 4}`).execute(db);
  for (let size = 4096; size >= 16; size = size / 2) {
    try {
      for (;;) await sql`insert into filler values (zeroblob(${size}))`.execute(db);
    } catch (error) {
      expect((error as { code?: string }).code).toBe('SQLITE_FULL');
    }
  }
}

describe('a full disk', () => {
  it('answers writes 503 with Retry-After and a Portuguese message; reads keep working', async () => {
    await fillTheDisk();
    const full = await ctx.request('POST', '/api/contato', { json: contact });
    expect(full.status).toBe(503);
    expect(full.body).toEqual({
      message: messages.http.storageFull,
      code: 'unavailable',
      requestId: expect.any(String),
    });
    expect(Number(full.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await ctx.deps.db.selectFrom('contacts').selectAll().execute()).toEqual([]);

    expect((await ctx.request('GET', '/api/posts')).status).toBe(200);
    expect((await ctx.request('GET', '/api/config')).status).toBe(200);
  });

  it('answers events and failed logins 503 too, not a generic 500', async () => {
    // Their small rows still fit in a page SQLite has half free, so the full disk is
    // injected here: every insert or update fails as SQLite does when the disk is full.
    const full: KyselyPlugin = {
      transformQuery({ node }) {
        if (InsertQueryNode.is(node) || UpdateQueryNode.is(node)) {
          throw Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' });
        }
        return node;
      },
      transformResult: async ({ result }) => result,
    };
    ctx.deps.db = ctx.deps.db.withPlugin(full);
    const events = await ctx.request('POST', '/api/eventos', { json: { type: 'pageview', path: '/' } });
    const login = await ctx.request('POST', '/api/login', {
      json: { username: ADMIN.username, password: 'senha-errada-1' },
    });
    for (const res of [events, login]) {
      expect(res.status).toBe(503);
      expect(res.body).toEqual({
        message: messages.http.storageFull,
        code: 'unavailable',
        requestId: expect.any(String),
      });
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect((await ctx.request('GET', '/api/posts')).status).toBe(200);
  });
});
