import { describe, expect, it } from 'vitest';
import { campaignDone, campaignStatusLabel, isEditable, percent } from './campaigns';

describe('campaign progress', () => {
  const progress = { queued: 0, sent: 0, failed: 0, suppressed: 0, skipped: 0 };
  it('counts every finished outcome against the audience', () => {
    expect(campaignDone({ ...progress, queued: 6, sent: 2, failed: 1, suppressed: 1 }, 10)).toBe(0.4);
    expect(percent(campaignDone({ ...progress, sent: 9, skipped: 1 }, 10))).toBe('100 %');
    expect(percent(campaignDone({ ...progress, sent: 2 }, 3))).toBe('66 %');
    expect(campaignDone(progress, 0)).toBe(0);
  });
  it('lets only drafts and scheduled campaigns be edited', () => {
    expect(isEditable(null)).toBe(true);
    expect(isEditable({ status: 'scheduled' })).toBe(true);
    expect(isEditable({ status: 'sending' })).toBe(false);
    expect(isEditable({ status: 'sent' })).toBe(false);
  });
});

describe('campaignStatusLabel', () => {
  it('tells a pause for the mail server apart from one by staff', () => {
    expect(campaignStatusLabel({ status: 'paused', mail_server_retry_at: '2026-01-01T10:00:00.000Z' })).toBe(
      'Aguardando servidor',
    );
    expect(campaignStatusLabel({ status: 'paused', mail_server_retry_at: null })).toBe('Pausada');
    expect(campaignStatusLabel({ status: 'sending', mail_server_retry_at: null })).toBe('Enviando');
  });
});
