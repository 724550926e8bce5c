import type { Db } from '../src/db/database';

/**
 * `count` active, confirmed subscribers leitor0@… to leitor{count-1}@…, straight into the table
 * in chunks (the campaign tests, the two-process drill and the bench's mail row).
 */
export async function seedSubscribers(db: Db, count: number, at = '2026-03-01T12:00:00.000Z', domain = 'cliente.test') {
  const rows = Array.from({ length: count }, (_, i) => ({
    email: `leitor${i}@${domain}`,
    ativo: 1,
    create_date: at,
    consent_at: at,
    confirmed_at: at,
  }));
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insertInto('newsletter_subscribers')
      .values(rows.slice(i, i + 500))
      .execute();
  }
}
