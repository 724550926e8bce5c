import { CompiledQuery } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase, testEngine } from '../../test/test-database';
import { imageMetaQuery, variantMetaQuery } from '../features/posts/post-images.repository';
import type { Db } from './database';

let db: Db;
let close: () => Promise<void>;
beforeEach(async () => {
  ({ db, close } = await openTestDatabase());
});
afterEach(() => close());

describe('migration 0018: image metadata is read without the images', () => {
  it('has an index holding exactly what each metadata read asks for', async () => {
    // SQLite shows the plan it will use; PostgreSQL chooses by table size (a sequential scan
    // for a test's few rows), so there the indexes' columns are what is checked.
    for (const [index, query] of [
      ['post_images_meta_idx', imageMetaQuery(db, [1, 2, 3]).compile()],
      ['post_image_variants_meta_idx', variantMetaQuery(db, [1, 2, 3]).compile()],
    ] as const) {
      if (testEngine === 'sqlite') {
        const plan = await db.executeQuery<{ detail: string }>(
          CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
        );
        expect(plan.rows.map((row) => row.detail).join(' | ')).toContain(`USING COVERING INDEX ${index}`);
      } else {
        const found = await db.executeQuery<{ indexdef: string }>(
          CompiledQuery.raw('select indexdef from pg_indexes where indexname = $1', [index]),
        );
        expect(found.rows[0]?.indexdef).toMatch(/\(post_id, image_id, /);
      }
    }
  });
});
