import type { Kysely } from 'kysely';
import type { Logger } from './lib/logger';
import { migrateWith } from './db/migrations';
import { rebuildSearchIndex } from './features/search/search-index.service';

/**
 * Brings the schema up to the newest migration, or only up to `target` (tests of upgrades), with
 * the features' rebuilds of derived data for the migrations that need them (db/migrations.ts
 * tells the rest). Lives above the features so that db/ never imports one.
 */
export function migrateToLatest<Schema>(db: Kysely<Schema>, target?: string, logger?: Logger): Promise<void> {
  return migrateWith(db, { searchIndex: rebuildSearchIndex }, target, logger);
}
