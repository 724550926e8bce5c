import { PRIVACY_POLICY_VERSION, parseConsentPage, type ConsentForm } from '@vitrine/shared/lgpd';

export interface ConsentRecord {
  consent_version: string;
  consent_at: string;
  consent_form: ConsentForm;
  consent_page: string | null;
}

/**
 * The consent columns stored with a contact or a subscription. The server stamps the policy
 * version it publishes and its own clock; the form is the endpoint that was called. From the
 * client only the page path is taken, and only as a label: a forged path changes nothing but
 * that label, while a forged version or time would falsify the record, so those are never read.
 */
export function consentRecord(form: ConsentForm, body: unknown, now: Date): ConsentRecord {
  const page = body && typeof body === 'object' ? (body as Record<string, unknown>).consent_page : undefined;
  return {
    consent_version: PRIVACY_POLICY_VERSION,
    consent_at: now.toISOString(),
    consent_form: form,
    consent_page: parseConsentPage(page),
  };
}
