import { describe, expect, it } from 'vitest';
import { CSV_BOM } from '@vitrine/shared/csv';
import { CONTACT_CSV_COLUMNS, SUBSCRIBER_CSV_COLUMNS, csvFile } from './exports';

describe('grid CSV exports', () => {
  it('builds the contacts file with pt-BR headers, formatted phone and a neutralised formula', () => {
    const file = csvFile(
      'contatos',
      [
        {
          id: 7,
          read: false,
          name: '=HYPERLINK("x")',
          email: 'ana@cliente.test',
          phone: '47999991234',
          subject: 'Orçamento; urgente',
          message: 'Linha 1\nLinha 2',
          create_date: '2026-03-10T12:00:00.000Z',
          source: {
            landing: '/blog/erp-na-nuvem',
            referrer: 'www.google.com',
            utm_source: 'google',
            utm_medium: 'cpc',
            utm_campaign: 'erp-2026',
            utm_term: null,
            utm_content: null,
            page: '/contato',
            campaign_id: null,
          },
          erased: null,
        },
      ],
      CONTACT_CSV_COLUMNS,
      new Date('2026-03-10T12:00:00.000Z'),
    );
    expect(file.fileName).toBe('contatos-2026-03-10.csv');
    expect(file.mime).toBe('text/csv; charset=utf-8');
    const [header, row] = file.content.slice(CSV_BOM.length).split('\r\n');
    expect(header).toBe(
      'ID;Nome;E-mail;Telefone;Assunto;Mensagem;Data;Lido;Origem;Página de entrada;Site de referência;utm_source;utm_medium;utm_campaign;utm_term;utm_content;Página do formulário;Campanha da newsletter',
    );
    expect(row).toContain(
      ';google / cpc · campanha erp-2026 · entrada /blog/erp-na-nuvem;/blog/erp-na-nuvem;www.google.com;google;cpc;erp-2026;;;/contato;',
    );
    expect(row).toContain(`7;"'=HYPERLINK(""x"")";ana@cliente.test;(47) 99999-1234;"Orçamento; urgente";"Linha 1`);
  });

  it('builds the subscribers file', () => {
    const file = csvFile(
      'assinantes',
      [
        {
          id: 1,
          ativo: false,
          email: 'b@c.test',
          create_date: '2026-01-01T00:00:00.000Z',
          motivo_cancelamento: 'Não informado',
          data_cancelamento: null,
          suprimido_em: null,
          motivo_supressao: null,
          confirmado: true,
          source: {
            landing: null,
            referrer: null,
            utm_source: null,
            utm_medium: null,
            utm_campaign: null,
            utm_term: null,
            utm_content: null,
            page: null,
            campaign_id: null,
          },
        },
      ],
      SUBSCRIBER_CSV_COLUMNS,
    );
    const lines = file.content.slice(CSV_BOM.length).split('\r\n');
    expect(lines[0]).toBe(
      'ID;E-mail;Ativo;Inscrição;Motivo do cancelamento;Cancelamento;Origem;Página de entrada;Site de referência;utm_source;utm_medium;utm_campaign;utm_term;utm_content;Página do formulário;Campanha da newsletter',
    );
    expect(lines[1]).toMatch(/^1;b@c\.test;Não;\d{2}\/\d{2}\/\d{4} \d{2}:\d{2};Não informado;;Direto;;;;;;;;;$/);
  });
});
