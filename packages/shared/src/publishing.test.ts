import { describe, expect, it } from 'vitest';
import {
  formatNewsroomDateTime,
  formatNewsroomTime,
  isoToNewsroomLocal,
  newsroomLocalToIso,
  slugify,
} from './publishing';

describe('slugify', () => {
  it('makes accent-free, lower-case, hyphenated slugs', () => {
    expect(slugify('Gestão de Pessoas: o guia!')).toBe('gestao-de-pessoas-o-guia');
    expect(slugify('  Ação & Reação — 2026  ')).toBe('acao-e-reacao-2026');
    expect(slugify('ÇÃO Ü ñ')).toBe('cao-u-n');
    expect(slugify('!!!')).toBe('');
  });
  it('never answers a bare number (an id) or a blog page of its own', () => {
    expect(slugify('2026')).toBe('post-2026');
    expect(slugify('Tag')).toBe('post-tag');
    expect(slugify('Prévia')).toBe('post-previa');
  });
});

describe('São Paulo time', () => {
  it('reads a wall-clock time there as ISO with its offset, and back', () => {
    expect(newsroomLocalToIso('2026-03-16T08:00')).toBe('2026-03-16T08:00:00-03:00');
    expect(isoToNewsroomLocal('2026-03-16T11:00:00.000Z')).toBe('2026-03-16T08:00');
    expect(newsroomLocalToIso('16/03/2026 08:00')).toBeUndefined();
  });
  it('shows times there whatever the machine’s zone', () => {
    expect(formatNewsroomDateTime('2026-03-16T02:30:00.000Z')).toBe('15/03/2026 23:30');
    expect(formatNewsroomTime('2026-03-10T17:32:00.000Z')).toBe('14:32');
  });
});
