import { useEffect, useRef, useState } from 'react';
import { RotateCw } from 'lucide-react';
import { Redirect, useLocation, useParams, useSearch } from 'wouter';
import { BLOG_PAGE_SIZE } from '@vitrine/shared/constants';
import { brand } from '@vitrine/shared/brand';
import { messages } from '@vitrine/shared/messages';
import { paths } from '@vitrine/shared/routes';
import { api, type PostSummary } from '../../api';
import { initialPosts, useServerRender } from '../../head/HeadContext';
import { usePageMeta } from '../../usePageMeta';
import { slugify, SLUG_PATTERN } from '@vitrine/shared/publishing';
import { blogListUrl, blogSearchUrl, parseBlogQuery, postUrl, tagUrl } from './blogUrl';
import { totalPagesFor } from './pagination';
import { BlogPagination } from './BlogPagination';
import { BlogSearchForm } from './BlogSearchForm';
import { PostCard, PostCardSkeleton } from './PostCard';
import { PostModal } from './PostModal';
import { RecentPosts } from './RecentPosts';
import { type PostSource, usePost } from './usePost';
import './blog.css';

/**
 * `partial`: the search found too few posts with every word and lists those with some of them;
 * `capped`: it found more than it counts, `total` being the cap (PostListPage).
 */
type Found = { posts: PostSummary[]; total: number; partial?: boolean; capped?: boolean };
type ListState = { status: 'loading' } | { status: 'error' } | ({ status: 'ready' } & Found);
type Loaded = { key: string; failed: true } | ({ key: string; failed: false } & Found);

const tagDescription = (label: string) => `Artigos da ${brand.companyName} sobre ${label}.`;

const DESCRIPTION = `Artigos da ${brand.companyName} sobre gestão de pessoas, ERP, logística e tecnologia para empresas brasileiras.`;

/**
 * /blog, /blog/{slug} (the post modal over the list), /blog/tag/{tag-slug} (a tag's posts) and
 * /blog/previa/{token} (a draft, as its public page will look, over the list).
 */
