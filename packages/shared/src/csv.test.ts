import { describe, expect, it } from 'vitest';
import { CSV_BOM, toCsv } from './csv';

interface Row {
  name: string;
  count: number | null;
}
const columns = [
  { header: 'Nome', value: (r: Row) => r.name },
  { header: 'Quantidade', value: (r: Row) => r.count },
];

describe('toCsv', () => {
  it('starts with a BOM, separates with ; and ends records with CRLF', () => {
    expect(toCsv([{ name: 'Ana', count: 2 }], columns)).toBe(`${CSV_BOM}Nome;Quantidade\r\nAna;2\r\n`);
  });

  it('quotes separators, quotes and line breaks, and leaves null cells empty', () => {
    const csv = toCsv([{ name: 'Silva; "Ana"\nSP', count: null }], columns);
    expect(csv).toBe(`${CSV_BOM}Nome;Quantidade\r\n"Silva; ""Ana""\nSP";\r\n`);
  });

  it('keeps spreadsheet formulas typed by visitors from running', () => {
    const csv = toCsv([{ name: '=HYPERLINK("http://x")', count: -1 }], columns);
    expect(csv.split('\r\n')[1]).toBe(`"'=HYPERLINK(""http://x"")";-1`);
  });
});
