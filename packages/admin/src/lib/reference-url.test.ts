import { describe, expect, it } from 'vitest';
import { normalizeReferenceUrl } from './reference-url';

describe('reference URL', () => {
  it('prefixes https:// when missing', () => {
    expect(normalizeReferenceUrl('www.gov.br/lgpd')).toBe('https://www.gov.br/lgpd');
    expect(normalizeReferenceUrl('  exemplo.com.br/artigo?x=1 ')).toBe('https://exemplo.com.br/artigo?x=1');
    expect(normalizeReferenceUrl('//cdn.exemplo.com/a')).toBe('https://cdn.exemplo.com/a');
  });
  it('keeps http:// and https:// as typed', () => {
    expect(normalizeReferenceUrl('https://exemplo.com')).toBe('https://exemplo.com');
    expect(normalizeReferenceUrl('http://exemplo.com/x')).toBe('http://exemplo.com/x');
    expect(normalizeReferenceUrl('HTTPS://Exemplo.com')).toBe('HTTPS://Exemplo.com');
  });
  it('refuses empty text, other schemes and things that are no address', () => {
    expect(normalizeReferenceUrl('   ')).toBeNull();
    expect(normalizeReferenceUrl('javascript:alert(1)')).toBeNull();
    expect(normalizeReferenceUrl('mailto:ana@exemplo.com')).toBeNull();
    expect(normalizeReferenceUrl('não é url')).toBeNull();
    expect(normalizeReferenceUrl('palavra')).toBeNull();
  });
});
