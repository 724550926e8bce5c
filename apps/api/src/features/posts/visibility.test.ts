import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { postStatusAt, publicFrom } from '@vitrine/shared/publishing';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { insertPost, publicPostCondition } from './posts.repository';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext();
});
afterEach(async () => {
  await ctx.close();
});

const NOW = new Date('2026-06-01T12:00:00.000Z');
const HOUR = 3_600_000;
const at = (offsetHours: number) => new Date(NOW.getTime() + offsetHours * HOUR).toISOString();

/** Every combination the rule distinguishes: status, publish time (past, now, future, none), trash. */
const CASES = [
  { status: 'published', publish_at: at(-24), deleted_at: null },
  { status: 'published', publish_at: NOW.toISOString(), deleted_at: null },
  { status: 'published', publish_at: at(1), deleted_at: null },
  { status: 'published', publish_at: at(-24), deleted_at: at(-1) },
  { status: 'draft', publish_at: null, deleted_at: null },
  { status: 'draft', publish_at: at(-24), deleted_at: null },
  { status: 'draft', publish_at: null, deleted_at: at(-1) },
];

describe('the visibility rule', () => {
  it('gives the same answer in memory (publicFrom) and in the database (publicPostCondition)', async () => {
    const ids: number[] = [];
    for (const [index, visibility] of CASES.entries()) {
      ids.push(
        await insertPost(ctx.deps.db, {
          title: `Post ${index}`,
          subtitle: '',
          reading_time: '1 min',
          description: '',
          content: '<p>texto</p>',
          tags: '[]',
          link_button: null,
          footer: null,
          search_text: '',
          created_at: at(-48),
          updated_at: at(-48),
          slug: `post-${index}`,
          ...visibility,
        }),
      );
    }
    const publicInDb = (
      await ctx.deps.db.selectFrom('posts').select('id').where(publicPostCondition(NOW)).orderBy('id').execute()
    ).map((row) => row.id);
    const publicInMemory = ids.filter((_, index) => {
      const from = publicFrom(CASES[index]!);
      return from !== null && from <= NOW.getTime();
    });
    expect(publicInDb).toEqual(publicInMemory);
    // Two of the seven are public: published in the past or at this very moment, and not trashed.
    expect(publicInDb).toEqual([ids[0], ids[1]]);
  });

  it('names the status a person sees: scheduled until its time, then published; a draft stays a draft', () => {
    expect(postStatusAt(CASES[2]!, NOW)).toBe('scheduled');
    expect(postStatusAt(CASES[2]!, new Date(NOW.getTime() + 2 * HOUR))).toBe('published');
    expect(postStatusAt(CASES[0]!, NOW)).toBe('published');
    expect(postStatusAt(CASES[5]!, NOW)).toBe('draft');
    // The admin holds wire statuses: a "scheduled" post whose time came while the editor was open.
    expect(postStatusAt({ status: 'scheduled', publish_at: at(-1) }, NOW)).toBe('published');
  });
});
