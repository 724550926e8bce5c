import { describe, expect, it } from 'vitest';
import { parseSecondFactorCode } from '@vitrine/shared/schemas';
import { decryptSecret, encryptSecret, generateRecoveryCode, hashRecoveryCode } from './totp-crypto';

const SECRET = 'a-jwt-secret-that-is-long-enough-0123456789';

describe('TOTP secret encryption', () => {
  it('round-trips, with a fresh nonce each time', () => {
    const a = encryptSecret('JBSWY3DPEHPK3PXP', SECRET);
    expect(a).not.toContain('JBSWY3DPEHPK3PXP');
    expect(encryptSecret('JBSWY3DPEHPK3PXP', SECRET)).not.toBe(a);
    expect(decryptSecret(a, SECRET)).toBe('JBSWY3DPEHPK3PXP');
  });
  it('cannot be read with another JWT secret or after tampering', () => {
    const stored = encryptSecret('JBSWY3DPEHPK3PXP', SECRET);
    expect(decryptSecret(stored, `${SECRET}x`)).toBeNull();
    expect(decryptSecret(`${stored.slice(0, -4)}AAAA`, SECRET)).toBeNull();
    expect(decryptSecret('garbage', SECRET)).toBeNull();
  });
});

describe('recovery codes', () => {
  it('look like abcde-fghij, parse as recovery codes and hash the same however typed', () => {
    const code = generateRecoveryCode();
    expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const parsed = parseSecondFactorCode(code.toUpperCase().replace('-', ' '))!;
    expect(parsed.kind).toBe('recovery');
    expect(hashRecoveryCode(parsed.code, SECRET)).toBe(hashRecoveryCode(code.replace('-', ''), SECRET));
  });
});
