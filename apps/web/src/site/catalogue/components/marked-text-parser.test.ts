import { describe, expect, it } from 'vitest';
import { markedToPlain, parseMarked, parseMarkedLine } from './marked-text-parser';

describe('parseMarkedLine', () => {
  it('keeps plain text as one segment', () => {
    expect(parseMarkedLine('Gestão de pessoas')).toEqual([{ kind: 'text', text: 'Gestão de pessoas' }]);
  });

  it('reads **bold** and [[highlight]] between plain text', () => {
    expect(parseMarkedLine('O **WMS** reduz [[até 25%]] do tempo.')).toEqual([
      { kind: 'text', text: 'O ' },
      { kind: 'bold', text: 'WMS' },
      { kind: 'text', text: ' reduz ' },
      { kind: 'highlight', text: 'até 25%' },
      { kind: 'text', text: ' do tempo.' },
    ]);
  });

  it('turns a line break into a break segment, also inside markers', () => {
    expect(parseMarkedLine('linha 1\nlinha 2')).toEqual([
      { kind: 'text', text: 'linha 1' },
      { kind: 'break' },
      { kind: 'text', text: 'linha 2' },
    ]);
    expect(parseMarkedLine('[[a\nb]]')).toEqual([
      { kind: 'highlight', text: 'a' },
      { kind: 'break' },
      { kind: 'highlight', text: 'b' },
    ]);
  });

  it('keeps unclosed or empty markers as literal text', () => {
    expect(parseMarkedLine('2 ** 3 e [[ aberto')).toEqual([{ kind: 'text', text: '2 ** 3 e [[ aberto' }]);
    expect(parseMarkedLine('****')).toEqual([{ kind: 'text', text: '****' }]);
  });

  it('reads adjacent markers', () => {
    expect(parseMarkedLine('**a**[[b]]')).toEqual([
      { kind: 'bold', text: 'a' },
      { kind: 'highlight', text: 'b' },
    ]);
  });

  it('never produces HTML: angle brackets stay text', () => {
    expect(parseMarkedLine('<b>x</b>')).toEqual([{ kind: 'text', text: '<b>x</b>' }]);
  });
});

describe('parseMarked', () => {
  it('splits paragraphs on blank lines and drops empty ones', () => {
    const paragraphs = parseMarked('Primeiro **p**.\n\n\nSegundo\ncom quebra.\n\n   \n');
    expect(paragraphs).toHaveLength(2);
    expect(paragraphs[1]).toEqual([
      { kind: 'text', text: 'Segundo' },
      { kind: 'break' },
      { kind: 'text', text: 'com quebra.' },
    ]);
  });

  it('accepts Windows line endings', () => {
    expect(parseMarked('a\r\n\r\nb')).toHaveLength(2);
  });

  it('returns nothing for empty text', () => {
    expect(parseMarked('')).toEqual([]);
  });
});

describe('markedToPlain', () => {
  it('removes the markup', () => {
    expect(markedToPlain('**Até 30%** de [[redução]]\nno frete')).toBe('Até 30% de redução no frete');
  });
});
