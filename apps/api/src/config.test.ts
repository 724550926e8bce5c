import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: '127.0.0.1',
      DATABASE_URL: './data/vitrine.db',
      SEED_DEMO: true,
      PUBLIC_URL: 'http://localhost:3000',
      PLATFORM_ORIGIN: 'https://platform.senior.com.br',
      PLATFORM_TENANT: 'alvorada',
      CORS_ORIGINS: [],
      dataDir: './data',
    });
  });

  it('keeps the data folder beside the database file', () => {
    expect(loadConfig({ DATABASE_URL: '/var/lib/vitrine/site.db' }).dataDir).toBe('/var/lib/vitrine');
    expect(loadConfig({ DATABASE_URL: 'site.db' }).dataDir).toBe('.');
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PORT', '-1'],
    ['DATABASE_URL', 'mysql://localhost/site'],
    ['DATABASE_URL', './data/'],
    ['SEED_DEMO', 'talvez'],
    ['PUBLIC_URL', 'localhost:3000'],
    ['PLATFORM_ORIGIN', 'ftp://platform'],
    ['SMTP_URL', 'http://mail'],
    ['JWT_SECRET', 'curto'],
    ['CORS_ORIGINS', 'https://ok.example.com, nao-e-url'],
  ])('stops on a bad %s (%s) with a message naming the variable', (variable, value) => {
    let error: unknown;
    try {
      loadConfig({ [variable]: value });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).variable).toBe(variable);
    expect((error as Error).message).toMatch(new RegExp(`^Invalid configuration: ${variable}=`));
  });

  it('parses lists and booleans', () => {
    const config = loadConfig({ CORS_ORIGINS: 'https://a.example.com/, https://b.example.com', SEED_DEMO: 'false' });
    expect(config.CORS_ORIGINS).toEqual(['https://a.example.com', 'https://b.example.com']);
    expect(config.SEED_DEMO).toBe(false);
  });

  it.each([
    ['JWT_SECRET', 'segredo-curto-demais', 'segredo-curto-demais'],
    ['ADMIN_PASSWORD', 'Ab1-xyz', 'Ab1-xyz'],
    ['SMTP_URL', 'http://mailer:SenhaSmtp123@mail.example.com', 'SenhaSmtp123'],
    ['DATABASE_URL', 'postgres://vitrine:SenhaBanco987@db.example.com:99999/vitrine', 'SenhaBanco987'],
    ['DATABASE_URL', 'mysql://vitrine:SenhaBanco987@db.example.com/vitrine', 'SenhaBanco987'],
    ['METRICS_TOKEN', 'token-curto', 'token-curto'],
    // A password holding '@': the part after it is the password too, not the host.
    ['SMTP_URL', 'http://mailer:Senha@Smtp123@mail.example.com', 'Smtp123'],
    ['DATABASE_URL', 'postgres://vitrine:Senha@Banco987@db.example.com:99999/vitrine', 'Banco987'],
    ['DATABASE_URL', 'postgres://vitrine:a/b@Banco987@db.example.com:99999/vitrine', 'Banco987'],
  ])('never prints the secret in a bad %s', (variable, value, secret) => {
    let error: unknown;
    try {
      loadConfig({ [variable]: value });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).variable).toBe(variable);
    expect((error as Error).message).toMatch(new RegExp(`^Invalid configuration: ${variable}=`));
    expect((error as Error).message).not.toContain(secret);
  });

  it('names DATABASE_URL for a PostgreSQL URL with a bad port, instead of a bare "Invalid URL"', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://vitrine:x@db.example.com:70000/vitrine' })).toThrow(
      /^Invalid configuration: DATABASE_URL="postgres:\/\/vitrine:\*\*\*@db\.example\.com:70000\/vitrine": use a valid postgres:\/\/ URL/,
    );
  });
});
