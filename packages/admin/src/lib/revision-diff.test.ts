import { describe, expect, it } from 'vitest';
import { htmlToText, textDiff } from './revision-diff';

describe('revision diff', () => {
  it('reads post HTML as text, a block per line', () => {
    expect(htmlToText('<h2>Título</h2><p>Um &amp; dois</p><ul><li>três</li></ul>')).toBe('Título\nUm & dois\ntrês');
  });

  it('marks the words a restore would remove and add', () => {
    expect(textDiff('O prazo é curto', 'O prazo é longo')).toEqual([
      { kind: 'same', text: 'O prazo é ' },
      { kind: 'removed', text: 'curto' },
      { kind: 'added', text: 'longo' },
    ]);
  });
});
