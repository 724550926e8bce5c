import { RotateCw } from 'lucide-react';
import { useLocation } from 'wouter';
import { BLOG_PAGE_SIZE } from '@vitrine/shared/constants';
import { messages } from '@vitrine/shared/messages';
import type { PostSummary } from '../../api';
import { blogListUrl } from './blogUrl';
import { PostCard, PostCardSkeleton } from './PostCard';
import type { ListState } from './useBlogList';

/** How many posts a search found, whether it matched only some of the words, and the way back to all posts. */
export function SearchResults({ list, search }: { list: ListState & { status: 'ready' }; search: string }) {
  const [, navigate] = useLocation();
  return (
    <p className="blog-results" aria-live="polite">
      {messages.blog.resultCount(list.total, search, list.capped)}
      {list.partial && list.total > 0 && (
        <span className="blog-results__partial">Mostrando resultados para parte das palavras</span>
      )}
      <a
        className="blog-results__clear"
        href={blogListUrl()}
        onClick={(event) => {
          event.preventDefault();
          navigate(blogListUrl());
        }}
      >
        Limpar busca
      </a>
    </p>
  );
}

/** The list's cards: skeletons while loading, the failure with a retry, the empty notice, or the posts. */
export function PostList({
  list,
  postHref,
  onOpen,
  retry,
}: {
  list: ListState;
  postHref: (post: PostSummary) => string;
  onOpen: () => void;
  retry: () => void;
}) {
  const posts = list.status === 'ready' ? list.posts : [];
  return (
    <div className="blog-list" aria-busy={list.status === 'loading'} aria-live="polite">
      {list.status === 'loading' ? (
        Array.from({ length: BLOG_PAGE_SIZE }, (_, i) => <PostCardSkeleton key={i} />)
      ) : list.status === 'error' ? (
        <div className="blog-error" role="alert">
          <p>{messages.blog.loadError}</p>
          <button type="button" className="btn" onClick={retry}>
            <RotateCw aria-hidden="true" size={18} />
            {messages.blog.retry}
          </button>
        </div>
      ) : posts.length === 0 ? (
        <p className="blog-empty">{messages.blog.empty}</p>
      ) : (
        posts.map((post, index) => (
          <PostCard
            key={post.id}
            post={post}
            href={postHref(post)}
            onOpen={onOpen}
            // The first cover is in the first screen on every width: asked for at once.
            priority={index === 0}
          />
        ))
      )}
    </div>
  );
}
