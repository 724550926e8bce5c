import { convert } from 'html-to-text';
import sanitizeHtml from 'sanitize-html';
import { RICH_TEXT_TAGS } from '../lib/rich-text-tags';
import { brand, formatAddress } from '@vitrine/shared/brand';
import { CAMPAIGN_UTM } from '@vitrine/shared/lead-source';
import { escapeHtml, type MailContent } from './templates';

/**
 * Newsletter campaign mail: the brand's template around the campaign's HTML, built for mail
 * clients rather than browsers: one 600 px table (Outlook ignores max-width on divs), every
 * style inline (Gmail drops <style> in many cases), images at absolute URLs with alt text, and
 * colours that keep their contrast when a client inverts them for dark mode (explicit bgcolor
 * on every cell, plus a prefers-color-scheme block for clients that honour it). No tracking:
 * no pixel, no redirects: the links are the ones the author wrote. Links to our own site only
 * carry UTM tags naming the campaign, so a lead who came from it is attributed to it by the
 * site itself (docs/WEBHOOKS.md); links to other sites are left exactly as written.
 */

/** Where each recipient's own unsubscribe URL goes; replaced at send time (renderForRecipient). */
export const UNSUBSCRIBE_PLACEHOLDER = '%%UNSUBSCRIBE_URL%%';

/** The closing link of a campaign made from a post. */
export const ARTICLE_LINK_TEXT = 'Leia o artigo completo no site';

const INK = '#1d2733';
const MUTED = '#5b6573';
const NAVY = '#0b2a4a';
const ORANGE = '#f26b1d';

const absolute = (url: string, publicUrl: string) => {
  try {
    return new URL(url, `${publicUrl}/`).toString();
  } catch {
    return null;
  }
};

const style = (css: string) => ({ style: css });

/** A link to our own site with the campaign's UTM tags (tags the author set are kept). */
export function withCampaignTags(href: string, publicUrl: string, campaignId: number): string {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return href;
  }
  if (url.origin !== new URL(publicUrl).origin || url.searchParams.has('utm_source')) return href;
  url.searchParams.set('utm_source', CAMPAIGN_UTM.source);
  url.searchParams.set('utm_medium', CAMPAIGN_UTM.medium);
  url.searchParams.set('utm_campaign', `${CAMPAIGN_UTM.campaignPrefix}${campaignId}`);
  return url.toString();
}

