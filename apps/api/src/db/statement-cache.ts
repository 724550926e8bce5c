import type SQLite from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/** Distinct SQL texts kept prepared; the app's queries are a few dozen shapes, so this never evicts in practice. */
const MAX_STATEMENTS = 500;

/**
 * Kysely's SqliteDialect calls `prepare(sql)` for every query it runs. Preparing is a parse
 * and plan in SQLite (4 % of the blog page's CPU before this), so this keeps each prepared
 * statement by its SQL text and hands the same one back. Safe because Kysely runs one query
 * at a time on its single SQLite connection (its connection mutex), and SQLite re-plans a
 * kept statement by itself after a schema change.
 */
export function withStatementCache(database: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => {
      statements.clear();
      database.close();
    },
    prepare: (sql: string) => {
      let statement = statements.get(sql);
      if (!statement) {
        statement = database.prepare(sql);
        if (statements.size >= MAX_STATEMENTS) statements.delete(statements.keys().next().value!);
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}
