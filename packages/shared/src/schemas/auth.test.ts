import { describe, expect, it } from 'vitest';
import { auditQuerySchema, parseSecondFactorCode } from './auth';
import { validate } from './common';

describe('parseSecondFactorCode', () => {
  it('reads six digits as an authenticator code, spaces allowed', () => {
    expect(parseSecondFactorCode('123 456')).toEqual({ kind: 'totp', code: '123456' });
  });
  it('reads ten letters and digits as a recovery code, ignoring case and dashes', () => {
    expect(parseSecondFactorCode('AbCde-23456')).toEqual({ kind: 'recovery', code: 'abcde23456' });
  });
  it('refuses anything else', () => {
    expect(parseSecondFactorCode('12345')).toBeNull();
    expect(parseSecondFactorCode('abc')).toBeNull();
    expect(parseSecondFactorCode('')).toBeNull();
  });
});

describe('auditQuerySchema', () => {
  it('accepts instants in order and refuses them reversed or malformed', () => {
    expect(validate(auditQuerySchema, { de: '2026-01-01T03:00:00.000Z', ate: '2026-02-01T03:00:00.000Z' }).ok).toBe(
      true,
    );
    expect(
      validate(auditQuerySchema, { de: '2026-02-01T03:00:00.000Z', ate: '2026-01-01T03:00:00.000Z' }),
    ).toMatchObject({ ok: false });
    expect(validate(auditQuerySchema, { de: '01/02/2026' })).toMatchObject({ ok: false });
  });
});
