import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';
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
import { migration as m0023 } from './migrations/0023_lead_sources_and_webhooks';

/**
 * Forward-only migrations, one file each under ./migrations, listed here in code so the
 * server has no migration files to find at run time. Never edit a migration that has
 * shipped: add the next one (its own file, one line below).
 */
const migrations: Record<string, Migration> = {
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
  '0023_lead_sources_and_webhooks': m0023,
};

/** Every migration this build knows, oldest first (readiness compares them with the database's). */
export const migrationNames = (): string[] => Object.keys(migrations);

class InCodeProvider implements MigrationProvider {
  async getMigrations() {
    return migrations;
  }
}

/**
 * Brings the schema up to the newest migration, or only up to `target` (tests of upgrades).
 * Generic over the schema type so the app's typed `Db` passes without a cast.
 */
export async function migrateToLatest<Schema>(db: Kysely<Schema>, target?: string): Promise<void> {
  const migrator = new Migrator({ db, provider: new InCodeProvider() });
  const { error, results } = target ? await migrator.migrateTo(target) : await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
