import { describe, expect, it } from 'vitest';
import { lexemeOf, typedLexemes } from './analyzer';
import { excerptOf } from './excerpt';
import { isEmptySearch, parseSearch, toFts5Match, toTsquery } from './search-query';

describe('analyzer', () => {
  it('stems Portuguese words and folds accents after stemming', () => {
    expect(lexemeOf('contratações')).toBe('contrat');
    expect(lexemeOf('contratação')).toBe('contrat');
    expect(lexemeOf('frotas')).toBe(lexemeOf('frota'));
    expect(lexemeOf('gestão')).toBe('gesta');
    expect(lexemeOf('de')).toBeNull();
  });

  it('reads a word typed without accents as the accented endings it may stand for', () => {
    expect(typedLexemes('contratacao')).toContain('contrat');
    expect(typedLexemes('Armazem')).toContain(lexemeOf('armazém'));
    expect(typedLexemes('tributaria')).toContain(lexemeOf('tributária'));
    // "nao" may be "não", a stop word: it asks for nothing.
    expect(typedLexemes('nao')).toEqual([]);
  });
});

describe('parseSearch and the engines’ query texts', () => {
  it('builds words, phrases and exclusions', () => {
    const query = parseSearch('frotas "gestão de pessoas" -erp');
    expect(toFts5Match(query)).toBe('("frot" AND "gesta pesso") NOT "erp"');
    expect(toTsquery(query)).toBe("'frot' & ('gesta' <2> 'pesso') & !'erp'");
  });

  it('offers the forms of a word typed without accents as alternatives', () => {
    expect(toFts5Match(parseSearch('contratacao'))).toBe('("contrataca" OR "contrat")');
  });

  it('matches the unfinished last word as a prefix while typing', () => {
    // A long unfinished word also asks for its first letters: its stem may run past the whole word's.
    expect(toFts5Match(parseSearch('gestão roteiriz', { typing: true }))).toBe('"gesta" AND ("roteiriz"* OR "rotei"*)');
    expect(toTsquery(parseSearch('frot', { typing: true }))).toBe("'frot':*");
    // A finished word (a space after it) is a word.
    expect(toFts5Match(parseSearch('roteiriz ', { typing: true }))).toBe('"roteiriz"');
  });

  it('turns operators, quotes and control characters into words or nothing', () => {
    // "NEAR(frota" is two words joined by punctuation: a phrase of plain words.
    expect(toFts5Match(parseSearch('NEAR(frota "entregas'))).toBe('"near frot" AND "entreg"');
    expect(toFts5Match(parseSearch('frota\u0000*OR*'))).toBe('"frot" AND "or"');
    expect(isEmptySearch(parseSearch('" * ( - de'))).toBe(true);
    // A quote inside a word separates it ("o" is then a stop word); a backslash is nothing.
    expect(toTsquery(parseSearch("o'brien \\"))).toBe("'brien'");
  });

  it('reads at most 200 characters and 10 parts', () => {
    const query = parseSearch(Array.from({ length: 50 }, (_, i) => `palavra${i}`).join(' '));
    expect(query.required).toHaveLength(10);
  });
});

describe('excerptOf', () => {
  it('cuts a passage around the densest cluster of matches, whole words, with its marks', () => {
    const text = `${'Outro assunto sem relação. '.repeat(10)}A frota própria e a frota terceirizada. ${'Fim. '.repeat(40)}`;
    const excerpt = excerptOf(text, parseSearch('frota'))!;
    expect(excerpt.text.startsWith('… ')).toBe(true);
    expect(excerpt.text.endsWith(' …')).toBe(true);
    expect(excerpt.marks.map(([s, e]) => excerpt.text.slice(s, e))).toEqual(['frota', 'frota']);
    expect(excerptOf(text, parseSearch('inexistente'))).toBeUndefined();
  });
});
