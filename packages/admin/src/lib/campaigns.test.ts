import { describe, expect, it } from 'vitest';
import { campaignDone, isEditable, percent } from './campaigns';

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
