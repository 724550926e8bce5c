import { postText } from './post-text';

/** A post's searchable text, as indexed and as the ranked index keeps it. */
export interface SearchDocument {
  title: string;
  /** Tag labels. */
  tags: string;
  subtitle: string;
  description: string;
  /** The content without HTML (post-text.ts). */
  body: string;
}

/** The fields of a post that search reads; `tags` as stored (JSON of {key, label}). */
export interface IndexablePost {
  title: string;
  subtitle: string;
  description: string;
  tags: string;
  content: string;
}

function tagLabels(tagsJson: string): string {
  try {
    const tags = JSON.parse(tagsJson) as Array<{ label?: unknown }>;
    return tags.map((t) => (typeof t.label === 'string' ? t.label : '')).join(' . ');
  } catch {
    return '';
  }
}

export function searchDocument(post: IndexablePost): SearchDocument {
  return documentOf(post, postText(post.content));
}

/** A post's searchable text, given its text without HTML (computed, or as post_search keeps it). */
export function documentOf(post: Omit<IndexablePost, 'content'>, body: string): SearchDocument {
  return {
    title: post.title,
    tags: tagLabels(post.tags),
    subtitle: post.subtitle,
    description: post.description,
    body,
  };
}
