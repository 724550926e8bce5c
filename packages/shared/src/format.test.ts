import { describe, expect, it } from 'vitest';
import {
  estimateReadingTime,
  formatDate,
  formatDateTime,
  formatPhone,
  formatReadingTime,
  normalizeForSearch,
  phoneDigits,
  searchFromUrl,
  searchToUrl,
  truncateDescription,
} from './format';

describe('phone mask', () => {
  it('keeps digits only, at most 11', () => {
    expect(phoneDigits('(47) 3221-1984 ramal 9')).toBe('4732211984' + '9');
    expect(phoneDigits('123456789012345')).toBe('12345678901');
  });
  it('formats up to 10 digits as (DD) XXXX-XXXX and 11 as (DD) XXXXX-XXXX', () => {
    expect(formatPhone('4')).toBe('(4');
    expect(formatPhone('47')).toBe('(47');
    expect(formatPhone('473')).toBe('(47) 3');
    expect(formatPhone('473221')).toBe('(47) 3221');
    expect(formatPhone('4732211')).toBe('(47) 3221-1');
    expect(formatPhone('4732211984')).toBe('(47) 3221-1984');
    expect(formatPhone('47991234567')).toBe('(47) 99123-4567');
    expect(formatPhone('47 99123 45678')).toBe('(47) 99123-4567');
    expect(formatPhone('abc')).toBe('');
  });
});

describe('dates', () => {
  it('formats dd/mm/yyyy and dd/mm/yyyy hh:mm in Brasília time, whatever the machine zone', () => {
    const date = new Date('2025-04-30T12:05:00Z');
    expect(formatDate(date)).toBe('30/04/2025');
    expect(formatDateTime(date)).toBe('30/04/2025 09:05');
    // 01:30 UTC is still the evening before in Brazil: server and browser write the same day.
    expect(formatDate('2026-11-26T01:30:00Z')).toBe('25/11/2026');
    expect(formatDateTime('2026-11-26T01:30:00Z')).toBe('25/11/2026 22:30');
  });
  it("answers 'Data inválida' for what is not a date", () => {
    expect(formatDate('ontem')).toBe('Data inválida');
    expect(formatDate(undefined)).toBe('Data inválida');
    expect(formatDateTime('')).toBe('Data inválida');
  });
});

describe('search', () => {
  it('ignores case and accents', () => {
    expect(normalizeForSearch('Gestão de Ação ÉTICA')).toBe('gestao de acao etica');
  });
  it('writes spaces as underscores in the URL and back', () => {
    expect(searchToUrl('  gestão de  pessoas ')).toBe('gestão_de_pessoas');
    expect(searchFromUrl('gestão_de_pessoas')).toBe('gestão de pessoas');
    expect(searchToUrl('   ')).toBe('');
    expect(searchFromUrl(null)).toBe('');
  });
});

describe('module description truncation', () => {
  it('keeps descriptions of up to 180 characters whole', () => {
    const text = 'a'.repeat(180);
    expect(truncateDescription(text)).toBe(text);
  });
  it('cuts longer ones at the last word boundary within 160 characters', () => {
    const words = 'Gestão completa da folha de pagamento com cálculos automáticos, ';
    const text = words.repeat(5);
    const cut = truncateDescription(text);
    expect(cut.endsWith('...')).toBe(true);
    const body = cut.slice(0, -3);
    expect(body.length).toBeLessThanOrEqual(160);
    expect(text.startsWith(body)).toBe(true);
    expect(text[body.length]).toMatch(/[\s,]/);
  });
});

describe('reading time label', () => {
  it('says minutes of reading, rounded, never below 1', () => {
    expect(formatReadingTime('04:20')).toBe('4 min de leitura');
    expect(formatReadingTime('04:30')).toBe('5 min de leitura');
    expect(formatReadingTime('00:20')).toBe('1 min de leitura');
    expect(formatReadingTime('12:00')).toBe('12 min de leitura');
  });
  it('labels a value that is not MM:SS instead of hiding it', () => {
    expect(formatReadingTime('meia hora')).toBe('Leitura: meia hora');
  });
});

describe('estimateReadingTime', () => {
  it('counts the words of the text, not of the markup, at 200 a minute, in whole minutes', () => {
    const words = (n: number) => Array.from({ length: n }, (_, i) => `palavra${i}`).join(' ');
    expect(estimateReadingTime(`<p class="x">${words(200)}</p>`)).toBe('01:00');
    expect(estimateReadingTime(`<h2>${words(100)}</h2><ul><li>${words(1100)}</li></ul>`)).toBe('06:00');
    expect(estimateReadingTime(`<p>${words(1350)}</p>`)).toBe('07:00');
  });
  it('is at least 1 minute and at most 59 (the field allows MM:SS up to 59:59)', () => {
    expect(estimateReadingTime('')).toBe('01:00');
    expect(estimateReadingTime('<img src="/images/2"><p>&nbsp;</p>')).toBe('01:00');
    expect(estimateReadingTime(`<p>${'a '.repeat(20_000)}</p>`)).toBe('59:00');
  });
});
