import type { ColumnDataType, ColumnDefinitionBuilder, Kysely } from 'kysely';
import { engineOf } from './database';

/**
 * The few column definitions whose spelling differs between SQLite and PostgreSQL, for the
 * migrations. SQLite gets exactly what the first release created (so existing files stay
 * valid); PostgreSQL gets its own equivalent. Everything else in a migration is written
 * once with the Kysely schema builder.
 */
type ColumnSpec = readonly [ColumnDataType, (column: ColumnDefinitionBuilder) => ColumnDefinitionBuilder];

/** An integer primary key numbered by the database: AUTOINCREMENT on SQLite, serial on PostgreSQL. */
export function serialId(db: Kysely<unknown>): ColumnSpec {
  return engineOf(db) === 'postgres'
    ? ['serial', (c) => c.primaryKey()]
    : ['integer', (c) => c.primaryKey().autoIncrement()];
}

/** Raw bytes (images): blob on SQLite, bytea on PostgreSQL. */
export function bytesType(db: Kysely<unknown>): ColumnDataType {
  return engineOf(db) === 'postgres' ? 'bytea' : 'blob';
}