export default function BlogPage() {
  const params = useParams<{ postId?: string; tagSlug?: string; previewToken?: string }>();
  const queryString = useSearch();
  const [, navigate] = useLocation();
  const query = parseBlogQuery(queryString);
  const { page } = query;
  const tag = params.tagSlug ?? '';
  // A tag page lists the tag's posts; it has no search of its own.
  const search = tag ? '' : query.search;
  // Bumped by "Tentar novamente": the same query is asked again.
  const [attempt, setAttempt] = useState(0);
  const listKey = `${search}|${tag}|${page}|${attempt}`;
  const server = useServerRender();
  // Keyed by the query it answers: a new search or page reads as loading until its answer arrives.
  // The server writes the first page into /blog and /blog/{id} (covers in the markup, so the
  // largest image starts loading with the page); the first render starts from it.
  const [loaded, setLoaded] = useState<Loaded | null>(() => {
    const first = !search && page === 1 ? (server ? server.posts : initialPosts()) : undefined;
    return first ? { key: listKey, failed: false, ...first } : null;
  });
  const list: ListState =
    loaded?.key !== listKey
      ? { status: 'loading' }
      : loaded.failed
        ? { status: 'error' }
        : { ...loaded, status: 'ready' };
  const listTop = useRef<HTMLDivElement>(null);

  const postRef = params.postId && SLUG_PATTERN.test(params.postId) ? params.postId : null;
  const source: PostSource | null = params.previewToken
    ? { kind: 'preview', token: params.previewToken }
    : postRef
      ? { kind: 'post', ref: postRef }
      : null;
  const postId = source ? (source.kind === 'post' ? source.ref : source.token) : null;

  // Asked even when the server wrote the first page in: the page may come from a cache, and
  // the answer replaces it without a loading state.
  useEffect(() => {
    let cancelled = false;
    const key = `${search}|${tag}|${page}|${attempt}`;
    api
      .listPosts({ search: search || undefined, tag: tag || undefined, page, pageSize: BLOG_PAGE_SIZE })
      .then((found) => {
        if (!cancelled) setLoaded({ key, failed: false, ...found });
      })
      .catch((error: unknown) => {
        // docs/PRODUCT.md §8 logs a failed fetch; the visitor is told it failed (not that the blog is empty).
        console.error('Falha ao buscar os posts do blog', error);
        if (!cancelled) setLoaded({ key, failed: true });
      });
    return () => {
      cancelled = true;
    };
  }, [search, tag, page, attempt]);

  // Opening and closing a post changes the address, and the layout scrolls every new address
  // to the top; the list behind the modal should stay where the visitor left it.
  const keptScroll = useRef<number | null>(null);
  const rememberScroll = () => {
    keptScroll.current = window.scrollY;
  };
  useEffect(() => {
    const y = keptScroll.current;
    if (y === null) return;
    if (postId === null) keptScroll.current = null;
    const frame = requestAnimationFrame(() => window.scrollTo({ top: y, behavior: 'instant' }));
    return () => cancelAnimationFrame(frame);
  }, [postId]);

  const scrollToList = useRef(false);
  const goToPage = (next: number) => {
    scrollToList.current = true;
    navigate(tag ? tagUrl(tag, next) : blogListUrl({ search, page: next }));
  };
  useEffect(() => {
    if (!scrollToList.current) return;
    scrollToList.current = false;
    // After the layout's scroll-to-top on navigation: a new page of posts starts at the list, not the hero.
    const frame = requestAnimationFrame(() => listTop.current?.scrollIntoView({ block: 'start' }));
    return () => cancelAnimationFrame(frame);
  }, [page]);

  const posts = list.status === 'ready' ? list.posts : [];
  const totalPages = list.status === 'ready' ? totalPagesFor(list.total, BLOG_PAGE_SIZE) : 0;
  const listed = postRef !== null ? posts.find((p) => p.slug === postRef || String(p.id) === postRef) : undefined;
  const opened = usePost(source, listed);
  // A post reached by its id or an earlier slug (a link inside the site): its address becomes the current one.
  const currentSlug = source?.kind === 'post' && opened.status === 'ready' ? opened.post.slug : undefined;
  useEffect(() => {
    if (currentSlug && currentSlug !== postRef) {
      navigate(postUrl(currentSlug, parseBlogQuery(queryString)), { replace: true });
    }
  }, [currentSlug, postRef, navigate, queryString]);
  // A tag's name as its posts spell it (the address has only its slug).
  const tagLabel = tag ? (posts.flatMap((p) => p.tags).find((t) => slugify(t.label) === tag)?.label ?? tag) : undefined;
  // A shared /blog/{slug} link names the post in the tab and in link previews.
  const shown = opened.status === 'ready' ? opened.post : opened.status === 'loading' ? opened.preview : undefined;
  usePageMeta(
    shown?.title ?? (tagLabel ? `${tagLabel} | Blog` : 'Blog'),
    shown?.description ?? (tagLabel ? tagDescription(tagLabel) : DESCRIPTION),
    shown ? { ...shown, image: shown.images.find((i) => i.id === 1)?.url } : undefined,
    { preview: source?.kind === 'preview' },
  );

  // /blog/{slug} takes a post's address; anything else is an unknown path (docs/PRODUCT.md §2).
  if (params.postId !== undefined && postRef === null) return <Redirect to={paths.home} replace />;

  return (
    <main id="conteudo" className="blog">
      <section className="blog-hero" aria-labelledby="blog-title">
        <div className="blog-hero__inner">
          <p className="blog-hero__eyebrow">{tagLabel ? 'Blog · Tag' : `Conteúdo ${brand.companyName}`}</p>
          <h1 id="blog-title" className="blog-hero__title">
            {tagLabel ?? 'Blog'}
          </h1>
          <p className="blog-hero__lead">
            {tagLabel
              ? tagDescription(tagLabel)
              : `Ideias, tendências e boas práticas em gestão, logística e tecnologia — de quem apoia empresas brasileiras desde ${brand.foundedYear}.`}
          </p>
          <BlogSearchForm key={search} initial={search} onSearch={(term) => navigate(blogSearchUrl(term))} />
        </div>
      </section>

      <div className="blog-body" ref={listTop}>
        {search && list.status === 'ready' && (
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
        )}

        <div className="blog-list" aria-busy={list.status === 'loading'} aria-live="polite">
          {list.status === 'loading' ? (
            Array.from({ length: BLOG_PAGE_SIZE }, (_, i) => <PostCardSkeleton key={i} />)
          ) : list.status === 'error' ? (
            <div className="blog-error" role="alert">
              <p>{messages.blog.loadError}</p>
              <button type="button" className="btn" onClick={() => setAttempt((n) => n + 1)}>
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
                href={postUrl(post.slug, tag ? {} : query)}
                onOpen={rememberScroll}
                // The first cover is in the first screen on every width: asked for at once.
                priority={index === 0}
              />
            ))
          )}
        </div>

        {totalPages > 1 && <BlogPagination page={page} totalPages={totalPages} onChange={goToPage} />}
        {search && list.status === 'ready' && list.total === 0 && <RecentPosts />}
      </div>

      <PostModal
        state={opened}
        onClose={() => navigate(source?.kind === 'preview' ? paths.blog : tag ? tagUrl(tag, page) : blogListUrl(query))}
      />
    </main>
  );
}
