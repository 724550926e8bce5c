import { z } from '../zod';
import { messages } from '../messages';
import { LIMITS, SEARCH_COUNT_CAP } from '../constants';
import { hasMoreThanTwoChars, isAllowedLinkHref, isReadingTime } from '../validation';
import { estimateReadingTime } from '../format';
import { lenientQueryInt, text } from './common';
import { ISO_WITH_OFFSET, POST_STATUSES, type PostStatus, SLUG_MAX_CHARS, SLUG_PATTERN } from '../publishing';

const m = messages.post;

/**
 * Control characters are dropped from a post's one-line texts as they are written (line
 * breaks and tabs become spaces): they are invisible, and in a title or tag they made
 * /blog/rss.xml invalid XML.
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is dropped
const oneLine = (value: string) => value.replace(/[\t\n\r]+/g, ' ').replace(/[\u0000-\u001f\u007f-\u009f]/g, '');

export const tagSchema = z.object({
  key: z.string().transform(oneLine).pipe(z.string().trim().min(1).max(LIMITS.tagChars)),
  label: z.string().transform(oneLine).pipe(z.string().trim().min(1).max(LIMITS.tagChars)),
});
export type Tag = z.output<typeof tagSchema>;

export const linkButtonSchema = z.object({
  isActive: z.boolean(),
  text: z.string().trim().min(1, 'Informe o texto do botão.').max(120),
  href: z.string().trim().max(2000).refine(isAllowedLinkHref, messages.post.linkHref),
  target: z.enum(['_blank', '_self']).default('_blank'),
});
export type LinkButton = z.output<typeof linkButtonSchema>;

export const footerSchema = z.object({
  isActive: z.boolean(),
  text: z.string().trim().min(1, 'Informe o texto do rodapé.').max(2000),
  isHighlighted: z.boolean().default(false),
});
export type PostFooter = z.output<typeof footerSchema>;

/**
 * The text fields of a post as the editor sends them (multipart values are strings). An empty
 * reading time means "estimate it from the text": it comes out filled in.
 */
export const postFieldsSchema = z
  .object({
    title: text(m.title)
      .transform(oneLine)
      .pipe(z.string().trim().max(LIMITS.titleChars, m.title))
      .refine(hasMoreThanTwoChars, m.title),
    subtitle: text('').transform(oneLine).pipe(z.string().trim().max(LIMITS.subtitleChars)),
    reading_time: text('')
      .pipe(z.string().trim())
      .refine((v) => v === '' || isReadingTime(v), m.readingTime),
    description: text(m.description)
      .transform(oneLine)
      .pipe(z.string().trim().max(LIMITS.descriptionChars, m.description))
      .refine(hasMoreThanTwoChars, m.description),
    tags: z.array(tagSchema, { error: m.tags }).min(1, m.tags).max(LIMITS.tagsPerPost),
    content: text('').pipe(z.string().max(LIMITS.postContentChars)),
    /** Present only when the editor's switch is on. */
    link_button: linkButtonSchema.nullable().optional(),
    footer: footerSchema.nullable().optional(),
  })
  .transform((fields) => ({ ...fields, reading_time: fields.reading_time || estimateReadingTime(fields.content) }));
export type PostFields = z.output<typeof postFieldsSchema>;
export type PostFieldsInput = z.input<typeof postFieldsSchema>;

/**
 * How the form says when a post goes public. No `status` at all means "published now"
 * (older desktop builds and scripts); `publish_at` is required for `scheduled`. `slug` is the
 * post's address (empty: made from the title).
 */
export const postPublishingSchema = z
  .object({
    status: z.enum(POST_STATUSES, { error: m.status }).optional(),
    publish_at: z
      .string()
      .trim()
      .regex(ISO_WITH_OFFSET, m.publishAtInvalid)
      .refine((v) => !Number.isNaN(Date.parse(v)), m.publishAtInvalid)
      .optional(),
    slug: z.string().trim().max(SLUG_MAX_CHARS, m.slug).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.status === 'scheduled' && !value.publish_at) {
      ctx.addIssue({ code: 'custom', path: ['publish_at'], message: m.publishAtRequired });
    }
  });
export type PostPublishing = z.output<typeof postPublishingSchema>;

/** A slug as the editor may type it (the server slugifies it again). */
export const isSlugLike = (value: string) => SLUG_PATTERN.test(value);

/** A resized copy of a post image (packages/shared/src/post-images.ts builds its URL). */
export interface PostImageVariant {
  url: string;
  width: number;
  height: number;
  /** MIME type, for `<source type>`. */
  type: string;
}

export interface PostImageRef {
  id: number;
  /** The original, as uploaded. */
  url: string;
  /** The original's size in pixels, for width/height attributes (absent for images stored before they were recorded). */
  width?: number;
  height?: number;
  /** Resized copies, narrowest first; empty when the original is already small or animated. */
  variants?: PostImageVariant[];
}

/** What GET /api/posts/{id} answers. */
export interface Post {
  id: number;
  title: string;
  subtitle: string;
  reading_time: string;
  description: string;
  content: string;
  tags: Tag[];
  link_button: LinkButton | null;
  footer: PostFooter | null;
  images: PostImageRef[];
  created_at: string;
  updated_at: string;
  /** The post's address is /blog/{slug}. */
  slug: string;
  status: PostStatus;
  /** When it goes (or went) public, ISO 8601 UTC; null for a draft. */
  publish_at: string | null;
}

