import type { Db } from '../../db/database';
import { queueEvent } from '../webhooks/webhooks.service';
import * as repo from './posts.repository';

/**
 * The post.published webhook (docs/WEBHOOKS.md): sent once each time a post becomes public.
 * A save that makes a post public announces it in its own transaction; a scheduled post
 * becomes public by the clock alone, so the server looks for public posts not yet announced
 * (jobs/post-announcer.ts) and announces each one when its time has come. The posts'
 * `announced_at` column says which were announced: set by either path, cleared when a post
 * stops being public (a draft again, or scheduled for later).
 */

const DUE_BATCH = 50;

const eventData = (post: { id: number; title: string; slug: string }, publishedAt: string) => ({
  id: post.id,
  title: post.title,
  slug: post.slug,
  path: `/blog/${post.slug}`,
  published_at: publishedAt,
});

/** A save made the post public now: announced in that save's transaction. */
export async function announcePublished(
  trx: Db,
  post: { id: number; title: string; slug: string },
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  await repo.updatePost(trx, post.id, { announced_at: at });
  await queueEvent(trx, 'post.published', eventData(post, at), now);
}

/** The post is not public any more (or not yet): its next publication is news again. */
export async function forgetAnnouncement(trx: Db, id: number): Promise<void> {
  await repo.updatePost(trx, id, { announced_at: null });
}

/**
 * Announces the posts that became public by the clock since the last look: each is claimed
 * and its event queued in one transaction, so a post is announced once even when several
 * processes look at the same moment, and a crash announces nothing half-way. The event says
 * when the post became public (its publish time), not when it was scheduled or found.
 * Answers how many posts were announced.
 */
export async function announceDuePosts(db: Db, now: Date): Promise<number> {
  const due = await repo.unannouncedPublicPosts(db, now, DUE_BATCH);
  let announced = 0;
  for (const { id } of due) {
    const claimed = await db.transaction().execute(async (trx) => {
      const post = await repo.claimAnnouncement(trx, id, now);
      if (!post) return false;
      await queueEvent(trx, 'post.published', eventData(post, post.publish_at ?? now.toISOString()), now);
      return true;
    });
    if (claimed) announced += 1;
  }
  return announced;
}
