import { useMemo } from 'react';
import { formatDate, formatReadingTime } from '@vitrine/shared/format';
import { messages } from '@vitrine/shared/messages';
import type { Post, PostSummary } from '../../api';
import { Modal } from '../../components/Modal';
import { Hourglass } from './Hourglass';
import { COVER_SIZES, PostCover, PostEnding, PostTags } from './PostParts';
import { resolveContentImages } from './postContent';
import type { OpenPost } from './usePost';
import './post-content.css';

/** The post over the list: /blog/{id}. Closing goes back to the list the visitor came from. */
export function PostModal({ state, onClose }: { state: OpenPost; onClose: () => void }) {
  const post = state.status === 'ready' ? state.post : state.status === 'loading' ? state.preview : undefined;
  const title = post?.title ?? (state.status === 'missing' ? messages.blog.missingTitle : 'Carregando post');
  return (
    <Modal open={state.status !== 'closed'} onClose={onClose} title={title} hideTitle size="md" className="post-modal">
      {post ? (
        <PostArticle key={post.id} post={post} />
      ) : state.status === 'missing' ? (
        <p className="post-modal__missing">{messages.post.notFound}</p>
      ) : (
        <div className="post-modal__loading" aria-busy="true">
          <div className="skeleton post-modal__cover-skeleton" />
          <div className="skeleton skeleton--line skeleton--title" />
          <div className="skeleton skeleton--line" />
          <div className="skeleton skeleton--line skeleton--short" />
        </div>
      )}
    </Modal>
  );
}

/** The whole post, or the card's summary while the whole post is on its way (content shown as loading). */
function PostArticle({ post }: { post: Post | PostSummary }) {
  const content = 'content' in post ? post.content : null;
  const html = useMemo(
    () => (content === null ? null : resolveContentImages(content, post.images)),
    [content, post.images],
  );

  return (
    <article className="post-article">
      <div className="post-article__cover">
        <PostCover post={post} sizes={COVER_SIZES.modal} />
      </div>
      <div className="post-article__inner">
        <p className="post-article__meta">
          <span className="post-article__reading">
            <Hourglass />
            <span>{formatReadingTime(post.reading_time)}</span>
          </span>
          <span aria-hidden="true">·</span>
          <time dateTime={post.publish_at ?? post.created_at}>{formatDate(post.publish_at ?? post.created_at)}</time>
        </p>
        {/* The dialog's heading (visually hidden, read by screen readers) already names the post. */}
        <p className="post-article__title" aria-hidden="true">
          {post.title}
        </p>
        {post.subtitle && <p className="post-article__subtitle">{post.subtitle}</p>}
        <PostTags post={post} />
        {/* Sanitised by the server on write with the editor's allow-list (docs/ARCHITECTURE.md §7). */}
        {html === null ? (
          <div className="post-modal__loading" aria-busy="true">
            <div className="skeleton skeleton--line" />
            <div className="skeleton skeleton--line" />
            <div className="skeleton skeleton--line skeleton--short" />
          </div>
        ) : (
          <div className="post-content" dangerouslySetInnerHTML={{ __html: html }} />
        )}
        <PostEnding post={post} actionClassName="post-article__action" />
      </div>
    </article>
  );
}
