import type { Readable } from 'node:stream';
import { SaxesParser } from 'saxes';
import { messages } from '@vitrine/shared/messages';
import { AppError } from '../../http/errors';

/**
 * Reads a WordPress export (WXR: RSS 2.0 with the `wp:` elements) as a stream, one item at a
 * time, so a 50 MB export never sits whole in memory: only the item being read does. The
 * caller's `onItem` is awaited after each chunk, so a slow consumer slows the reading down
 * instead of letting items pile up.
 */

export interface WxrAuthor {
  login: string;
  email: string;
  displayName: string;
}

export interface WxrTerm {
  domain: string;
  slug: string;
  name: string;
}

export interface WxrItem {
  id: number;
  type: string;
  status: string;
  title: string;
  link: string;
  guid: string;
  creator: string;
  content: string;
  excerpt: string;
  name: string;
  /** "YYYY-MM-DD HH:MM:SS", or "0000-00-00 00:00:00" for an unsaved draft. */
  dateGmt: string;
  date: string;
  parent: number;
  password: string;
  attachmentUrl: string;
  terms: WxrTerm[];
  meta: Record<string, string>;
}

export interface WxrChannel {
  title: string;
  link: string;
  baseSiteUrl: string;
  baseBlogUrl: string;
  wxrVersion: string;
  authors: WxrAuthor[];
}

/** The item fields read as text, by element name. */
const ITEM_TEXT: Record<string, keyof WxrItem> = {
  title: 'title',
  link: 'link',
  guid: 'guid',
  'dc:creator': 'creator',
  'content:encoded': 'content',
  'excerpt:encoded': 'excerpt',
  'wp:post_name': 'name',
  'wp:post_type': 'type',
  'wp:status': 'status',
  'wp:post_date_gmt': 'dateGmt',
  'wp:post_date': 'date',
  'wp:post_password': 'password',
  'wp:attachment_url': 'attachmentUrl',
};

const CHANNEL_TEXT: Record<string, keyof WxrChannel> = {
  title: 'title',
  link: 'link',
  'wp:base_site_url': 'baseSiteUrl',
  'wp:base_blog_url': 'baseBlogUrl',
  'wp:wxr_version': 'wxrVersion',
};

/** Only these meta keys are kept: the featured image; the rest of an item's meta is plugin data. */
const KEPT_META = new Set(['_thumbnail_id']);

const invalid = (message: string) => new AppError('invalid_input', message, { arquivo: message });

const newItem = (): WxrItem => ({
  id: 0,
  type: '',
  status: '',
  title: '',
  link: '',
  guid: '',
  creator: '',
  content: '',
  excerpt: '',
  name: '',
  dateGmt: '',
  date: '',
  parent: 0,
  password: '',
  attachmentUrl: '',
  terms: [],
  meta: {},
});

/** Builds items and the channel from the parser's events; `path` is the open elements' names. */
function wxrBuilder(emit: (item: WxrItem) => void) {
  const channel: WxrChannel = { title: '', link: '', baseSiteUrl: '', baseBlogUrl: '', wxrVersion: '', authors: [] };
  const path: string[] = [];
  let text = '';
  let item: WxrItem | undefined;
  let term: { domain: string; slug: string } | undefined;
  let meta: { key: string; value: string } | undefined;
  let author: WxrAuthor | undefined;
  let root = '';

  return {
    channel,
    root: () => root,
    open(name: string, attributes: Record<string, string>) {
      if (path.length === 0) root = name;
      path.push(name);
      text = '';
      const parent = path[path.length - 2];
      if (name === 'item' && parent === 'channel') item = newItem();
      else if (item && name === 'category' && parent === 'item')
        term = { domain: attributes.domain ?? 'category', slug: attributes.nicename ?? '' };
      else if (item && name === 'wp:postmeta') meta = { key: '', value: '' };
      else if (!item && name === 'wp:author' && parent === 'channel')
        author = { login: '', email: '', displayName: '' };
    },
    text(chunk: string) {
      text += chunk;
    },
    close(name: string) {
      path.pop();
      const parent = path[path.length - 1];
      const value = text;
      text = '';
      if (item) {
        if (name === 'item') {
          emit(item);
          item = undefined;
        } else if (parent === 'item') {
          const field = ITEM_TEXT[name];
          if (field) (item as unknown as Record<string, string>)[field] = value;
          else if (name === 'wp:post_id') item.id = Number(value.trim()) || 0;
          else if (name === 'wp:post_parent') item.parent = Number(value.trim()) || 0;
          else if (name === 'category' && term) item.terms.push({ ...term, name: value.trim() });
          else if (name === 'wp:postmeta' && meta && KEPT_META.has(meta.key)) item.meta[meta.key] = meta.value;
        } else if (parent === 'wp:postmeta' && meta) {
          if (name === 'wp:meta_key') meta.key = value.trim();
          if (name === 'wp:meta_value') meta.value = value.trim();
        }
        return;
      }
      if (author && parent === 'wp:author') {
        if (name === 'wp:author_login') author.login = value.trim();
        if (name === 'wp:author_email') author.email = value.trim();
        if (name === 'wp:author_display_name') author.displayName = value.trim();
      } else if (author && name === 'wp:author') {
        channel.authors.push(author);
        author = undefined;
      } else if (parent === 'channel' && CHANNEL_TEXT[name]) {
        (channel as unknown as Record<string, string>)[CHANNEL_TEXT[name]] = value.trim();
      }
    },
  };
}

/**
 * Reads the whole export, calling `onItem` for each item in order, and answers the channel.
 * Throws an AppError with a Portuguese message when the file is not XML, is cut short, or is
 * not a WordPress export; the caller validates a file by reading it once before writing.
 */
export async function readWxr(
  stream: Readable,
  onItem: (item: WxrItem) => Promise<void> | void = () => undefined,
): Promise<WxrChannel> {
  const pending: WxrItem[] = [];
  const builder = wxrBuilder((item) => pending.push(item));
  const parser = new SaxesParser({ xmlns: false, position: false });
  let failure: Error | undefined;
  parser.on('error', (error) => {
    failure ??= error;
  });
  parser.on('opentag', (tag) => builder.open(tag.name, tag.attributes as Record<string, string>));
  parser.on('text', (t) => builder.text(t));
  parser.on('cdata', (t) => builder.text(t));
  parser.on('closetag', (tag) => builder.close(tag.name));
  stream.setEncoding('utf8');
  let sawRoot = false;
  for await (const chunk of stream as AsyncIterable<string>) {
    parser.write(chunk);
    if (failure) break;
    if (!sawRoot && builder.root()) {
      sawRoot = true;
      if (builder.root() !== 'rss') throw invalid(messages.wordpress.notWxr);
    }
    for (const item of pending.splice(0)) await onItem(item);
  }
  if (failure) {
    stream.destroy();
    throw invalid(messages.wordpress.invalidXml);
  }
  try {
    parser.close();
  } catch {
    failure = new Error('unclosed');
  }
  // An export cut short ends inside an open element: saxes reports it at close.
  if (failure) throw invalid(builder.root() === 'rss' ? messages.wordpress.truncated : messages.wordpress.invalidXml);
  if (builder.root() !== 'rss' || !builder.channel.wxrVersion) throw invalid(messages.wordpress.notWxr);
  for (const item of pending.splice(0)) await onItem(item);
  return builder.channel;
}
