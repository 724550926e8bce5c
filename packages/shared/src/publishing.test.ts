import { describe, expect, it } from 'vitest';
import {
  formatNewsroomDateTime,
  formatNewsroomDateTimeSeconds,
  revisionHeadline,
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
  it('shows times to the second, so two versions of one minute read apart', () => {
    expect(formatNewsroomDateTimeSeconds('2026-03-16T02:30:07.000Z')).toBe('15/03/2026 23:30:07');
  });
});

describe('revision headlines', () => {
  it('say what each kept version was', () => {
    expect(revisionHeadline({ kind: 'published', kind_at: null })).toBe('Publicado');
    expect(revisionHeadline({ kind: 'edited', kind_at: null })).toBe('Editado');
    expect(revisionHeadline({ kind: 'scheduled', kind_at: '2026-12-05T12:00:00.000Z' })).toBe(
      'Agendado para 05/12/2026 09:00',
    );
    expect(revisionHeadline({ kind: 'restored', kind_at: '2026-12-01T17:03:00.000Z' })).toBe(
      'Restaurado da versão de 01/12/2026 14:03',
    );
    expect(revisionHeadline({ kind: 'original', kind_at: null })).toBe('Versão original (antes da primeira edição)');
  });
});
