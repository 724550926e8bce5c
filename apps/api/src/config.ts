import { z } from 'zod';
import { brand } from '@vitrine/shared/brand';
import { RETENTION_DEFAULTS } from '@vitrine/shared/lgpd';

/**
 * The only reader of process.env. Every setting is parsed here; a bad value stops the
 * process with one line that names the variable (see ConfigError and main.ts).
 */
const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'use true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const url = (protocols: string[]) =>
  z.string().refine(
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    `use a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`,
  );

/** A retention period in whole days (LGPD: keep personal data no longer than needed). */
const retentionDays = (fallback: number) =>
  z.coerce
    .number({ error: 'use a whole number of days from 1 to 36500' })
    .int('use a whole number of days from 1 to 36500')
    .min(1, 'use a whole number of days from 1 to 36500')
    .max(36500, 'use a whole number of days from 1 to 36500')
    .default(fallback);

const origin = url(['http:', 'https:']).transform((v) => new URL(v).origin);

const envSchema = z.object({
  PORT: z.coerce
    .number({ error: 'use a whole number from 0 to 65535' })
    .int('use a whole number from 0 to 65535')
    .min(0, 'use a whole number from 0 to 65535')
    .max(65535, 'use a whole number from 0 to 65535')
    .default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    .min(1, 'use a file path, or a postgres:// URL')
    .refine((v) => !/^[a-z][a-z0-9+.-]*:\/\//i.test(v) || /^postgres(ql)?:\/\//i.test(v), {
      message: 'use a SQLite file path, or a postgres:// URL',
    })
    .refine((v) => !v.endsWith('/'), 'use a file path, not a folder')
    // Checked here, so a bad port names DATABASE_URL instead of a bare "Invalid URL" later.
    .refine((v) => !/^postgres(ql)?:\/\//i.test(v) || URL.canParse(v), {
      message: 'use a valid postgres:// URL (user:password@host:port/database, port 1 to 65535)',
    })
    .default('./data/vitrine.db'),
  /** PostgreSQL: the most connections one process opens (N processes open up to N × this). */
  DATABASE_POOL_MAX: z.coerce
    .number({ error: 'use a whole number from 1 to 100' })
    .int('use a whole number from 1 to 100')
    .min(1, 'use a whole number from 1 to 100')
    .max(100, 'use a whole number from 1 to 100')
    .default(10),
  DATA_DIR: z.string().min(1).optional(),
  JWT_SECRET: z.string().min(32, 'use at least 32 characters').optional(),
  ADMIN_USERNAME: z.string().trim().min(3, 'use at least 3 characters').optional(),
  ADMIN_PASSWORD: z.string().min(8, 'use at least 8 characters').optional(),
  SEED_DEMO: booleanFromEnv.default(true),
  SMTP_URL: url(['smtp:', 'smtps:']).optional(),
  MAIL_FROM: z.string().min(3).default(`${brand.companyName} <nao-responda@alvoradasistemas.com.br>`),
  CONTACT_INBOX: z.string().email('use an e-mail address').default(brand.email),
  PUBLIC_URL: url(['http:', 'https:'])
    .transform((v) => v.replace(/\/$/, ''))
    .default('http://localhost:3000'),
  PLATFORM_ORIGIN: origin.default('https://platform.senior.com.br'),
  PLATFORM_TENANT: z.string().min(1).default(brand.tenantName),
  CORS_ORIGINS: z
    .string()
    .optional()
    .transform((v) =>
      v
        ? v
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
        : [],
    )
    .pipe(z.array(origin)),
  WEB_DIST: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['silent', 'error', 'info']).default('info'),
  TRUST_PROXY: booleanFromEnv.default(false),
  /** Per-address limits on public writes; off only for load tests and test servers. */
  RATE_LIMITS: booleanFromEnv.default(true),
  RETENTION_CONTACTS_DAYS: retentionDays(RETENTION_DEFAULTS.RETENTION_CONTACTS_DAYS),
  RETENTION_CANCELLED_SUBSCRIBERS_DAYS: retentionDays(RETENTION_DEFAULTS.RETENTION_CANCELLED_SUBSCRIBERS_DAYS),
  RETENTION_SENT_MAIL_DAYS: retentionDays(RETENTION_DEFAULTS.RETENTION_SENT_MAIL_DAYS),
  /** Admins must enable two-factor sign-in before they can use the admin. */
  REQUIRE_2FA_FOR_ADMIN: booleanFromEnv.default(false),
  /** Campaign mails each server process sends per minute at most (transactional mail is not throttled). */
  NEWSLETTER_RATE_PER_MINUTE: z.coerce
    .number({ error: 'use a whole number from 1 to 1000000' })
    .int('use a whole number from 1 to 1000000')
    .min(1, 'use a whole number from 1 to 1000000')
    .max(1_000_000, 'use a whole number from 1 to 1000000')
    .default(600),
  /** Pooled SMTP connections each process keeps open to SMTP_URL. */
  SMTP_POOL_SIZE: z.coerce
    .number({ error: 'use a whole number from 1 to 50' })
    .int('use a whole number from 1 to 50')
    .min(1, 'use a whole number from 1 to 50')
    .max(50, 'use a whole number from 1 to 50')
    .default(5),
  /** Double opt-in: a signup stays unconfirmed until the link in the confirmation mail is used. */
  NEWSLETTER_CONFIRM: booleanFromEnv.default(false),
  /**
   * How long a claimed mail stays one process's before another may send it (a process that
   * died mid-send). Far longer than a send takes; tests shorten it.
   */
  MAIL_CLAIM_LEASE_SECONDS: z.coerce
    .number({ error: 'use a whole number of seconds from 1 to 86400' })
    .int('use a whole number of seconds from 1 to 86400')
    .min(1, 'use a whole number of seconds from 1 to 86400')
    .max(86400, 'use a whole number of seconds from 1 to 86400')
    .default(600),
  /** Days the audit log keeps an entry; the daily retention job purges older ones. */
  AUDIT_RETENTION_DAYS: z.coerce
    .number({ error: 'use a whole number of days from 1 to 3650' })
    .int('use a whole number of days from 1 to 3650')
    .min(1, 'use a whole number of days from 1 to 3650')
    .max(3650, 'use a whole number of days from 1 to 3650')
    .default(365),
  /** GET /metrics for scrapers elsewhere: they send `Authorization: Bearer <token>` (loopback needs none). */
  METRICS_TOKEN: z.string().min(16, 'use at least 16 characters').optional(),
  /** A folder for the nightly backup (npm run backup's format); unset: no automatic backup. */
  BACKUP_DIR: z.string().min(1).optional(),
  /** How many nightly backups BACKUP_DIR keeps (the oldest go). */
  BACKUP_KEEP: z.coerce
    .number({ error: 'use a whole number from 1 to 365' })
    .int('use a whole number from 1 to 365')
    .min(1, 'use a whole number from 1 to 365')
    .max(365, 'use a whole number from 1 to 365')
    .default(7),
  /** Hosts (comma-separated) a redirect of an old address may point at besides this site's own. */
  REDIRECT_ALLOWED_HOSTS: z
    .string()
    .optional()
    .transform((v) =>
      v
        ? v
            .split(',')
            .map((s) => s.trim().toLowerCase())
            .filter(Boolean)
        : [],
    ),
  /** The admin's WordPress import fetches images the uploads lack from the old site (off: only the uploads). */
  WORDPRESS_FETCH_IMAGES: booleanFromEnv.default(true),
  /**
   * The key backups are signed with and restores check (HMAC-SHA256): kept by the operator
   * apart from the data (the service's environment file, a credential), never inside a backup.
   */
  BACKUP_KEY: z.string().min(32, 'use at least 32 characters (openssl rand -base64 48)').optional(),
  /** The same key read from a file (systemd's LoadCredential, a container secret). */
  BACKUP_KEY_FILE: z.string().min(1).optional(),
  /**
   * How long a campaign the mail server itself failed (AUTH, sender, connection) waits before the
   * worker tries again by itself; after further failures in a row it waits 2, 5, then 15 times this.
   */
  MAIL_SERVER_RETRY_SECONDS: z.coerce
    .number({ error: 'use a whole number of seconds from 1 to 3600' })
    .int('use a whole number of seconds from 1 to 3600')
    .min(1, 'use a whole number of seconds from 1 to 3600')
    .max(3600, 'use a whole number of seconds from 1 to 3600')
    .default(60),
  /**
   * Local testing only: lets webhook endpoints use plain http:// and loopback addresses (a
   * receiver on this machine). Private, link-local and metadata addresses stay refused.
   */
  WEBHOOKS_ALLOW_HTTP: booleanFromEnv.default(false),
  /** How long one webhook request may take (connect, send, answer) before it counts as failed. */
  WEBHOOKS_TIMEOUT_SECONDS: z.coerce
    .number({ error: 'use a whole number of seconds from 1 to 60' })
    .int('use a whole number of seconds from 1 to 60')
    .min(1, 'use a whole number of seconds from 1 to 60')
    .max(60, 'use a whole number of seconds from 1 to 60')
    .default(15),
  /**
   * The longest a CDN or reverse proxy may show a public page after it changed (a publish, an
   * edit, a scheduled post coming due): it keeps a page fresh for half of it and serves it stale
   * while asking again for the other half. Browsers always revalidate. docs/CACHING.md.
   */
  PUBLIC_CACHE_SECONDS: z.coerce
    .number({ error: 'use a whole number of seconds from 0 to 86400' })
    .int('use a whole number of seconds from 0 to 86400')
    .min(0, 'use a whole number of seconds from 0 to 86400')
    .max(86400, 'use a whole number of seconds from 0 to 86400')
    .default(60),
  /** Public pages (and, apart, answers to replay) each process keeps in memory, least recently used out first. */
  PAGE_CACHE_ENTRIES: z.coerce
    .number({ error: 'use a whole number from 10 to 100000' })
    .int('use a whole number from 10 to 100000')
    .min(10, 'use a whole number from 10 to 100000')
    .max(100_000, 'use a whole number from 10 to 100000')
    .default(500),
});

