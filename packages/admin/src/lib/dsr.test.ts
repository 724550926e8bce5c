import { describe, expect, it } from 'vitest';
import type { DsrRequest } from '@vitrine/shared/lgpd';
import { actionsText, deadlineText, foundRecords, requestText } from './dsr';

const request = (over: Partial<DsrRequest> = {}): DsrRequest => ({
  id: 1,
  subject: 'a@b.test',
  status: 'open',
  opened_at: '2026-03-10T12:00:00.000Z',
  opened_by: 'admin',
  deadline_at: '2026-03-25T12:00:00.000Z',
  closed_at: null,
  actions: [],
  protocol: 'LGPD-2026-000001',
  kind: null,
  requester_name: null,
  details: null,
  ...over,
});

describe('data-subject request helpers', () => {
  it('names what a person asked for from the site, with the protocol they were given', () => {
    expect(requestText(request())).toBe('Aberta pela equipe · LGPD-2026-000001');
    expect(requestText(request({ kind: 'deletion', requester_name: 'Maria Souza', details: 'Contato antigo' }))).toBe(
      'Eliminação dos meus dados · LGPD-2026-000001 · Maria Souza: “Contato antigo”',
    );
  });

  it('shows the days left, today and overdue for open requests only', () => {
    expect(deadlineText(request(), new Date('2026-03-10T12:00:00.000Z'))).toEqual({
      text: '15 dias restantes',
      tone: 'informative',
    });
    expect(deadlineText(request(), new Date('2026-03-23T12:00:00.000Z')).tone).toBe('warning');
    expect(deadlineText(request(), new Date('2026-03-25T12:00:00.000Z')).text).toBe('Vence hoje');
    expect(deadlineText(request(), new Date('2026-03-27T12:00:00.000Z')).text).toBe('Vencida há 2 dias');
    expect(deadlineText(request({ status: 'closed' }), new Date()).text).toBe('Concluída');
  });

  it('lists what was done and every record found', () => {
    expect(actionsText(request())).toBe('—');
    expect(
      actionsText(
        request({
          actions: [
            { kind: 'search', at: '', by: 'a' },
            { kind: 'erase', at: '', by: 'a' },
          ],
        }),
      ),
    ).toBe('Consulta, Eliminação');
    // Each kind once, however often the request was read again.
    expect(
      actionsText(
        request({
          actions: [
            { kind: 'search', at: '', by: 'a' },
            { kind: 'export.csv', at: '', by: 'a' },
            { kind: 'search', at: '', by: 'a' },
            { kind: 'search', at: '', by: 'a' },
          ],
        }),
      ),
    ).toBe('Consulta, Exportação (CSV)');
    const rows = foundRecords({
      email: 'a@b.test',
      generated_at: '',
      policy_version: '1',
      contacts: [
        {
          id: 3,
          name: 'Ana',
          email: 'a@b.test',
          phone: '',
          subject: 'Oi',
          message: 'm',
          create_date: '2026-03-10T12:00:00.000Z',
          consent_version: null,
          consent_at: null,
          consent_form: null,
          consent_page: null,
          source_landing: null,
          source_referrer: null,
          source_utm_source: null,
          source_utm_medium: null,
          source_utm_campaign: null,
          source_utm_term: null,
          source_utm_content: null,
          source_page: null,
          source_campaign_id: null,
        },
      ],
      subscribers: [],
      mails: [],
      audit: [],
    });
    expect(rows).toEqual([
      {
        key: 'c3',
        kind: 'Contato',
        id: 3,
        date: '2026-03-10T12:00:00.000Z',
        summary: 'Ana — Oi · sem registro de consentimento',
      },
    ]);
  });
});
