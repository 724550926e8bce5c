import type { ContentVersion } from '../../db/content-version';
import type { Db } from '../../db/database';
import { createPost, unpublishPost, updatePost } from './post-publishing.service';
import { restoreRevision } from './post-revisions.service';
import { deletePost, restorePost } from './post-trash.service';

/**
 * The post writes as the routes use them: each bumps the posts' version in its own transaction
 * (every process sees it at its next read) and then this process's read cache at once, so no
 * route has to remember the second step (docs/ARCHITECTURE.md §6).
 */
export function cachedPostWrites(db: Db, version: Pick<ContentVersion, 'bumpLocal'>) {
  const thenBump =
    <A extends unknown[], R>(write: (db: Db, ...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      const result = await write(db, ...args);
      version.bumpLocal();
      return result;
    };
  return {
    createPost: thenBump(createPost),
    updatePost: thenBump(updatePost),
    unpublishPost: thenBump(unpublishPost),
    restoreRevision: thenBump(restoreRevision),
    deletePost: thenBump(deletePost),
    restorePost: thenBump(restorePost),
  };
}
