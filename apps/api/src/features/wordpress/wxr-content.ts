/**
 * A WordPress post body as CKEditor and our sanitiser expect it. WordPress stores what its
 * editors wrote: block comments (Gutenberg), shortcodes that only WordPress can expand, bare
 * URLs it turns into embeds, and paragraphs as blank lines (wpautop adds the <p> when showing
 * the page). This turns them into plain HTML, or drops them and says so in the report. The
 * result still goes through the editor's sanitiser afterwards (posts' post-html.ts).
 */

export interface ContentContext {
  /** An attachment's file URL by its WordPress id. */
  attachmentUrl(id: number): string | undefined;
  /** The image attachments whose parent is this post ([gallery] without ids shows them). */
  childImages(): string[];
}

export interface CleanedContent {
  html: string;
  notes: string[];
  /** Absolute URLs of the images the body shows, in order of appearance. */
  imageUrls: string[];
}

const BLOCK_TAG =
  /^<\/?(p|h[1-6]|ul|ol|li|blockquote|figure|table|thead|tbody|tr|td|th|pre|div|hr|dl|dt|dd|address|section|article|aside|header|footer|iframe|video|audio|form)\b/i;

const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (s: string) => escapeText(s).replace(/"/g, '&quot;');

/** WordPress's shortcode attributes: `name="value"`, `name='value'` or `name=value`. */
export function shortcodeAttributes(raw: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of raw.matchAll(/([\w-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"']+))/g)) {
    out[m[1]!.toLowerCase()] = m[2] ?? m[3] ?? m[4] ?? '';
  }
  return out;
}

/** An image figure, with a caption when there is one. */
const figure = (img: string, caption = '') =>
  `<figure class="image">${img}${caption ? `<figcaption>${caption}</figcaption>` : ''}</figure>`;

function convertCaptions(html: string, notes: Set<string>): string {
  return html.replace(
    /\[(?:wp_)?caption([^\]]*)\]([\s\S]*?)\[\/(?:wp_)?caption\]/gi,
    (_all, attrs: string, inner: string) => {
      const img = /<img\b[^>]*>/i.exec(inner)?.[0];
      if (!img) return inner;
      const text = inner.replace(/<a\b[^>]*>\s*<img\b[^>]*>\s*<\/a>|<img\b[^>]*>/i, '').trim();
      const caption = text || shortcodeAttributes(attrs).caption || '';
      notes.add('Legenda [caption] convertida em figura com legenda.');
      return figure(img, caption);
    },
  );
}

function convertGalleries(html: string, context: ContentContext, notes: Set<string>): string {
  return html.replace(/\[gallery([^\]]*)\]/gi, (_all, attrs: string) => {
    const ids = (shortcodeAttributes(attrs).ids ?? '')
      .split(',')
      .map((s) => Number(s.trim()))
      .filter((n) => Number.isInteger(n) && n > 0);
    const urls = ids.length ? ids.flatMap((id) => context.attachmentUrl(id) ?? []) : context.childImages();
    if (urls.length === 0) {
      notes.add('Galeria [gallery] sem imagens encontradas: removida.');
      return '';
    }
    notes.add(`Galeria [gallery] convertida em ${urls.length} imagem(ns).`);
    return urls.map((url) => figure(`<img src="${escapeAttr(url)}" alt="">`)).join('\n');
  });
}

const linkParagraph = (url: string) => `<p><a href="${escapeAttr(url)}">${escapeText(url)}</a></p>`;

function convertEmbeds(html: string, notes: Set<string>): string {
  let out = html.replace(/\[embed[^\]]*\]([\s\S]*?)\[\/embed\]/gi, (_all, url: string) => {
    notes.add('Incorporação [embed] convertida em link.');
    return linkParagraph(url.trim());
  });
  // WordPress turns a URL alone on its line into an embed (oEmbed): here it becomes a link.
  out = out.replace(/^[ \t]*(https?:\/\/[^\s<>"]+)[ \t]*$/gim, (_all, url: string) => {
    notes.add('Endereço incorporado (oEmbed) convertido em link.');
    return linkParagraph(url.replace(/&amp;/g, '&'));
  });
  return out;
}

/** Shortcodes nothing here knows (plugins, [audio], [video]…): the tags go, text between them stays. */
function dropUnknownShortcodes(html: string, notes: Set<string>): string {
  return html.replace(
    /\[\/?([a-z][a-z0-9_-]*)(?:\s[^\]]*)?\/?\]/gi,
    (all, name: string, offset: number, whole: string) => {
      // `[[name]]` is WordPress's escape for literal text.
      if (whole[offset - 1] === '[' && whole[offset + all.length] === ']') return all;
      notes.add(`Shortcode [${name.toLowerCase()}] removido (não há equivalente no editor).`);
      return '';
    },
  );
}

/** WordPress's wpautop, simplified: blank lines make paragraphs, a single line break a <br>. */
export function autoParagraphs(html: string): string {
  if (/<p[\s>]/i.test(html)) return html;
  return html
    .split(/\n\s*\n/)
    .map((chunk) => chunk.trim())
    .filter(Boolean)
    .map((chunk) => (BLOCK_TAG.test(chunk) ? chunk : `<p>${chunk.replace(/\n/g, '<br>')}</p>`))
    .join('\n');
}

/** Every absolute image URL in the body, once each, in order. */
export function imageUrlsOf(html: string): string[] {
  const urls = new Set<string>();
  for (const m of html.matchAll(/<img\b[^>]*?\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)')/gi)) {
    const url = (m[1] ?? m[2] ?? '').replace(/&amp;/g, '&').trim();
    if (/^https?:\/\//i.test(url)) urls.add(url);
  }
  return [...urls];
}

export function cleanWordPressContent(raw: string, context: ContentContext): CleanedContent {
  const notes = new Set<string>();
  let html = raw.replace(/\r\n?/g, '\n');
  if (/<!--\s*\/?wp:/.test(html)) notes.add('Comentários de blocos do Gutenberg removidos.');
  html = html.replace(/<!--[\s\S]*?-->/g, '');
  html = convertCaptions(html, notes);
  html = convertGalleries(html, context, notes);
  html = convertEmbeds(html, notes);
  html = dropUnknownShortcodes(html, notes);
  html = autoParagraphs(html);
  html = html.trim();
  return { html, notes: [...notes], imageUrls: imageUrlsOf(html) };
}

/** Plain text of some HTML: tags out, the common entities decoded, spaces folded. */
export function plainText(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&#(\d+);/g, (_m, d: string) => String.fromCodePoint(Number(d) || 32))
    .replace(/&#x([0-9a-f]+);/gi, (_m, h: string) => String.fromCodePoint(parseInt(h, 16) || 32))
    .replace(/&quot;/g, '"')
    .replace(/&#039;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The first sentences of a text, up to about `max` characters (the description when there is no excerpt). */
export function firstSentences(text: string, max = 300): string {
  if (text.length <= max) return text;
  const sentences = text.match(/[^.!?]+[.!?]+(\s|$)/g) ?? [];
  let out = '';
  for (const s of sentences) {
    if ((out + s).length > max) break;
    out += s;
  }
  return (out.trim() || `${text.slice(0, max - 1).replace(/\s+\S*$/, '')}…`).trim();
}
