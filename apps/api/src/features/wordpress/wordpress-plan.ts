import { createHash } from 'node:crypto';
import { LIMITS } from '@vitrine/shared/constants';
import { estimateReadingTime } from '@vitrine/shared/format';
import { paths } from '@vitrine/shared/routes';
import { slugify } from '@vitrine/shared/publishing';
import type { Tag } from '@vitrine/shared/schemas';
import { cleanWordPressContent, firstSentences, plainText, type ContentContext } from './wxr-content';
import type { WxrItem } from './wxr-reader';

/**
 * What one WordPress item becomes, decided from the item alone (no database, no network):
 * its status, address, texts and tags, the images it needs, and its old addresses. The
 * import service then finds the images and writes it.
 */

export interface PostPlan {
  sourceId: number;
  title: string;
  slug: string;
  status: 'draft' | 'published';
  publishAt: string | null;
  createdAt: string;
  description: string;
  readingTime: string;
  tags: Tag[];
  /** Cleaned, not yet sanitised (the posts service sanitises on write). */
  content: string;
  imageUrls: string[];
  coverUrl?: string;
  notes: string[];
  /** Old addresses of the post itself (`/?p=ID`, the permalink's path). */
  oldPaths: string[];
  /** Category and tag archives: old path → tag slug. */
  termPaths: Array<{ from: string; tag: string }>;
  hash: string;
}

export type Skip = { skip: string };

const DEFAULT_TAG: Tag = { key: 'blog', label: 'Blog' };

/** "2010-10-05 07:23:37" (UTC) as ISO; undefined for WordPress's "never" (all zeros). */
function isoOf(value: string): string | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})$/.exec(value.trim());
  if (!m || m[1] === '0000') return undefined;
  const date = new Date(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}Z`);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/** A WordPress slug may be percent-encoded UTF-8 (`a%c3%a7ao`). */
function decodedSlug(name: string): string {
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}

function tagsOf(item: WxrItem, notes: string[]): { tags: Tag[]; termPaths: PostPlan['termPaths'] } {
  const bySlug = new Map<string, Tag>();
  const termPaths: PostPlan['termPaths'] = [];
  for (const term of item.terms) {
    if (term.domain !== 'category' && term.domain !== 'post_tag') continue;
    const label = plainText(term.name).slice(0, LIMITS.tagChars).trim();
    const slug = slugify(label);
    if (!label || !slug) continue;
    if (!bySlug.has(slug)) bySlug.set(slug, { key: slug, label });
    const archive = term.domain === 'category' ? 'category' : 'tag';
    const oldSlug = decodedSlug(term.slug || slug);
    termPaths.push({ from: `/${archive}/${encodeURIComponent(oldSlug).replace(/%2F/gi, '/')}/`, tag: slug });
  }
  let tags = [...bySlug.values()];
  if (tags.length > LIMITS.tagsPerPost) {
    notes.push(`${tags.length} categorias e tags: ficaram as ${LIMITS.tagsPerPost} primeiras.`);
    tags = tags.slice(0, LIMITS.tagsPerPost);
  }
  return { tags: tags.length ? tags : [DEFAULT_TAG], termPaths };
}

/** Status and publication time as Vitrine keeps them, with the report's note when they differ. */
function publishingOf(
  item: WxrItem,
  date: string,
  now: Date,
  notes: string[],
): Pick<PostPlan, 'status' | 'publishAt'> | Skip {
  const draft = { status: 'draft' as const, publishAt: null };
  switch (item.status) {
    case 'publish':
      if (item.password) {
        notes.push('Protegido por senha no WordPress: importado como rascunho.');
        return draft;
      }
      return { status: 'published', publishAt: date };
    case 'future':
      if (Date.parse(date) > now.getTime()) return { status: 'published', publishAt: date };
      notes.push('Agendado no WordPress para uma data que já passou: importado como rascunho.');
      return draft;
    case 'draft':
    case 'pending':
      return draft;
    case 'private':
      notes.push('Privado no WordPress: importado como rascunho.');
      return draft;
    case 'trash':
      return { skip: 'Está na lixeira do WordPress.' };
    default:
      return { skip: `Situação "${item.status}" não é importada.` };
  }
}

/** The paths a post was reached at on the old site: `/?p=ID` and its permalink. */
function oldPathsOf(item: WxrItem): string[] {
  const out = new Set([`/?p=${item.id}`]);
  for (const raw of [item.link, item.guid]) {
    try {
      const url = new URL(raw);
      out.add(`${url.pathname}${url.search}`);
    } catch {
      // Not a URL (some exports carry bare ids): nothing to keep.
    }
  }
  return [...out].filter((p) => p !== '/');
}

export function planPost(item: WxrItem, context: ContentContext, now: Date, salt: string): PostPlan | Skip {
  const notes: string[] = [];
  const date = isoOf(item.dateGmt) ?? isoOf(item.date) ?? now.toISOString();
  const publishing = publishingOf(item, date, now, notes);
  if ('skip' in publishing) return publishing;
  let title = plainText(item.title).slice(0, LIMITS.titleChars).trim();
  if (title.length < 3) {
    title = `Sem título (${item.id})`;
    notes.push('Sem título no WordPress: recebeu um título provisório.');
  }
  const cleaned = cleanWordPressContent(item.content, context);
  notes.push(...cleaned.notes);
  const text = plainText(cleaned.html);
  let description = (plainText(item.excerpt) || firstSentences(text)).slice(0, LIMITS.descriptionChars).trim();
  if (description.length < 3) description = title;
  const { tags, termPaths } = tagsOf(item, notes);
  const thumbnail = Number(item.meta._thumbnail_id);
  const hash = createHash('sha256')
    .update(
      JSON.stringify([
        item.title,
        item.content,
        item.excerpt,
        item.status,
        item.name,
        date,
        item.terms,
        item.password,
        thumbnail,
        salt,
      ]),
    )
    .digest('hex');
  return {
    sourceId: item.id,
    title,
    slug: slugify(decodedSlug(item.name)) || slugify(title) || `post-${item.id}`,
    ...publishing,
    createdAt: date,
    description,
    readingTime: estimateReadingTime(cleaned.html),
    tags,
    content: cleaned.html,
    imageUrls: cleaned.imageUrls,
    coverUrl: thumbnail ? context.attachmentUrl(thumbnail) : undefined,
    notes,
    oldPaths: oldPathsOf(item),
    termPaths,
    hash,
  };
}

/** A post's new address. */
export const postPath = (slug: string) => paths.post(slug);
export const tagPath = (slug: string) => paths.tag(slug);
export const FEED_PATH = paths.blogRss;
