import type BetterSqlite from 'better-sqlite3';

/** Distinct SQL texts kept prepared; the app's queries are a few dozen shapes, so this never evicts in practice. */
const MAX_STATEMENTS = 500;

/**
 * Prepared statements kept by their SQL text. Kysely's SQLite driver prepares every query it
 * runs; preparing is a parse and a plan in SQLite (4 % of the blog page's CPU under load
 * before this). Safe to reuse because each statement runs to completion synchronously
 * (`all`/`run`, never left half-iterated), and SQLite re-plans a kept statement by itself
 * after a schema change.
 */
export class StatementCache {
  readonly #statements = new Map<string, BetterSqlite.Statement>();
  constructor(private readonly sqlite: BetterSqlite.Database) {}

  prepare(sql: string): BetterSqlite.Statement {
    let statement = this.#statements.get(sql);
    if (!statement) {
      statement = this.sqlite.prepare(sql);
      if (this.#statements.size >= MAX_STATEMENTS) this.#statements.delete(this.#statements.keys().next().value!);
      this.#statements.set(sql, statement);
    }
    return statement;
  }

  get size(): number {
    return this.#statements.size;
  }
}
