import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { formatDate, formatReadingTime } from '@vitrine/shared/format';
import { POST_LIST_MAX_PAGE_SIZE } from '@vitrine/shared/schemas';
import { paths } from '@vitrine/shared/routes';
import { api, type PostSummary } from '../../../api';
import { PostCover } from '../PostParts';
import { relatedPosts } from './relatedPosts';

/** How many recent posts are read to choose the related ones from. */
const CANDIDATES = Math.min(30, POST_LIST_MAX_PAGE_SIZE);
const RELATED_COVER_SIZES = '(max-width: 700px) calc(100vw - 48px), 380px';

/**
 * "Continue lendo": three posts after the article, chosen by tags in common. Read in the browser
 * after the page is shown (not part of the server's markup); a failed read just leaves it out.
 */
export function RelatedPosts({ post }: { post: Pick<PostSummary, 'id' | 'tags'> }) {
  const [related, setRelated] = useState<PostSummary[] | null>(null);
  useEffect(() => {
    let current = true;
    api
      .listPosts({ page: 1, pageSize: CANDIDATES })
      .then(({ posts }) => current && setRelated(relatedPosts(post, posts)))
      .catch((error: unknown) => {
        console.error('Falha ao buscar posts relacionados', error);
        if (current) setRelated([]);
      });
    return () => {
      current = false;
    };
  }, [post]);

  if (related !== null && related.length === 0) return null;
  return (
    <section className="related" aria-labelledby="related-title" aria-busy={related === null}>
      <div className="related__inner">
        <h2 id="related-title" className="related__title">
          Continue lendo
        </h2>
        <ul className="card-grid related__list">
          {(related ?? []).map((item) => (
            <li key={item.id} className="related__item">
              <Link href={paths.post(item.slug)} className="related__link">
                <span className="related__media">
                  <PostCover post={item} lazy sizes={RELATED_COVER_SIZES} />
                </span>
                <span className="related__meta">
                  <time dateTime={item.created_at}>{formatDate(item.created_at)}</time> ·{' '}
                  {formatReadingTime(item.reading_time)}
                </span>
                <span className="related__name">{item.title}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
