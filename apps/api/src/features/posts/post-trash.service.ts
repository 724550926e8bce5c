import { messages } from '@vitrine/shared/messages';
import { bumpContentVersion } from '../../db/content-version';
import type { Db } from '../../db/database';
import { notFound } from '../../http/errors';
import * as search from '../search/search-index.service';
import type { RecordWith } from './post-fields';
import * as repo from './posts.repository';
import * as previewsRepo from './post-previews.repository';

/** How long a deleted post waits in the trash (Lixeira) before the retention job removes it. */
export const POST_TRASH_DAYS = 30;

/**
 * Moves a post to the trash: it leaves every public surface at once (publicPostCondition), keeps
 * its slugs reserved and its search entry (the search filters through the same rule), so
 * restoring it puts everything back as it was.
 */
export async function deletePost(db: Db, id: number, now: Date, record?: RecordWith): Promise<void> {
  await setTrashed(db, id, now.toISOString(), record);
}

/** Takes a post out of the trash (the snackbar's "Desfazer", or "Restaurar" in the Lixeira). */
export async function restorePost(db: Db, id: number, record?: RecordWith): Promise<void> {
  await setTrashed(db, id, null, record);
}

async function setTrashed(db: Db, id: number, deletedAt: string | null, record?: RecordWith): Promise<void> {
  const changed = await db.transaction().execute(async (trx) => {
    const found = await repo.setPostDeletedAt(trx, id, deletedAt);
    if (!found) return false;
    // A preview dies with the trash; restoring the post does not bring its links back.
    if (deletedAt) await previewsRepo.revokePreviews(trx, id, new Date(deletedAt));
    await bumpContentVersion(trx, 'posts');
    await record?.(trx);
    return true;
  });
  if (!changed) throw notFound(messages.post.notFound);
}

/** Removes for good the posts in the trash since before `before`; answers how many went. */
export async function purgeTrashedPosts(db: Db, before: string): Promise<number> {
  const ids = await repo.listTrashedPostIdsBefore(db, before);
  for (const id of ids) {
    await db.transaction().execute(async (trx) => {
      await search.removePost(trx, id);
      await repo.deletePost(trx, id);
    });
  }
  return ids.length;
}