/**
 * What a kept version was: the post before its first recorded edit, or the save that made it
 * public, scheduled it, changed it, or brought an earlier version back.
 */
export type RevisionKind = 'original' | 'published' | 'scheduled' | 'edited' | 'restored';

/** One kept version of a post (GET /api/admin/posts/{id}/revisoes). */
export interface PostRevisionSummary {
  id: number;
  created_at: string;
  /** Who saved it; empty for an original version whose author was never recorded. */
  author: string;
  title: string;
  kind: RevisionKind;
  /** scheduled: the planned publication; restored: when the version brought back was saved. */
  kind_at: string | null;
}

export interface PostRevision extends PostRevisionSummary {
  fields: Pick<
    Post,
    'title' | 'subtitle' | 'reading_time' | 'description' | 'tags' | 'link_button' | 'footer' | 'slug'
  >;
  content: string;
}

/** POST /api/admin/posts/{id}/previas. */
export interface PreviewLink {
  url: string;
  expires_at: string;
}

/**
 * Text with the words a search asked for marked: each mark is a [start, end) range of UTF-16
 * offsets into `text`. Plain text, never HTML: the site wraps the ranges in <mark> itself.
 */
export interface Highlighted {
  text: string;
  marks: Array<[number, number]>;
}

/** How a post answered a search: its title marked, and a passage around the words found. */
export interface SearchMatch {
  title: Highlighted;
  /** Absent when the words were found only in the title or the tags. */
  excerpt?: Highlighted;
}

/**
 * What GET /api/posts lists: what a card shows, without the content (the post modal and the
 * editor read the whole post from GET /api/posts/{id}). A search adds `match`, best match first;
 * the staff's trash (GET /api/admin/posts?lixeira=1) adds when each post went there.
 */
export type PostSummary = Omit<Post, 'content'> & { match?: SearchMatch; deleted_at?: string };

/** A post the search box suggests while the visitor types. */
export interface PostSuggestion {
  id: number;
  /** The post's address (paths.post). */
  slug: string;
  title: Highlighted;
  excerpt?: Highlighted;
}

/**
 * GET /api/posts/sugestoes?q=: up to five posts for what is typed so far, best first; when none
 * matches, `recent` has the newest posts instead (the box says "Nenhum resultado para …").
 */
export interface PostSuggestions {
  posts: PostSuggestion[];
  recent: PostSuggestion[];
}

/** One page of the blog list: GET /api/posts?page=… (its total from X-Total-Count). */
export interface PostListPage {
  posts: PostSummary[];
  total: number;
  /**
   * A search that found fewer than a page with every word ranks posts with some of them instead
   * (header X-Search-Partial: 1); the site says "Mostrando resultados para parte das palavras".
   */
  partial?: boolean;
  /**
   * More posts matched than a search counts (SEARCH_COUNT_CAP): `total` is the cap, only that
   * many can be paged through (header X-Total-Capped: 1); the site says "mais de 1.000 resultados".
   */
  capped?: boolean;
}

/**
 * The headers GET /api/posts answers beside its JSON, with what an integrator reads in them
 * (the OpenAPI document lists them; the server, the client and CORS name them from here).
 */
export const POST_LIST_HEADERS = {
  'X-Total-Count': {
    description: `Quantos posts a lista tem; numa busca, quantos a busca encontrou, no máximo ${SEARCH_COUNT_CAP} (veja X-Total-Capped).`,
    schema: { type: 'integer', minimum: 0 },
  },
  'X-Search-Partial': {
    description: 'Presente (1) quando poucos posts tinham todas as palavras e a página lista os que têm parte delas.',
    schema: { type: 'string', enum: ['1'] },
  },
  'X-Total-Capped': {
    description: `Presente (1) quando a busca encontrou mais de ${SEARCH_COUNT_CAP} posts: X-Total-Count vale ${SEARCH_COUNT_CAP} e só os ${SEARCH_COUNT_CAP} melhores podem ser paginados.`,
    schema: { type: 'string', enum: ['1'] },
  },
} as const;

export const POST_MULTIPART_FIELDS = {
  image: 'image',
  imageId: 'imageId',
  contentImages: 'contentImages',
  contentImageIds: 'contentImageIds[]',
  postId: 'postId',
} as const;

/** The most posts one page of GET /api/posts carries. */
export const POST_LIST_MAX_PAGE_SIZE = 100;

/** GET /api/posts: ?page=&pageSize=&search= (lenient: see lenientQueryInt). */
export const postListQuerySchema = z.object({
  page: lenientQueryInt(),
  pageSize: lenientQueryInt(POST_LIST_MAX_PAGE_SIZE),
  search: z.string().optional().catch(undefined),
  /** A tag page's posts (/blog/tag/{tag-slug}). */
  tag: z.string().max(SLUG_MAX_CHARS).optional().catch(undefined),
});

/** GET /api/posts/sugestoes?q= (anything is a search; an absent q asks for nothing). */
export const postSuggestQuerySchema = z.object({
  q: z.string().optional().catch(undefined),
});

/** GET /api/admin/posts?lixeira=1: the trash instead of the live posts. */
export const staffPostsQuerySchema = z.object({
  lixeira: z.literal('1').optional().catch(undefined),
});
