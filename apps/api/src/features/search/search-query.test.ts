import { describe, expect, it } from 'vitest';
import { forEachWord, leadAt, leadOfTerm, lexemeOf, typedLexemes } from './analyzer';
import { DEMO_POSTS } from '../../demo/demo-posts';
import { SEARCH_CORPUS } from '../../../test/search-corpus';
import { excerptOf } from './excerpt';
import { isEmptySearch, parseSearch, searchKey } from './search-query';

describe('analyzer', () => {
  it('folds every accent on its own before stemming, so any mix of accents is the same word', () => {
    for (const typed of ['contratação', 'contrataçao', 'contratacão', 'contratacao', 'CONTRATAÇÕES', 'contratacoes'])
      expect(lexemeOf(typed), typed).toBe('contratacao');
    expect(lexemeOf('roteirizaçao')).toBe(lexemeOf('roteirização'));
    expect(lexemeOf('separacão')).toBe(lexemeOf('separação'));
    expect(lexemeOf('frotas')).toBe(lexemeOf('frota'));
    expect(lexemeOf('armazem')).toBe(lexemeOf('armazém'));
    expect(lexemeOf('eficiente')).toBe(lexemeOf('eficiência'));
    expect(lexemeOf('de')).toBeNull();
    // "nao" is "não" without its accent, a stop word: it asks for nothing.
    expect(typedLexemes('nao')).toEqual([]);
  });

  it('keeps -ção nouns apart from the verb and the noun their stem shares', () => {
    expect(lexemeOf('contratação')).not.toBe(lexemeOf('contrato'));
    expect(lexemeOf('contratos')).toBe(lexemeOf('contrato'));
  });

  it('reads a code with a hyphen as one word, however it is spelled', () => {
    expect(lexemeOf('NF-e')).toBe(lexemeOf('nfe'));
    expect(lexemeOf('e-Social')).toBe(lexemeOf('esocial'));
    expect(lexemeOf('S-1200')).toBe(lexemeOf('s1200'));
    const words: string[] = [];
    const text = 'A NF-e, o e-Social e o S-1200 dos usuários-chave';
    forEachWord(text, (start, end) => words.push(text.slice(start, end)));
    expect(words).toEqual(['A', 'NF-e', 'o', 'e-Social', 'e', 'o', 'S-1200', 'dos', 'usuários', 'chave']);
  });

  it("keeps a word's first two letters (folded) at the start of its search term, which excerpts rely on", () => {
    // Every ending Snowball's Portuguese stemmer removes or rewrites, after the shortest beginnings.
    const endings = (
      'a e i o os as ç é ê ã õ ica icas ância ância ências ência logia logias ira iras adora adoras osa osas ista ' +
      'istas iva ivas eza ezas idade idades ante antes mente amente ável ível ico icos ismo ismos oso osos amento ' +
      'amentos imento imentos ivo ivos ação ações ução uções ador adores ada adas ida idas ia ias aria arias eria ' +
      'iria ara era ava asse esse isse aste este iste ei arei erei irei am iam ariam aram eram avam em arem assem ' +
      'ado ido ando endo indo arão erão irão ar er ir gue cie ic ad iv abil avel ivel ção ções'
    ).split(' ');
    const letters = 'abcçdeéêgiíoóuúãõrstmnlqAÉÇÃ1'.split('');
    const beginnings = [...letters, ...letters.flatMap((a) => letters.map((b) => a + b))];
    const words = [
      ...beginnings.flatMap((start) => endings.map((end) => start + end)),
      ...beginnings,
      ...[...DEMO_POSTS, ...SEARCH_CORPUS].flatMap((post) =>
        `${post.title} ${post.description} ${post.content}`.split(/[^\p{L}\p{N}]+/u),
      ),
    ];
    let checked = 0;
    for (const word of words) {
      const lead = leadAt(word, 0, word.length);
      const lexeme = lexemeOf(word.toLowerCase());
      if (lead === 0 || !lexeme) continue;
      expect(leadAt(lexeme, 0, lexeme.length), word).toBe(lead);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(50_000);
    expect(leadAt('Gestão', 0, 6)).toBe(leadOfTerm('gesta'));
    expect(leadAt('Ωmega', 0, 5)).toBe(0);
    expect(leadAt('ãamente', 0, 7)).toBe(0);
    expect(leadOfTerm('3')).toBe(0);
  });

  it('finds the very words the word pattern finds, in any script, with marks, pairs and lone surrogates', () => {
    // Hyphens join codes (tested above); here they are left out of the pieces.
    const pattern = /[\p{L}\p{N}][\p{L}\p{N}\p{M}]*/gu;
    const pieces = [
      'gestão',
      'Ação',
      ' ',
      'e\u0301',
      '\u0301x',
      '𝒜𝒷',
      '🚚',
      '\ud800',
      '\udc00a',
      '中文',
      '١٢٣',
      'ß',
      ',',
      '\n',
      'x',
    ];
    let seed = 7;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    for (let n = 0; n < 2000; n++) {
      let text = '';
      for (let k = Math.floor(random() * 12); k > 0; k--) text += pieces[Math.floor(random() * pieces.length)];
      const found: Array<[number, number]> = [];
      forEachWord(text, (start, end) => found.push([start, end]));
      expect(found, JSON.stringify(text)).toEqual(
        [...text.matchAll(pattern)].map((m) => [m.index, m.index + m[0].length]),
      );
    }
  });
});

describe('parseSearch', () => {
  it('builds words, phrases and exclusions', () => {
    const query = parseSearch('frotas "gestão de pessoas" -erp');
    expect(query.required).toEqual([
      { kind: 'word', lexemes: ['frot'], word: 'frotas', prefix: false },
      {
        kind: 'phrase',
        words: [
          { lexemes: ['gesta'], offset: 0 },
          { lexemes: ['pesso'], offset: 2 },
        ],
      },
    ]);
    expect(query.excluded).toEqual([{ kind: 'word', lexemes: ['erp'], word: 'erp', prefix: false }]);
  });

  it('asks for the same term whatever accents were typed', () => {
    const lexemes = (typed: string) => parseSearch(typed).required.map((part) => part.kind === 'word' && part.lexemes);
    expect(lexemes('contrataçao')).toEqual(lexemes('contratações'));
    expect(searchKey(parseSearch('Gestão'))).toBe(searchKey(parseSearch('gestao ')));
  });

  it('matches the unfinished last word as a prefix while typing', () => {
    // The in-memory index matches the word typed so far against whole words, folded.
    expect(parseSearch('Recrutamén', { typing: true }).required[0]).toMatchObject({ word: 'recrutamen', prefix: true });
    expect(
      parseSearch('gestão roteiriz', { typing: true }).required.map((part) => part.kind === 'word' && part.prefix),
    ).toEqual([false, true]);
    // A finished word (a space after it) is a word.
    expect(parseSearch('roteiriz ', { typing: true }).required[0]).toMatchObject({ word: 'roteiriz', prefix: false });
  });

  it('turns operators, quotes and control characters into words or nothing', () => {
    // "NEAR(frota" is two words joined by punctuation: a phrase of plain words.
    expect(parseSearch('NEAR(frota "entregas').required).toEqual([
      {
        kind: 'phrase',
        words: [
          { lexemes: ['near'], offset: 0 },
          { lexemes: ['frot'], offset: 1 },
        ],
      },
      { kind: 'word', lexemes: ['entreg'], word: 'entregas', prefix: false },
    ]);
    expect(parseSearch('frota\u0000*OR*').required.map((part) => part.kind === 'word' && part.word)).toEqual([
      'frota',
      'or',
    ]);
    expect(isEmptySearch(parseSearch('" * ( - de'))).toBe(true);
    // A quote inside a word separates it ("o" is then a stop word); a backslash is nothing.
    expect(parseSearch("o'brien \\").required).toEqual([
      { kind: 'word', lexemes: ['brien'], word: 'brien', prefix: false },
    ]);
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
