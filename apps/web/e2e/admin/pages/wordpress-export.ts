import { crc32 } from 'node:zlib';

/**
 * A small WordPress export (WXR) and a .zip of its uploads, for the admin import flow. The API's
 * own tests build richer ones (apps/api/test/wxr-fixtures.ts); a browser test needs only this.
 */

const cdata = (s: string) => `<![CDATA[${s}]]>`;

export interface ExportItem {
  id: number;
  title?: string;
  slug?: string;
  status?: string;
  type?: string;
  content?: string;
  category?: [slug: string, name: string];
  thumbnailId?: number;
  attachmentUrl?: string;
}

export function exportXml(site: string, items: ExportItem[]): string {
  const body = items
    .map((p) => {
      const slug = p.slug ?? `post-${p.id}`;
      const category = p.category
        ? `<category domain="category" nicename="${p.category[0]}">${cdata(p.category[1])}</category>`
        : '';
      const meta = p.thumbnailId
        ? `<wp:postmeta><wp:meta_key>_thumbnail_id</wp:meta_key><wp:meta_value>${p.thumbnailId}</wp:meta_value></wp:postmeta>`
        : '';
      return `<item><title>${cdata(p.title ?? `Post ${p.id}`)}</title><link>https://${site}/2023/05/${slug}/</link>
<guid isPermaLink="false">https://${site}/?p=${p.id}</guid><dc:creator>${cdata('editora')}</dc:creator>
<content:encoded>${cdata(p.content ?? `<p>Texto ${p.id}.</p>`)}</content:encoded><excerpt:encoded>${cdata('')}</excerpt:encoded>
<wp:post_id>${p.id}</wp:post_id><wp:post_date_gmt>2023-05-10 12:00:00</wp:post_date_gmt><wp:post_name>${cdata(slug)}</wp:post_name>
<wp:status>${cdata(p.status ?? 'publish')}</wp:status><wp:post_parent>0</wp:post_parent><wp:post_type>${cdata(p.type ?? 'post')}</wp:post_type>
${p.attachmentUrl ? `<wp:attachment_url>${cdata(p.attachmentUrl)}</wp:attachment_url>` : ''}${category}${meta}</item>`;
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:wp="http://wordpress.org/export/1.2/">
<channel><title>Blog antigo</title><link>https://${site}</link><wp:wxr_version>1.2</wp:wxr_version>
<wp:base_blog_url>https://${site}</wp:base_blog_url>
${body}
</channel></rss>`;
}

/** A .zip of these files, stored without compression. */
export function storedZip(files: Record<string, Uint8Array>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, bytes] of Object.entries(files)) {
    const n = Buffer.from(name);
    const crc = crc32(bytes);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(bytes.length, 18);
    local.writeUInt32LE(bytes.length, 22);
    local.writeUInt16LE(n.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(bytes.length, 20);
    central.writeUInt32LE(bytes.length, 24);
    central.writeUInt16LE(n.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, n, Buffer.from(bytes));
    centrals.push(central, n);
    offset += 30 + n.length + bytes.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(files).length, 8);
  end.writeUInt16LE(Object.keys(files).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
