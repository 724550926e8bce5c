import type { Readable } from 'node:stream';
import { readWxr, type WxrChannel } from './wxr-reader';

/** What the import's first pass learns of an export, before anything is written. */

export interface Scan {
  channel: WxrChannel;
  attachments: Map<number, { url: string; parent: number }>;
  others: Record<string, number>;
  posts: number;
  items: number;
}

/** The first pass: the whole file is read and checked; nothing is kept of the posts but their count. */
export async function scanExport(open: () => Readable): Promise<Scan> {
  const attachments = new Map<number, { url: string; parent: number }>();
  const others: Record<string, number> = {};
  let posts = 0;
  let items = 0;
  const channel = await readWxr(open(), (item) => {
    items += 1;
    if (item.type === 'post') posts += 1;
    else others[item.type || 'desconhecido'] = (others[item.type || 'desconhecido'] ?? 0) + 1;
    if (item.type === 'attachment' && item.attachmentUrl) {
      attachments.set(item.id, { url: item.attachmentUrl.trim(), parent: item.parent });
    }
  });
  return { channel, attachments, others, posts, items };
}

/** Which site an export is: its blog's address without the scheme, so http and https are one site. */
export const siteOf = (channel: WxrChannel) =>
  (channel.baseBlogUrl || channel.link || channel.baseSiteUrl)
    .replace(/^https?:\/\//i, '')
    .replace(/\/+$/, '')
    .toLowerCase();
