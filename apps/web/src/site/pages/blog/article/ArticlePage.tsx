import { useEffect, useMemo, useState } from 'react';
import { ArrowLeft } from 'lucide-react';
import { Link, Redirect, useLocation, useParams } from 'wouter';
import { brand } from '@vitrine/shared/brand';
import { formatDate, formatReadingTime } from '@vitrine/shared/format';
import { formatNewsroomDateTime } from '@vitrine/shared/publishing';
import { messages } from '@vitrine/shared/messages';
import { paths } from '@vitrine/shared/routes';
import type { Post } from '../../../api';
import { useServerRender } from '../../../head/HeadContext';
import { Island } from '../../../islands/Island';
import { usePageMeta } from '../../../usePageMeta';
import { blogListUrl } from '../blogUrl';
import { Hourglass } from '../Hourglass';
import { PostCover, PostEnding, PostTags } from '../PostParts';
import { resolveContentImages } from '../postContent';
import { type PostSource, usePost } from '../usePost';
import { MissingPostSearch } from './MissingPostSearch';
import { RelatedPosts } from './RelatedPosts';
import { ShareButtons } from './ShareButtons';
import '../blog.css';
import '../post-content.css';
import './article.css';

/** Rendered widths of the article's cover: the screen on phones, the 880 px column above. */
const ARTICLE_COVER_SIZES = '(max-width: 920px) 100vw, 880px';

/**
 * A post's own address (/blog/{id}) opened directly, from a shared link or a reload: the post as
 * an article page (title, cover, date, author, reading time, share buttons, three related posts).
 * A card clicked in the list still opens the spec's modal over the list (see BlogRoute).
 * Reads the post through the blog's data path (usePost: the server's copy first, then the API).
 */
export default function ArticlePage() {
  const params = useParams<{ postId?: string; previewToken?: string }>();
  // A post's address names it by slug (or, in older links, by id); a preview link by its token.
  const source: PostSource | null = params.previewToken
    ? { kind: 'preview', token: params.previewToken }
    : params.postId
      ? { kind: 'post', ref: params.postId }
      : null;
  const state = usePost(source, undefined);
  const post = state.status === 'ready' ? state.post : undefined;
  const [, navigate] = useLocation();
  // An earlier slug or an id opened inside the site: show the post's current address.
  const moved = source?.kind === 'post' && post !== undefined && post.slug !== source.ref;
  useEffect(() => {
    if (moved) navigate(paths.post(post.slug), { replace: true });
  }, [moved, navigate, post?.slug]);
  usePageMeta(
    post?.title ?? (state.status === 'missing' ? messages.blog.missingTitle : 'Blog'),
    post?.description,
    post ? { ...post, image: post.images.find((i) => i.id === 1)?.url } : undefined,
    // A preview link's page is never indexed (noindex), as the server rendered it.
    { preview: source?.kind === 'preview' },
  );

  if (source === null) return <Redirect to={paths.home} replace />;

  return (
    <main id="conteudo" className="article-page">
      {post ? (
        <Article key={post.id} post={post} preview={source.kind === 'preview'} />
      ) : state.status === 'missing' ? (
        <MissingPost />
      ) : (
        <div className="article-page__loading" aria-busy="true" aria-label="Carregando o artigo">
          <div className="skeleton skeleton--line skeleton--short" />
          <div className="skeleton skeleton--line skeleton--title" />
          <div className="skeleton article-page__cover-skeleton" />
          <div className="skeleton skeleton--line" />
          <div className="skeleton skeleton--line" />
        </div>
      )}
    </main>
  );
}

/**
 * What a preview link's reader sees first: this is not the published article. A scheduled post
 * says when it goes out; a draft that it has no date yet.
 */