export type Config = z.output<typeof envSchema> & { dataDir: string };

/** Variables whose value is a secret as a whole: never printed, not even when wrong. */
const SECRET_VARIABLES = new Set(['JWT_SECRET', 'ADMIN_PASSWORD', 'METRICS_TOKEN', 'BACKUP_KEY']);

/**
 * A variable's value as an error may show it: a secret one hidden, and the password of a URL
 * (SMTP_URL, DATABASE_URL) masked, parsed or not.
 */
export function printableValue(variable: string, value: unknown): string {
  if (value === undefined) return 'undefined';
  if (SECRET_VARIABLES.has(variable)) return '(hidden)';
  const text = String(value);
  // The password runs to the last '@': one it holds itself (unencoded) is not the host's start.
  return JSON.stringify(text.replace(/^([a-z][a-z0-9+.-]*:\/\/[^/?#@:]*:)[\s\S]*@/i, '$1***@'));
}

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    detail: string,
    value: unknown,
  ) {
    super(`Invalid configuration: ${variable}=${printableValue(variable, value)}: ${detail}`);
    this.name = 'ConfigError';
  }
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // An empty variable means "not set", as in most shells' `VAR= cmd`.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const variable = String(issue.path[0] ?? 'environment');
    throw new ConfigError(variable, issue.message, cleaned[variable]);
  }
  const parsed = result.data;
  const dataDir =
    parsed.DATA_DIR ??
    (/^postgres/i.test(parsed.DATABASE_URL) || parsed.DATABASE_URL === ':memory:'
      ? './data'
      : dirnameOf(parsed.DATABASE_URL));
  return { ...parsed, dataDir };
}

function dirnameOf(path: string): string {
  const index = Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\'));
  return index <= 0 ? (index === 0 ? '/' : '.') : path.slice(0, index);
}
