import type { PostFields, PostPublishing } from '@vitrine/shared/schemas';
import { slugify } from '@vitrine/shared/publishing';
import { normalizeForSearch } from '@vitrine/shared/format';
import type { Db } from '../../db/database';
import type { IndexablePost } from '../search/search-index.service';
import type { CheckedImage } from './post-images';

/* What the post writes share: the input a form gives, the stored columns of its fields, and who saved. */

export interface PostInput {
  fields: PostFields;
  /** Status, publish_at and slug as the form sent them (no status: published now). */
  publishing?: PostPublishing;
  /** The main image (id 1); required on create, kept when absent on update. */
  cover?: CheckedImage;
  /** Content images by id (2, 3, ...), referenced from the content as /images/{id}. */
  contentImages: Map<number, CheckedImage>;
}

export function columns(fields: PostFields, content: string) {
  return {
    title: fields.title,
    subtitle: fields.subtitle,
    reading_time: fields.reading_time,
    description: fields.description,
    content,
    tags: JSON.stringify(fields.tags),
    // Stored only while their switch is on (docs/PRODUCT.md §5).
    link_button: fields.link_button?.isActive ? JSON.stringify(fields.link_button) : null,
    footer: fields.footer?.isActive ? JSON.stringify(fields.footer) : null,
    search_text: normalizeForSearch([fields.title, fields.description, ...fields.tags.map((t) => t.label)].join(' ')),
    tag_slugs: fields.tags.length ? ` ${fields.tags.map((t) => slugify(t.label)).join(' ')} ` : '',
  };
}

/**
 * What a route records about a write (its audit entry), run inside the write's transaction:
 * a write whose entry cannot be stored does not happen either.
 */
export type RecordWith<T = void> = (trx: Db, written: T) => Promise<void>;

/** Who saved: kept on each revision. */
export interface Author {
  id: number;
  username: string;
}

/** What a save did to the post's visibility, for the audit log. */
export type PublishingChange = 'publish' | 'schedule' | 'unpublish' | undefined;

/** What search indexes of a post being written (the same transaction keeps both in step). */
export function indexablePostOf(fields: PostFields, content: string): IndexablePost {
  return { ...fields, tags: JSON.stringify(fields.tags), content };
}
