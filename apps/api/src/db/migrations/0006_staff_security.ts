import { type Kysely, type Migration } from 'kysely';
import { serialId } from '../portable';

/**
 * Staff account security: server-side sessions every token points at (so a
 * password change, a role change or a deletion ends them at once), a lock flag for accounts
 * past the per-username failure ceiling, TOTP two-factor sign-in with one-time recovery
 * codes. Portable: integers for booleans, ISO text for dates, no SQLite-only SQL.
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('sessions')
      .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
      .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
      .addColumn('address', 'varchar(64)')
      .execute();
    await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

    await db.schema.alterTable('users').addColumn('locked_at', 'varchar(30)').execute();
    // AES-256-GCM ciphertext of the base32 secret (key derived from JWT_SECRET); set while
    // enrolling, kept once confirmed.
    await db.schema.alterTable('users').addColumn('totp_secret', 'text').execute();
    await db.schema
      .alterTable('users')
      .addColumn('totp_enabled', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    // The last accepted RFC 6238 time step: a code cannot be replayed within its window.
    await db.schema.alterTable('users').addColumn('totp_last_step', 'integer').execute();

    await db.schema
      .createTable('recovery_codes')
      .addColumn('id', ...serialId(db))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
      .addColumn('used_at', 'varchar(30)')
      .execute();
    await db.schema
      .createIndex('recovery_codes_user_hash_idx')
      .on('recovery_codes')
      .columns(['user_id', 'code_hash'])
      .unique()
      .execute();
  },
};