function PreviewBanner({ post }: { post: Post }) {
  const planned = post.status === 'scheduled' && post.publish_at ? formatNewsroomDateTime(post.publish_at) : null;
  return (
    <div className="preview-banner" role="note" aria-labelledby="preview-banner-title" data-testid="preview-banner">
      <p id="preview-banner-title" className="preview-banner__title">
        Prévia — não publicado
      </p>
      <p className="preview-banner__text">
        {planned
          ? `Publicação agendada para ${planned} (horário de Brasília).`
          : 'Rascunho, ainda sem data de publicação.'}{' '}
        Só quem tem este link vê esta página: ela não aparece no blog nem nas buscas.
      </p>
    </div>
  );
}

/** The byline's date: when the post went (or goes) out; a draft in preview has none yet. */
function PostDate({ post, preview }: { post: Post; preview: boolean }) {
  if (preview && !post.publish_at) return <span>Sem data de publicação</span>;
  const at = post.publish_at ?? post.created_at;
  return <time dateTime={at}>{formatDate(at)}</time>;
}

function Article({ post, preview }: { post: Post; preview: boolean }) {
  const html = useMemo(() => resolveContentImages(post.content, post.images), [post.content, post.images]);
  const author = `Equipe ${brand.companyName}`;
  const server = useServerRender();

  return (
    <>
      {preview && <PreviewBanner post={post} />}
      <article className="article" aria-labelledby="article-title">
        <header className="article__header">
          <nav className="article__trail" aria-label="Trilha">
            <Link href={blogListUrl()} className="article__back">
              <ArrowLeft aria-hidden="true" size={16} />
              Blog
            </Link>
          </nav>
          <PostTags post={post} />
          <h1 id="article-title" className="article__title">
            {post.title}
          </h1>
          {post.subtitle && <p className="article__subtitle">{post.subtitle}</p>}
          <div className="article__byline">
            <span className="article__avatar" aria-hidden="true">
              {brand.companyName.charAt(0)}
            </span>
            <p className="article__meta">
              <span className="article__author">Por {author}</span>
              <span className="article__facts">
                <PostDate post={post} preview={preview} />
                <span aria-hidden="true">·</span>
                <span className="article__reading">
                  <Hourglass />
                  <span>{formatReadingTime(post.reading_time)}</span>
                </span>
              </span>
            </p>
          </div>
        </header>
        <div className="article__cover">
          <PostCover post={post} priority sizes={ARTICLE_COVER_SIZES} />
        </div>
        <div className={preview ? 'article__body article__body--preview' : 'article__body'}>
          {/* A preview is not to be shared: its address is private, and the post's own does not answer yet. */}
          {!preview && (
            <Island
              name="share"
              component={ShareButtons}
              props={{ slug: post.slug, title: post.title, site: server?.publicUrl }}
              when="interaction"
            />
          )}
          <div className="article__text">
            {/* Sanitised by the server on write with the editor's allow-list (docs/ARCHITECTURE.md §7). */}
            <div className="post-content" dangerouslySetInnerHTML={{ __html: html }} />
            <PostEnding post={post} actionClassName="article__action" />
          </div>
        </div>
      </article>
      {!preview && (
        <Island
          name="related"
          component={RelatedPosts}
          props={{ post: { id: post.id, tags: post.tags } }}
          when="visible"
        />
      )}
    </>
  );
}

/** A post that does not exist (or no longer does): the way back to the blog and a search, not a dead end. */
function MissingPost() {
  // Focus the outcome once known, so a screen reader does not stay on the loading state.
  const [heading, setHeading] = useState<HTMLHeadingElement | null>(null);
  useEffect(() => heading?.focus(), [heading]);
  return (
    <section className="article-missing" aria-labelledby="article-missing-title">
      <p className="blog-hero__eyebrow">Blog {brand.companyName}</p>
      <h1 id="article-missing-title" className="article-missing__title" ref={setHeading} tabIndex={-1}>
        {messages.blog.missingTitle}
      </h1>
      <p className="article-missing__lead">
        O endereço pode ter mudado ou o artigo saiu do ar. Procure pelo assunto ou veja os artigos mais recentes.
      </p>
      <Island name="missingPostSearch" component={MissingPostSearch} props={{}} when="interaction" />
      <Link href={blogListUrl()} className="btn article-missing__all">
        Ver todos os artigos do blog
      </Link>
    </section>
  );
}
