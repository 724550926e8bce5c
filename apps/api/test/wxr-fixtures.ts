import { crc32 } from 'node:zlib';
import { fileURLToPath } from 'node:url';

/** The real export (WordPress theme unit test data, GPL): see fixtures/wordpress/README.md. */
export const THEME_UNIT_TEST_EXPORT = fileURLToPath(
  new URL('./fixtures/wordpress/themeunittestdata.wordpress.xml', import.meta.url),
);

export interface WxrPost {
  id: number;
  title?: string;
  slug?: string;
  status?: string;
  type?: string;
  date?: string;
  content?: string;
  excerpt?: string;
  creator?: string;
  password?: string;
  categories?: Array<[slug: string, name: string]>;
  tags?: Array<[slug: string, name: string]>;
  thumbnailId?: number;
  attachmentUrl?: string;
  parent?: number;
}

const cdata = (s: string) => `<![CDATA[${s.replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;

function itemXml(site: string, p: WxrPost): string {
  const slug = p.slug ?? `post-${p.id}`;
  const date = p.date ?? '2023-05-10 12:00:00';
  const [y, m] = date.split('-');
  const terms = [
    ...(p.categories ?? []).map(([s, n]) => `<category domain="category" nicename="${s}">${cdata(n)}</category>`),
    ...(p.tags ?? []).map(([s, n]) => `<category domain="post_tag" nicename="${s}">${cdata(n)}</category>`),
  ].join('');
  const meta = p.thumbnailId
    ? `<wp:postmeta><wp:meta_key>_thumbnail_id</wp:meta_key><wp:meta_value>${p.thumbnailId}</wp:meta_value></wp:postmeta>`
    : '';
  return `<item>
<title>${cdata(p.title ?? `Post ${p.id}`)}</title>
<link>https://${site}/${y}/${m}/${slug}/</link>
<guid isPermaLink="false">https://${site}/?p=${p.id}</guid>
<dc:creator>${cdata(p.creator ?? 'editora')}</dc:creator>
<description></description>
<content:encoded>${cdata(p.content ?? `<p>Texto do post ${p.id}.</p>`)}</content:encoded>
<excerpt:encoded>${cdata(p.excerpt ?? '')}</excerpt:encoded>
<wp:post_id>${p.id}</wp:post_id>
<wp:post_date>${cdata(date)}</wp:post_date>
<wp:post_date_gmt>${cdata(date)}</wp:post_date_gmt>
<wp:post_name>${cdata(slug)}</wp:post_name>
<wp:status>${cdata(p.status ?? 'publish')}</wp:status>
<wp:post_parent>${p.parent ?? 0}</wp:post_parent>
<wp:post_type>${cdata(p.type ?? 'post')}</wp:post_type>
<wp:post_password>${cdata(p.password ?? '')}</wp:post_password>
${p.attachmentUrl ? `<wp:attachment_url>${cdata(p.attachmentUrl)}</wp:attachment_url>` : ''}
${terms}${meta}
</item>`;
}

/** The head of an export of `site` (with one author, whose e-mail may be a staff user's). */
export function wxrHead(site: string, authorEmail = 'editora@antigo.test'): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:wfw="http://wellformedweb.org/CommentAPI/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:wp="http://wordpress.org/export/1.2/">
<channel>
<title>Blog antigo</title>
<link>https://${site}</link>
<wp:wxr_version>1.2</wp:wxr_version>
<wp:base_site_url>https://${site}</wp:base_site_url>
<wp:base_blog_url>https://${site}</wp:base_blog_url>
<wp:author><wp:author_login>editora</wp:author_login><wp:author_email>${authorEmail}</wp:author_email><wp:author_display_name>${cdata('Ana Editora')}</wp:author_display_name></wp:author>
`;
}

export const wxrItem = itemXml;
export const WXR_TAIL = '</channel>\n</rss>\n';

/** A small, complete export of `site` with these items. */
export function wxr(site: string, posts: WxrPost[], authorEmail?: string): string {
  return `${wxrHead(site, authorEmail)}${posts.map((p) => itemXml(site, p)).join('\n')}\n${WXR_TAIL}`;
}

/** A .zip of these files, stored without compression (enough for the uploads the importer reads). */
export function storedZip(files: Record<string, Uint8Array>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, bytes] of Object.entries(files)) {
    const nameBytes = Buffer.from(name);
    const crc = crc32(bytes);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(bytes.length, 18);
    local.writeUInt32LE(bytes.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(bytes.length, 20);
    central.writeUInt32LE(bytes.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, Buffer.from(bytes));
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + bytes.length;
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
