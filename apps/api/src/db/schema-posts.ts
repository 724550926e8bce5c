import type { Generated } from 'kysely';
import type { ImageVariantFormat } from '@vitrine/shared/post-images';

/** The posts' tables: rows, slugs, revisions, preview links, search text, images and their variants (stored as schema.ts says: booleans 0/1, dates ISO 8601 UTC text). */

export interface PostsTable {
  id: Generated<number>;
  title: string;
  subtitle: string;
  reading_time: string;
  description: string;
  content: string;
  /** JSON: [{key, label}] */
  tags: string;
  /** JSON or null: stored only when the switch was on. */
  link_button: string | null;
  footer: string | null;
  /** Lower-case, accent-free title + description + tag labels, for search. */
  search_text: string;
  created_at: string;
  updated_at: string;
  /** 'draft' | 'published'; a published post with a future publish_at is scheduled. */
  status: Generated<string>;
  /** ISO 8601 UTC; null for a draft. */
  publish_at: string | null;
  slug: string;
  /** " slug1 slug2 " of the tags' labels, for the tag pages. */
  tag_slugs: Generated<string>;
  /** ISO 8601 UTC when it went to the trash (Lixeira); null for a live post. */
  deleted_at: string | null;
  /** When its publication was announced (post.published); null while not public or not yet announced. */
  announced_at: string | null;
}

/** Every earlier slug of a post: its old addresses, answered with a 301. */
export interface PostSlugsTable {
  slug: string;
  post_id: number;
}

export interface PostRevisionsTable {
  id: Generated<number>;
  post_id: number;
  created_at: string;
  author_id: number | null;
  author: string;
  title: string;
  /** JSON: title, subtitle, reading_time, description, tags, link_button, footer, slug. */
  fields: string;
  content: string;
  /** original, published, scheduled, edited or restored (RevisionKind). */
  kind: Generated<string>;
  /** A schedule's planned publication, or the date of the version a restore brought back. */
  kind_at: string | null;
}

export interface PostPreviewsTable {
  /** sha256 (hex) of the link's token. */
  token_hash: string;
  post_id: number;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  created_by: number | null;
}

/**
 * One row per post for search (migration 0012): its text without HTML, what the in-memory
 * index reads and excerpts are cut from. The databases' own full-text indexes it once had
 * (FTS5, tsvector) were dropped by migration 0031.
 */
export interface PostSearchTable {
  post_id: number;
  body_text: string;
  /** How many times the post was indexed (migration 0017): tells in-memory copies what changed. */
  revision: Generated<number>;
}

export interface PostImagesTable {
  post_id: number;
  image_id: number;
  mime: string;
  bytes: Uint8Array;
  sha256: string;
  /** The original's size in pixels; null for images stored before migration 0005 until the start-up step fills it. */
  width: number | null;
  height: number | null;
}

export interface PostImageVariantsTable {
  post_id: number;
  image_id: number;
  format: ImageVariantFormat;
  width: number;
  height: number;
  mime: string;
  bytes: Uint8Array;
  sha256: string;
}

/**
 * Counters bumped by every write to a cached kind of content ('posts'): db/content-version.ts, and
 * docs/ARCHITECTURE.md §6 for the read cache they invalidate.
 */
export interface ContentVersionsTable {
  name: string;
  version: number;
}
