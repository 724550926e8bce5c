import type { Insertable } from 'kysely';
import type { Db } from '../../db/database';
import type { PostPreviewsTable } from '../../db/schema';

/** Preview links: a token's hash per link, each with its expiry and revocation. */

export async function insertPreview(db: Db, preview: Insertable<PostPreviewsTable>): Promise<void> {
  await db.insertInto('post_previews').values(preview).execute();
}

/** A preview link by its token's hash, while it has not expired nor been revoked. */
export function findLivePreview(db: Db, tokenHash: string, now: Date) {
  return db
    .selectFrom('post_previews')
    .select(['post_id', 'expires_at'])
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
}

/** Revokes every live preview link of a post; answers how many. */
export async function revokePreviews(db: Db, postId: number, now: Date): Promise<number> {
  const result = await db
    .updateTable('post_previews')
    .set({ revoked_at: now.toISOString() })
    .where('post_id', '=', postId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
