import { sql, type Expression, type SqlBool } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';

/** `%address%` for LIKE, with LIKE's own wildcards escaped ('_' is common in addresses). */
export function containsPattern(email: string): string {
  return `%${email.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** lower(column) LIKE '%address%' on SQLite and PostgreSQL alike (PG's LIKE is case-sensitive). */
export function mentions(column: string, email: string): Expression<SqlBool> {
  return sql<SqlBool>`lower(${sql.ref(column)}) like ${containsPattern(email)} escape '\\'`;
}

/** lower(column) = address. */
export function equalsAddress(column: string, email: string): Expression<SqlBool> {
  return sql<SqlBool>`lower(${sql.ref(column)}) = ${email.toLowerCase()}`;
}

/** Every occurrence of the address in a text, in any letter case, replaced by `replacement`. */
function redactText(text: string, email: string, replacement: string): string {
  const escaped = email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return text.replace(new RegExp(escaped, 'gi'), replacement);
}

type TextColumn<T extends keyof Database> = {
  [C in keyof Database[T]]: Database[T][C] extends string | null ? C : never;
}[keyof Database[T]] &
  string;

/**
 * Replaces the address wherever it appears inside the given text columns of a table with an
 * `id` (a message that mentions it, an audit entry's details); answers how many rows changed.
 * Plain SQL through Kysely's identifiers, so it runs on SQLite and PostgreSQL.
 */
export async function redactColumns<T extends 'contacts' | 'newsletter_subscribers' | 'audit_log' | 'mail_outbox'>(
  db: Db,
  table: T,
  columns: readonly TextColumn<T>[],
  email: string,
  replacement: string,
): Promise<number> {
  const found = await sql<Record<string, string | null> & { id: number }>`select id, ${sql.join(
    columns.map((column) => sql.ref(column)),
  )} from ${sql.table(table)} where ${sql.join(
    columns.map((column) => mentions(column, email)),
    sql` or `,
  )}`.execute(db);
  for (const row of found.rows) {
    const changes = columns.map((column) => {
      const value = row[column];
      return sql`${sql.ref(column)} = ${typeof value === 'string' ? redactText(value, email, replacement) : null}`;
    });
    await sql`update ${sql.table(table)} set ${sql.join(changes)} where id = ${row.id}`.execute(db);
  }
  return found.rows.length;
}

/** How many rows a staff grid of that kind holds (its export carries at most these). */
export async function countRows(db: Db, table: 'contacts' | 'newsletter_subscribers'): Promise<number> {
  const count = sql<number | string>`count(*)`.as('n');
  const row = await (
    table === 'contacts'
      ? db.selectFrom('contacts').select(count)
      : // A subscriber deleted by staff (undoable for a moment) is no longer in the grid.
        db.selectFrom('newsletter_subscribers').where('deleted_at', 'is', null).select(count)
  ).executeTakeFirstOrThrow();
  return Number(row.n);
}