/** The editor's HTML made mail-safe: known tags only, inline styles, absolute URLs, alt on every image. */
export function mailSafeBody(html: string, publicUrl: string, fallbackAlt: string, campaignId?: number): string {
  const link = (href: string) => {
    const full = absolute(href, publicUrl) ?? '';
    return campaignId === undefined || !full ? full : withCampaignTags(full, publicUrl, campaignId);
  };
  const withStyle =
    (tagName: string, css: string) =>
    (_tag: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag => ({
      tagName,
      attribs: { ...attribs, ...style(css) },
    });
  return sanitizeHtml(html, {
    allowedTags: [...RICH_TEXT_TAGS, 'h3', 'hr'],
    allowedAttributes: { a: ['href', 'style'], img: ['src', 'alt', 'width', 'style'], '*': ['style'] },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedStyles: {},
    transformTags: {
      p: withStyle('p', `margin:0 0 16px;font-size:16px;line-height:1.6;color:${INK}`),
      h1: withStyle('h2', `margin:24px 0 12px;font-size:22px;line-height:1.3;color:${NAVY}`),
      h2: withStyle('h2', `margin:24px 0 12px;font-size:22px;line-height:1.3;color:${NAVY}`),
      h3: withStyle('h3', `margin:20px 0 8px;font-size:18px;line-height:1.3;color:${NAVY}`),
      li: withStyle('li', `margin:0 0 8px;font-size:16px;line-height:1.6;color:${INK}`),
      blockquote: withStyle(
        'blockquote',
        `margin:0 0 16px;padding:8px 16px;border-left:4px solid ${ORANGE};color:${MUTED}`,
      ),
      figure: withStyle('div', 'margin:0 0 16px'),
      figcaption: withStyle('p', `margin:4px 0 0;font-size:13px;color:${MUTED}`),
      a: (_tag, attribs) => ({
        tagName: 'a',
        attribs: {
          href: link(attribs.href ?? ''),
          style: `color:${NAVY};text-decoration:underline`,
        },
      }),
      img: (_tag, attribs) => ({
        tagName: 'img',
        attribs: {
          src: absolute(attribs.src ?? '', publicUrl) ?? '',
          alt: attribs.alt?.trim() || fallbackAlt,
          width: '552',
          style: 'display:block;width:100%;max-width:552px;height:auto;border:0;margin:0 0 16px',
        },
      }),
    },
    // An <img> whose src could not be made absolute would show as broken: drop it.
    exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  });
}

export interface CampaignMailParts {
  subject: string;
  preheader: string;
  /** Already through mailSafeBody. */
  body: string;
  publicUrl: string;
  unsubscribeUrl: string;
  /** The article the campaign came from, if any: the mail ends with a link to read it on the site. */
  articleUrl?: string | null;
}

/** The mail every recipient gets, with `unsubscribeUrl` in the visible footer (and the RFC 8058 headers: transport.ts). */
export function campaignMail(parts: CampaignMailParts): MailContent {
  const { subject, preheader, publicUrl, unsubscribeUrl, articleUrl } = parts;
  const body = articleUrl
    ? `${parts.body}\n<p style="margin:8px 0 16px;font-size:16px;line-height:1.6"><a href="${escapeHtml(articleUrl)}" style="color:${NAVY};font-weight:bold;text-decoration:underline">${ARTICLE_LINK_TEXT}</a></p>`
    : parts.body;
  const site = publicUrl.replace(/^https?:\/\//, '');
  const why = `Você recebe este e-mail porque se inscreveu na newsletter da ${brand.companyName} em ${site}.`;
  const html = `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="color-scheme" content="light dark"><meta name="supported-color-schemes" content="light dark">
<title>${escapeHtml(subject)}</title>
<style>
@media (prefers-color-scheme: dark) {
  .mail-bg { background:#10161d !important; }
  .mail-card, .mail-card p, .mail-card li, .mail-card td { background:#1b2530 !important; color:#e8edf2 !important; }
  .mail-card h2, .mail-card h3, .mail-card a { color:#9fd0ff !important; }
  .mail-foot, .mail-foot td { background:#141c25 !important; color:#b9c3ce !important; }
  .mail-foot a { color:#9fd0ff !important; }
}
</style></head>
<body class="mail-bg" style="margin:0;padding:0;background:#eef1f4;-webkit-text-size-adjust:100%">
<div style="display:none;max-height:0;overflow:hidden;mso-hide:all;font-size:1px;line-height:1px;color:#eef1f4">${escapeHtml(preheader)}&#8199;&#847;&#8199;&#847;&#8199;&#847;</div>
<table role="presentation" class="mail-bg" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#eef1f4" style="background:#eef1f4">
<tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px">
<tr><td bgcolor="${NAVY}" style="background:${NAVY};padding:20px 24px;border-radius:8px 8px 0 0;font-family:Arial,Helvetica,sans-serif;font-size:22px;font-weight:bold;color:#ffffff">
<a href="${escapeHtml(publicUrl)}" style="color:#ffffff;text-decoration:none">${escapeHtml(brand.companyName)}</a></td></tr>
<tr><td bgcolor="${ORANGE}" style="background:${ORANGE};height:4px;line-height:4px;font-size:4px">&nbsp;</td></tr>
<tr><td class="mail-card" bgcolor="#ffffff" style="background:#ffffff;padding:28px 24px 12px;font-family:Arial,Helvetica,sans-serif;color:${INK}">
<h1 style="margin:0 0 16px;font-size:26px;line-height:1.25;color:${NAVY}">${escapeHtml(subject)}</h1>
${body}
</td></tr>
<tr><td class="mail-foot" bgcolor="#f7f8fa" style="background:#f7f8fa;padding:20px 24px;border-radius:0 0 8px 8px;font-family:Arial,Helvetica,sans-serif;font-size:13px;line-height:1.6;color:${MUTED}">
${escapeHtml(why)}<br>
<a href="${escapeHtml(unsubscribeUrl)}" style="color:${NAVY};text-decoration:underline">Cancelar inscrição</a> · um clique, sem login.<br><br>
<strong>${escapeHtml(brand.legalName)}</strong> · CNPJ ${escapeHtml(brand.cnpj)}<br>
${escapeHtml(formatAddress())}<br>
${escapeHtml(brand.phone)} · <a href="mailto:${escapeHtml(brand.email)}" style="color:${NAVY}">${escapeHtml(brand.email)}</a>
</td></tr>
</table>
</td></tr></table>
</body></html>`;
  const bodyText = convert(body, {
    wordwrap: 76,
    selectors: [
      { selector: 'img', format: 'skip' },
      { selector: 'a', options: { hideLinkHrefIfSameAsText: true } },
      { selector: 'h2', options: { uppercase: false } },
      { selector: 'h3', options: { uppercase: false } },
    ],
  });
  const text = [
    subject,
    '',
    bodyText,
    '',
    '--',
    why,
    `Cancelar inscrição (um clique): ${unsubscribeUrl}`,
    '',
    `${brand.legalName} · CNPJ ${brand.cnpj}`,
    formatAddress(),
    `${brand.phone} · ${brand.email}`,
  ].join('\n');
  return { subject, text, html };
}

/** One recipient's copy of a campaign mail rendered with UNSUBSCRIBE_PLACEHOLDER. */
export function renderForRecipient(template: MailContent, unsubscribeUrl: string): MailContent {
  return {
    subject: template.subject,
    html: template.html.replaceAll(UNSUBSCRIBE_PLACEHOLDER, escapeHtml(unsubscribeUrl)),
    text: template.text.replaceAll(UNSUBSCRIBE_PLACEHOLDER, unsubscribeUrl),
  };
}
