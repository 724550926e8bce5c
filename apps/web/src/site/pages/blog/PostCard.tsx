import { Link } from 'wouter';
import { ArrowRight, Clock } from 'lucide-react';
import { formatDate, formatReadingTime } from '@vitrine/shared/format';
import type { PostSummary } from '../../api';
import { Highlight } from '../../components/Highlight';
import { COVER_SIZES, PostCover, PostTags } from './PostParts';
import { OVER_LIST_STATE } from './article/listState';

/** A post in the list; the card opens the post's own address (/blog/{slug}), its tags their pages. */
export function PostCard({
  post,
  href,
  onOpen,
  priority = false,
}: {
  post: PostSummary;
  href: string;
  onOpen?: () => void;
  /** The card whose cover is the page's largest paint: loaded eagerly, at high priority. */
  priority?: boolean;
}) {
  return (
    <article className="post-card">
      {/* The list's own click opens the modal over it (the address alone opens the article page). */}
      <Link href={href} state={OVER_LIST_STATE} className="post-card__link" onClick={onOpen}>
        <div className="post-card__media">
          <PostCover post={post} lazy={!priority} priority={priority} sizes={COVER_SIZES.card} />
        </div>
        <div className="post-card__body">
          <p className="post-card__meta">
            <time dateTime={post.publish_at ?? post.created_at}>{formatDate(post.publish_at ?? post.created_at)}</time>
            {post.reading_time && (
              <span className="post-card__reading">
                <Clock aria-hidden="true" size={14} />
                <span>{formatReadingTime(post.reading_time)}</span>
              </span>
            )}
          </p>
          <h2 className="post-card__title">{post.match ? <Highlight value={post.match.title} /> : post.title}</h2>
          {/* A search shows the passage where it found the words; the list, the description. */}
          <p className={post.match?.excerpt ? 'post-card__description post-card__excerpt' : 'post-card__description'}>
            {post.match?.excerpt ? <Highlight value={post.match.excerpt} /> : post.description}
          </p>
          <span className="post-card__more" aria-hidden="true">
            Ler artigo <ArrowRight size={16} />
          </span>
        </div>
      </Link>
      {/* Outside the card's link: each tag is a link of its own (its tag page). */}
      <div className="post-card__tags">
        <PostTags post={post} />
      </div>
    </article>
  );
}

/** Same footprint as a card, so the page does not jump when the posts arrive. */
export function PostCardSkeleton() {
  return (
    <div className="post-card post-card--skeleton" aria-hidden="true">
      <div className="post-card__media skeleton" />
      <div className="post-card__body">
        <div className="skeleton skeleton--line skeleton--short" />
        <div className="skeleton skeleton--line skeleton--title" />
        <div className="skeleton skeleton--line" />
        <div className="skeleton skeleton--line" />
        <div className="skeleton skeleton--line skeleton--short" />
      </div>
    </div>
  );
}
