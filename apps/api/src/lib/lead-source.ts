import type { LeadSourceRecord } from '@vitrine/shared/schemas';
import { ownCampaignId, parseLeadSource } from '@vitrine/shared/lead-source';

/** The lead-source columns a contact and a subscription share (migration 0023). */
export interface LeadSourceColumns {
  source_landing: string | null;
  source_referrer: string | null;
  source_utm_source: string | null;
  source_utm_medium: string | null;
  source_utm_campaign: string | null;
  source_utm_term: string | null;
  source_utm_content: string | null;
  source_page: string | null;
  source_campaign_id: number | null;
}

/**
 * The columns for a request body's `source` (what the site kept in the tab's sessionStorage).
 * Only a label: a forged source changes nothing but how the lead is counted. The form's own
 * page falls back to the consent page the site already sends.
 */
export function leadSourceColumns(body: unknown, formPage: string | null): LeadSourceColumns {
  const raw = body && typeof body === 'object' ? (body as Record<string, unknown>).source : undefined;
  const source = parseLeadSource(raw);
  return {
    source_landing: source.landing,
    source_referrer: source.referrer,
    source_utm_source: source.utm_source,
    source_utm_medium: source.utm_medium,
    source_utm_campaign: source.utm_campaign,
    source_utm_term: source.utm_term,
    source_utm_content: source.utm_content,
    source_page: source.page ?? formPage,
    source_campaign_id: ownCampaignId(source),
  };
}

export function leadSourceRecord(row: LeadSourceColumns): LeadSourceRecord {
  return {
    landing: row.source_landing,
    referrer: row.source_referrer,
    utm_source: row.source_utm_source,
    utm_medium: row.source_utm_medium,
    utm_campaign: row.source_utm_campaign,
    utm_term: row.source_utm_term,
    utm_content: row.source_utm_content,
    page: row.source_page,
    campaign_id: row.source_campaign_id,
  };
}
