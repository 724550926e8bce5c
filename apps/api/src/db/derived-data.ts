import type { Kysely } from 'kysely';

/**
 * Rebuilds of data derived from other rows (the search index, built from the posts) that a
 * migration must run. They belong to the features, which stand above db/: a caller above both
 * (apps/api/src/migrate.ts) hands them in, so nothing in db/ imports a feature.
 */
export interface DerivedDataRebuilders {
  /** Indexes every post again, writing the index as it was shaped by migration 0012. */
  searchIndex: (db: Kysely<unknown>, schema: 'migration-0012') => Promise<void>;
}
