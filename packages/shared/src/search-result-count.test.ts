import { describe, expect, it } from 'vitest';
import { SEARCH_COUNT_CAP } from './constants';
import { messages } from './messages';

describe('the line above a search’s results', () => {
  const line = messages.blog.resultCount;

  it('says the exact count, in the singular or plural, or that nothing was found', () => {
    expect(line(1, 'frota')).toBe('1 resultado para “frota”');
    expect(line(7, 'frota')).toBe('7 resultados para “frota”');
    expect(line(SEARCH_COUNT_CAP, 'gestão')).toBe('1000 resultados para “gestão”');
    expect(line(0, 'xyz')).toBe('Sem resultados para “xyz”');
  });

  it('says "mais de 1.000 resultados" instead of a number when the count stopped at the cap', () => {
    expect(SEARCH_COUNT_CAP).toBe(1000);
    expect(line(SEARCH_COUNT_CAP, 'gestão', true)).toBe('mais de 1.000 resultados para “gestão”');
  });
});
