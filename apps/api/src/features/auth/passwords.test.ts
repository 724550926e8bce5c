import { describe, expect, it } from 'vitest';
import { PASSWORD_ALPHABET, generatePassword } from './passwords';

describe('generatePassword', () => {
  it('gives 16 characters from the alphabet without look-alikes', () => {
    const password = generatePassword();
    expect(password).toHaveLength(16);
    expect([...password].every((c) => PASSWORD_ALPHABET.includes(c))).toBe(true);
    expect(password).not.toMatch(/[0O1lI]/);
  });

  it('draws every character of the alphabet about equally often', () => {
    const counts = new Map<string, number>();
    for (const c of generatePassword(57 * 400)) counts.set(c, (counts.get(c) ?? 0) + 1);
    expect(counts.size).toBe(PASSWORD_ALPHABET.length);
    // 400 expected per character; a modulo-biased draw gives the first 28 letters ~5/4 of that.
    for (const n of counts.values()) expect(n).toBeLessThan(480);
  });
});
