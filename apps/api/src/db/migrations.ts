import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from 'kysely';
import { compareVersions, VITRINE_VERSION } from '@vitrine/shared/version';
import type { Logger } from '../lib/logger';
import type { DerivedDataRebuilders } from './derived-data';
import { migration as m0001 } from './migrations/0001_initial';
import { migration as m0002 } from './migrations/0002_username_case_insensitive';
import { migration as m0003 } from './migrations/0003_contact_notified_at';
import { migration as m0004 } from './migrations/0004_audit_log';
import { migration as m0005 } from './migrations/0005_read_cache_and_image_variants';
import { migration as m0006 } from './migrations/0006_staff_security';
import { migration as m0007 } from './migrations/0007_lgpd';
import { migration as m0009 } from './migrations/0009_rate_limits';
import { migration as m0011 } from './migrations/0011_publishing';
import { migration as m0012 } from './migrations/0012_post_search';
import { migration as m0014 } from './migrations/0014_newsletter_campaigns';
import { migration as m0015 } from './migrations/0015_dsr_site_requests';
import { migration as m0016 } from './migrations/0016_soft_delete';
import { migration as m0017 } from './migrations/0017_search_revision';
import { migration as m0018 } from './migrations/0018_image_meta_indexes';
import { migration as m0022 } from './migrations/0022_wordpress_import_and_redirects';
import { migration as m0026 } from './migrations/0026_schema_version';
import { migration as m0019 } from './migrations/0019_campaign_mail_server_wait';
import { migration as m0024 } from './migrations/0024_search_synonyms';
import { migration as m0023 } from './migrations/0023_lead_sources_and_webhooks';
import { migration as m0027 } from './migrations/0027_revision_kinds';
import { migration as m0029 } from './migrations/0029_post_published_announcements';
import { migration as m0031 } from './migrations/0031_search_in_memory_only';
import { migration as m0032 } from './migrations/0032_contact_erasure';

/**
 * Forward-only migrations, one file each under ./migrations, listed here in code so the
 * server has no migration files to find at run time. Never edit a migration that has
 * shipped: add the next one (its own file, one line below). A migration that rebuilds derived
 * data is a function of the rebuilders (see derived-data.ts).
 */
const migrations: Record<string, Migration | ((rebuild: DerivedDataRebuilders) => Migration)> = {
  '0001_initial': m0001,
  '0002_username_case_insensitive': m0002,
  '0003_contact_notified_at': m0003,
  '0004_audit_log': m0004,
  '0005_read_cache_and_image_variants': m0005,
  '0006_staff_security': m0006,
  '0007_lgpd': m0007,
  '0009_rate_limits': m0009,
  '0011_publishing': m0011,
  '0012_post_search': m0012,
  '0014_newsletter_campaigns': m0014,
  '0015_dsr_site_requests': m0015,
  '0016_soft_delete': m0016,
  '0017_search_revision': m0017,
  '0018_image_meta_indexes': m0018,
  '0022_wordpress_import_and_redirects': m0022,
  '0026_schema_version': m0026,
  '0019_campaign_mail_server_wait': m0019,
  '0024_search_synonyms': m0024,
  '0023_lead_sources_and_webhooks': m0023,
  '0027_revision_kinds': m0027,
  '0029_post_published_announcements': m0029,
  '0031_search_in_memory_only': m0031,
  '0032_contact_erasure': m0032,
};

/** Every migration this build knows, oldest first (readiness compares them with the database's). */
export const migrationNames = (): string[] => Object.keys(migrations);

/** The database was migrated by a newer build than this one: nothing is corrupted, this build is old. */
export class NewerDatabaseError extends Error {
  constructor(
    readonly version: string | undefined,
    readonly unknownMigrations: string[],
  ) {
    const by = version ? `pela versão ${version}` : `por uma versão mais nova (migração ${unknownMigrations.at(-1)})`;
    const use = version ? `use a versão ${version} ou mais nova` : 'use a versão mais nova';
    super(`este banco foi atualizado ${by}; ${use}, ou restaure um backup`);
    this.name = 'NewerDatabaseError';
  }
}

/** Migrations the database has run that this build does not know (a newer build ran them). */
export async function unknownMigrations<Schema>(db: Kysely<Schema>): Promise<string[]> {
  const known = new Set(migrationNames());
  try {
    const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
    return rows.map((r) => r.name).filter((name) => !known.has(name));
  } catch (error) {
    // A database never migrated has no bookkeeping table yet.
    if ((error as { code?: unknown }).code === '42P01' || /no such table/i.test(String(error))) return [];
    throw error;
  }
}

/** The version recorded by the newest build that migrated this database, if any did. */
export async function recordedSchemaVersion<Schema>(db: Kysely<Schema>): Promise<string | undefined> {
  try {
    const { rows } = await sql<{ version: string }>`select version from schema_version where id = 1`.execute(db);
    return rows[0]?.version;
  } catch {
    return undefined;
  }
}

class InCodeProvider implements MigrationProvider {
  constructor(
    private readonly rebuild: DerivedDataRebuilders,
    private readonly logger?: Logger,
  ) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    const logger = this.logger;
    const built = Object.fromEntries(
      Object.entries(migrations).map(([name, m]) => [name, typeof m === 'function' ? m(this.rebuild) : m]),
    );
    if (!logger) return built;
    // Each one says when it starts and how long it took: a long upgrade shows where it is.
    return Object.fromEntries(
      Object.entries(built).map(([name, m]) => [
        name,
        {
          ...m,
          async up(db: Kysely<unknown>) {
            const started = Date.now();
            logger.info('migration.start', { migration: name, version: VITRINE_VERSION });
            await m.up(db);
            logger.info('migration.done', { migration: name, ms: Date.now() - started });
          },
        },
      ]),
    );
  }
}

/**
 * Brings the schema up to the newest migration, or only up to `target` (tests of upgrades).
 * A database a newer build migrated is refused with what to do (NewerDatabaseError), before
 * anything runs. After migrating, the database records this build's version unless a newer
 * one is recorded. Generic over the schema type so the app's typed `Db` passes without a cast.
 * `rebuild` is what migrations that rebuild derived data call; apps/api/src/migrate.ts gives the
 * features' rebuilders, and is what the rest of the app calls.
 */
export async function migrateWith<Schema>(
  db: Kysely<Schema>,
  rebuild: DerivedDataRebuilders,
  target?: string,
  logger?: Logger,
): Promise<void> {
  const unknown = await unknownMigrations(db);
  if (unknown.length > 0) throw new NewerDatabaseError(await recordedSchemaVersion(db), unknown);
  const migrator = new Migrator({ db, provider: new InCodeProvider(rebuild, logger) });
  const { error, results } = target ? await migrator.migrateTo(target) : await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
  if (!target) await recordSchemaVersion(db);
}

async function recordSchemaVersion<Schema>(db: Kysely<Schema>): Promise<void> {
  const recorded = await recordedSchemaVersion(db);
  if (recorded && compareVersions(recorded, VITRINE_VERSION) >= 0) return;
  await sql`delete from schema_version where id = 1`.execute(db);
  await sql`insert into schema_version (id, version, migrated_at) values (1, ${VITRINE_VERSION}, ${new Date().toISOString()})`.execute(
    db,
  );
}
