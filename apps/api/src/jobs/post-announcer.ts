import type { AppDeps } from '../deps';
import { announceDuePosts } from '../features/posts/post-announcements.service';
import { periodicJob, type PeriodicJob } from './periodic-job';

/**
 * How often the server looks for scheduled posts that became public. The look reads only the
 * posts not yet announced (a partial index), so it is cheap; a post.published arrives at most
 * this long after the post went public.
 */
export const POST_ANNOUNCER_EVERY_MS = 5_000;

export type PostAnnouncer = PeriodicJob<number>;

/**
 * Announces scheduled posts when their time comes (post.published, docs/WEBHOOKS.md). Every
 * process runs it; each post is claimed once in the database, so several processes announce
 * it once between them. The worker is nudged when something was queued.
 */
export function createPostAnnouncer(
  deps: Pick<AppDeps, 'db' | 'logger' | 'now' | 'onWebhookQueued'>,
  options: { everyMs?: number } = {},
): PostAnnouncer {
  return periodicJob(
    async () => {
      const announced = await announceDuePosts(deps.db, deps.now());
      if (announced > 0) {
        deps.logger.info('posts.announced', { posts: announced });
        deps.onWebhookQueued?.();
      }
      return announced;
    },
    {
      everyMs: options.everyMs ?? POST_ANNOUNCER_EVERY_MS,
      firstAfterMs: options.everyMs ?? POST_ANNOUNCER_EVERY_MS,
      onError: (error) => deps.logger.error('posts.announce.failed', { error: String(error) }),
    },
  );
}
