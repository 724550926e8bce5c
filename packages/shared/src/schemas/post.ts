import { z } from '../zod';
import { messages } from '../messages';
import { LIMITS } from '../constants';
import { hasMoreThanTwoChars, isAllowedLinkHref, isReadingTime } from '../validation';
import { lenientQueryInt, text } from './common';

const m = messages.post;

/**
 * Control characters are dropped from a post's one-line texts as they are written (line
 * breaks and tabs become spaces): they are invisible, and in a title or tag they made
 * /blog/rss.xml invalid XML (issue 24, finding 13).
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

/** The text fields of a post as the editor sends them (multipart values are strings). */
export const postFieldsSchema = z.object({
  title: text(m.title)
    .transform(oneLine)
    .pipe(z.string().trim().max(LIMITS.titleChars, m.title))
    .refine(hasMoreThanTwoChars, m.title),
  subtitle: text('').transform(oneLine).pipe(z.string().trim().max(LIMITS.subtitleChars)),
  reading_time: text(m.readingTime).pipe(z.string().trim()).refine(isReadingTime, m.readingTime),
  description: text(m.description)
    .transform(oneLine)
    .pipe(z.string().trim().max(LIMITS.descriptionChars, m.description))
    .refine(hasMoreThanTwoChars, m.description),
  tags: z.array(tagSchema, { error: m.tags }).min(1, m.tags).max(LIMITS.tagsPerPost),
  content: text('').pipe(z.string().max(LIMITS.postContentChars)),
  /** Present only when the editor's switch is on. */
  link_button: linkButtonSchema.nullable().optional(),
  footer: footerSchema.nullable().optional(),
});
export type PostFields = z.output<typeof postFieldsSchema>;
export type PostFieldsInput = z.input<typeof postFieldsSchema>;

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
}

/**
 * What GET /api/posts lists: what a card shows, without the content (the post modal and the
 * editor read the whole post from GET /api/posts/{id}).
 */
export type PostSummary = Omit<Post, 'content'>;

/** One page of the blog list: GET /api/posts?page=… (its total from X-Total-Count). */
export interface PostListPage {
  posts: PostSummary[];
  total: number;
}

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
});
