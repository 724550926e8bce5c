import type { MiddlewareHandler } from 'hono';
import { messages } from '@vitrine/shared/messages';
import type { DatabaseWatch } from '../db/database-watch';
import { AppError } from './errors';

const RETRY_AFTER = { 'Retry-After': '30' };

/**
 * Stops the API where the database under the process can no longer be trusted with it
 * (db/database-watch.ts): every call once a newer release migrated the database (503
 * migrations_pending), every write once the database was replaced (503 database_replaced;
 * reads go on, from what the process still has open).
 */
export function databaseGuard(watch: DatabaseWatch | undefined): MiddlewareHandler {
  return async (c, next) => {
    if (!watch) return next();
    const write = c.req.method !== 'GET' && c.req.method !== 'HEAD';
    // A write looks now (one stat(2) on SQLite); a read takes what the periodic check saw.
    const state = write ? watch.current() : watch.state();
    if (state === 'newer_release')
      throw new AppError('migrations_pending', messages.http.migrationsPending, undefined, RETRY_AFTER);
    if (state === 'replaced' && write)
      throw new AppError('database_replaced', messages.http.databaseReplaced, undefined, RETRY_AFTER);
    return next();
  };
}
