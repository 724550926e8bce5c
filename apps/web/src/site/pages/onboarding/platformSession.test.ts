import { describe, expect, it } from 'vitest';
import { firstName, isCompanyTenant, isPlatformOrigin, readPlatformMessage } from './platformSession';

describe('readPlatformMessage', () => {
  it('reads the session the platform sends', () => {
    const session = readPlatformMessage({
      servicesUrl: 'https://platform.example/services',
      token: { tenantName: 'alvorada', fullName: 'Ana Souza', email: 'ana@alvorada.test', access_token: 'secret' },
    });
    expect(session).toEqual({
      servicesUrl: 'https://platform.example/services',
      fullName: 'Ana Souza',
      tenantName: 'alvorada',
      email: 'ana@alvorada.test',
      locale: '',
    });
    expect(JSON.stringify(session)).not.toContain('secret');
  });

  it('ignores anything that is not a session', () => {
    expect(readPlatformMessage(null)).toBeNull();
    expect(readPlatformMessage('hello')).toBeNull();
    expect(readPlatformMessage({ servicesUrl: 'x' })).toBeNull();
  });
  it('reads a session without a tenant as an unknown tenant (restricted, not ignored)', () => {
    expect(readPlatformMessage({ token: { fullName: 'Ana' } })?.tenantName).toBe('');
    expect(readPlatformMessage({ token: { tenantName: '  ' } })?.tenantName).toBe('');
    expect(isCompanyTenant('', 'alvorada')).toBe(false);
  });
});

describe('origins and tenants', () => {
  it('accepts only the configured origin', () => {
    expect(isPlatformOrigin('https://platform.senior.com.br', 'https://platform.senior.com.br/')).toBe(true);
    expect(isPlatformOrigin('https://evil.example', 'https://platform.senior.com.br')).toBe(false);
    expect(isPlatformOrigin('', '')).toBe(false);
  });

  it('compares tenant names without case', () => {
    expect(isCompanyTenant('ALVORADA', 'alvorada')).toBe(true);
    expect(isCompanyTenant('outra', 'alvorada')).toBe(false);
  });

  it('greets by first name', () => {
    expect(firstName('  Ana   Souza ')).toBe('Ana');
    expect(firstName('')).toBe('');
  });
});
