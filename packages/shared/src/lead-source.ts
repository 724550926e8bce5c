/**
 * Where a lead came from (docs/WEBHOOKS.md, "Lead attribution"). The site collects it in the
 * tab's sessionStorage only (no cookie, no identifier) and sends it with a contact or a
 * subscription; the server keeps only what passes these checks. A malformed part is dropped,
 * never the lead: attribution must not cost a contact.
 */
export interface LeadSource {
  /** Path of the first page of the visit (no query). */
  landing: string | null;
  /** Host of the referring site, when it was another site. */
  referrer: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_term: string | null;
  utm_content: string | null;
  /** Path of the page the form was sent from. */
  page: string | null;
}

export const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
export type UtmKey = (typeof UTM_KEYS)[number];

/** What Vitrine writes into the links of its own newsletter campaigns (to its own addresses only). */
export const CAMPAIGN_UTM = { source: 'newsletter', medium: 'email', campaignPrefix: 'campanha-' } as const;

export const emptyLeadSource = (): LeadSource => ({
  landing: null,
  referrer: null,
  utm_source: null,
  utm_medium: null,
  utm_campaign: null,
  utm_term: null,
  utm_content: null,
  page: null,
});

const cleanPath = (value: unknown): string | null => {
  if (typeof value !== 'string') return null;
  const path = value.trim();
  if (!path.startsWith('/') || path.startsWith('//') || path.length > 300) return null;
  // eslint-disable-next-line no-control-regex
  return /^[^\s\u0000-\u001f\u007f?#]+$/.test(path) ? path : null;
};

const cleanHost = (value: unknown): string | null => {
  if (typeof value !== 'string') return null;
  const host = value.trim().toLowerCase();
  return host.length <= 255 && /^[a-z0-9.-]+(:\d{1,5})?$/.test(host) ? host : null;
};

const cleanTag = (value: unknown): string | null => {
  if (typeof value !== 'string') return null;
  const tag = value.trim().slice(0, 100);
  // eslint-disable-next-line no-control-regex
  return tag && !/[\u0000-\u001f\u007f]/.test(tag) ? tag : null;
};

/** The parts of an untrusted value that are a lead source; everything else is null. */
export function parseLeadSource(value: unknown): LeadSource {
  const source = emptyLeadSource();
  if (!value || typeof value !== 'object') return source;
  const input = value as Record<string, unknown>;
  source.landing = cleanPath(input.landing);
  source.referrer = cleanHost(input.referrer);
  source.page = cleanPath(input.page);
  for (const key of UTM_KEYS) source[key] = cleanTag(input[key]);
  return source;
}

/** The campaign id a source names when its tags are the ones Vitrine writes into campaign mail. */
export function ownCampaignId(source: LeadSource): number | null {
  if (source.utm_source !== CAMPAIGN_UTM.source || source.utm_medium !== CAMPAIGN_UTM.medium) return null;
  const match = /^campanha-(\d{1,9})$/.exec(source.utm_campaign ?? '');
  return match ? Number(match[1]) : null;
}

/**
 * One label per lead for the dashboard's "leads por origem": the UTM source when tagged, else
 * the referring host, else "direto".
 */
export function sourceLabel(source: Pick<LeadSource, 'utm_source' | 'utm_medium' | 'referrer'>): string {
  if (source.utm_source) return source.utm_medium ? `${source.utm_source} / ${source.utm_medium}` : source.utm_source;
  return source.referrer ?? 'direto';
}

/** One line for a person: "google / cpc · entrada /blog/x · campanha 3" ("Direto" when nothing is known). */
export function describeLeadSource(source: LeadSource & { campaign_id?: number | null }): string {
  const parts: string[] = [];
  const origin = sourceLabel(source);
  parts.push(origin === 'direto' ? 'Direto' : origin);
  if (source.utm_campaign) parts.push(`campanha ${source.utm_campaign}`);
  if (source.landing) parts.push(`entrada ${source.landing}`);
  return parts.join(' · ');
}
