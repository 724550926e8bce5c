import { useEffect, useRef } from 'react';
import { Redirect, useLocation, useParams, useSearch } from 'wouter';
import { BLOG_PAGE_SIZE } from '@vitrine/shared/constants';
import { brand } from '@vitrine/shared/brand';
import { paths } from '@vitrine/shared/routes';
import { usePageMeta } from '../../usePageMeta';
import { slugify, SLUG_PATTERN } from '@vitrine/shared/publishing';
import { blogListUrl, blogSearchUrl, parseBlogQuery, postUrl, tagUrl } from './blogUrl';
import { totalPagesFor } from './pagination';
import { BlogHero, tagDescription } from './BlogHero';
import { PostList, SearchResults } from './BlogList';
import { BlogPagination } from './BlogPagination';
import { useKeptScroll, useScrollToListOnPage } from './blogScroll';
import { PostModal } from './PostModal';
import { RecentPosts } from './RecentPosts';
import { useBlogList } from './useBlogList';
import { type PostSource, usePost } from './usePost';
import './blog.css';

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
  const { list, retry } = useBlogList(search, tag, page);
  const listTop = useRef<HTMLDivElement>(null);

  const postRef = params.postId && SLUG_PATTERN.test(params.postId) ? params.postId : null;
  const source: PostSource | null = params.previewToken
    ? { kind: 'preview', token: params.previewToken }
    : postRef
      ? { kind: 'post', ref: postRef }
      : null;
  const postId = source ? (source.kind === 'post' ? source.ref : source.token) : null;

  const rememberScroll = useKeptScroll(postId);
  const scrollOnNextPage = useScrollToListOnPage(page, listTop);
  const goToPage = (next: number) => {
    scrollOnNextPage();
    navigate(tag ? tagUrl(tag, next) : blogListUrl({ search, page: next }));
  };

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
      <BlogHero tagLabel={tagLabel} search={search} onSearch={(term) => navigate(blogSearchUrl(term))} />

      <div className="blog-body" ref={listTop}>
        {search && list.status === 'ready' && <SearchResults list={list} search={search} />}

        <PostList
          list={list}
          postHref={(post) => postUrl(post.slug, tag ? {} : query)}
          onOpen={rememberScroll}
          retry={retry}
        />

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
