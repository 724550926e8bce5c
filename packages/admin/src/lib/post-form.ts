import type { MultipartPart } from '@vitrine/shared/api-client';
import { POST_COVER_IMAGE_ID } from '@vitrine/shared/constants';
import { messages } from '@vitrine/shared/messages';
import { estimateReadingTime } from '@vitrine/shared/format';
import { POST_MULTIPART_FIELDS as F, postFieldsSchema, validate, type Post, type Tag } from '@vitrine/shared/schemas';
import { type PostStatus, slugify } from '@vitrine/shared/publishing';
import type { PendingImage } from './content-images';

export interface UploadFile {
  fileName: string;
  type: string;
  bytes: Uint8Array;
}

/** Everything the post editor edits, as plain data (testable without a browser). */
export interface PostFormState {
  title: string;
  subtitle: string;
  reading_time: string;
  description: string;
  tags: Tag[];
  content: string;
  linkButton: { isActive: boolean; text: string; href: string; target: '_blank' | '_self' };
  footer: { isActive: boolean; text: string; isHighlighted: boolean };
  /** A newly chosen main image; null keeps the stored one (or none, on create). */
  cover: UploadFile | null;
  /** The stored main image's URL, for the preview when editing. */
  coverUrl: string | null;
  /** The post's address, /blog/{slug}; follows the title until edited by hand. */
  slug: string;
}

/** What a save asks of the post's visibility: the form always sends a status. */
export interface PublishingTarget {
  status: PostStatus;
  /** ISO 8601 with offset; for `scheduled` only. */
  publish_at?: string;
}

export function emptyPostForm(): PostFormState {
  return {
    title: '',
    subtitle: '',
    reading_time: '',
    description: '',
    tags: [],
    content: '',
    linkButton: { isActive: false, text: '', href: '', target: '_blank' },
    footer: { isActive: false, text: '', isHighlighted: false },
    cover: null,
    coverUrl: null,
    slug: '',
  };
}

/**
 * The slug after the title changed: it follows the title while it is still the title's own
 * (or empty); one typed by hand stays.
 */
export function slugAfterTitleChange(state: Pick<PostFormState, 'title' | 'slug'>, title: string): string {
  return state.slug === '' || state.slug === slugify(state.title) ? slugify(title) : state.slug;
}

export function postToForm(post: Post): PostFormState {
  const empty = emptyPostForm();
  return {
    title: post.title,
    subtitle: post.subtitle ?? '',
    // An estimate the server made (the field was left empty) stays automatic: empty again, so
    // the next save estimates from the edited text; a time staff typed stays as typed.
    reading_time: post.reading_time === estimateReadingTime(post.content ?? '') ? '' : post.reading_time,
    description: post.description,
    tags: post.tags ?? [],
    content: post.content ?? '',
    linkButton: post.link_button
      ? { ...empty.linkButton, ...post.link_button, isActive: post.link_button.isActive !== false }
      : empty.linkButton,
    footer: post.footer ? { ...empty.footer, ...post.footer, isActive: post.footer.isActive !== false } : empty.footer,
    cover: null,
    coverUrl: post.images?.find((image) => image.id === POST_COVER_IMAGE_ID)?.url ?? null,
    slug: post.slug ?? '',
  };
}

/** A comparable snapshot for "unsaved changes" (file bytes reduced to their name and size). */
export function formSnapshot(state: PostFormState): string {
  const { cover, ...rest } = state;
  return JSON.stringify({ ...rest, cover: cover ? `${cover.fileName}:${cover.bytes.length}` : null });
}

function fieldsOf(state: PostFormState) {
  return {
    title: state.title,
    subtitle: state.subtitle,
    reading_time: state.reading_time,
    description: state.description,
    tags: state.tags,
    content: state.content,
    link_button: state.linkButton.isActive ? state.linkButton : null,
    footer: state.footer.isActive ? state.footer : null,
  };
}

/**
 * The spec's per-field messages (postFieldsSchema), plus 'Por favor, envie uma imagem.' when
 * a new post has no main image. Keys are the form's fields: title, reading_time, description,
 * tags, image, link_button.text, link_button.href, footer.text.
 */
export function validatePostForm(
  state: PostFormState,
  options: { isNew: boolean },
): { ok: true } | { ok: false; errors: Record<string, string> } {
  const result = validate(postFieldsSchema, fieldsOf(state));
  const errors: Record<string, string> = result.ok ? {} : { ...result.errors };
  if (options.isNew && !state.cover) errors.image = messages.post.image;
  return Object.keys(errors).length === 0 ? { ok: true } : { ok: false, errors };
}

/**
 * The multipart form of docs/PRODUCT.md §7. Link button and footer are sent only when switched on;
 * the main image only when one was chosen (on update the stored one stays); content images
 * with their ids in the same order; postId on update.
 */
export function buildPostParts(
  state: PostFormState,
  options: {
    postId: number | null;
    content: string;
    contentImages: readonly PendingImage[];
    publishing: PublishingTarget;
  },
): MultipartPart[] {
  const parts: MultipartPart[] = [];
  if (options.postId !== null) parts.push({ name: F.postId, value: String(options.postId) });
  parts.push({ name: 'status', value: options.publishing.status });
  if (options.publishing.status === 'scheduled' && options.publishing.publish_at) {
    parts.push({ name: 'publish_at', value: options.publishing.publish_at });
  }
  // Empty: the server makes it from the title.
  parts.push({ name: 'slug', value: slugify(state.slug) });
  parts.push(
    { name: 'title', value: state.title.trim() },
    { name: 'subtitle', value: state.subtitle.trim() },
    { name: 'reading_time', value: state.reading_time.trim() },
    { name: 'description', value: state.description.trim() },
    { name: 'content', value: options.content },
    { name: 'tags', value: JSON.stringify(state.tags) },
  );
  if (state.linkButton.isActive) {
    const { text, href, target } = state.linkButton;
    parts.push({
      name: 'link_button',
      value: JSON.stringify({ isActive: true, text: text.trim(), href: href.trim(), target }),
    });
  }
  if (state.footer.isActive) {
    const { text, isHighlighted } = state.footer;
    parts.push({ name: 'footer', value: JSON.stringify({ isActive: true, text: text.trim(), isHighlighted }) });
  }
  if (state.cover) {
    parts.push({ name: F.image, file: state.cover }, { name: F.imageId, value: String(POST_COVER_IMAGE_ID) });
  }
  for (const image of options.contentImages) {
    parts.push({ name: F.contentImages, file: image.file });
    parts.push({ name: F.contentImageIds, value: String(image.id) });
  }
  return parts;
}

/** Tags from the picker: predefined ones and custom ones alike are {key, label}. */
export function makeTag(label: string): Tag | null {
  const clean = label.trim().replace(/\s+/g, ' ');
  return clean ? { key: clean, label: clean } : null;
}
