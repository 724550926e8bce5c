import { useEffect, useState } from 'react';
import { BLOG_PAGE_SIZE } from '@vitrine/shared/constants';
import { messages } from '@vitrine/shared/messages';
import type { PostSummary } from '@vitrine/shared/schemas';
import { api } from '../../api';
import { postUrl } from './blogUrl';
import { PostCard } from './PostCard';

/**
 * What a search that found nothing offers instead of an empty page: the newest posts. A failed
 * load shows nothing more (the search's own answer already said there were no results).
 */
export function RecentPosts() {
  const [posts, setPosts] = useState<PostSummary[] | null>(null);
  useEffect(() => {
    let cancelled = false;
    api
      .listPosts({ page: 1, pageSize: BLOG_PAGE_SIZE })
      .then((answer) => {
        if (!cancelled) setPosts(answer.posts);
      })
      .catch((error: unknown) => {
        console.error('Falha ao buscar os posts recentes', error);
        if (!cancelled) setPosts([]);
      });
    return () => {
      cancelled = true;
    };
  }, []);
  if (!posts || posts.length === 0) return null;
  return (
    <section className="blog-recent" aria-labelledby="blog-recent-title">
      <h2 id="blog-recent-title" className="blog-recent__title">
        {messages.blog.recentPosts}
      </h2>
      <div className="blog-list">
        {posts.map((post) => (
          <PostCard key={post.id} post={post} href={postUrl(post.slug)} />
        ))}
      </div>
    </section>
  );
}
