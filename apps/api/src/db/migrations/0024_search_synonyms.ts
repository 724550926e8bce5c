import { type Kysely, type Migration } from 'kysely';
import { serialId } from '../portable';

/**
 * Groups of words search treats as the same word ("Sinônimos da busca", kept by Admins), one row
 * each: its words separated by spaces. Seeded with the common spellings of Brazilian fiscal and
 * payroll codes that the analyzer does not already join (it reads "NF-e" and "nfe" alike).
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    const [type, build] = serialId(db);
    await db.schema
      .createTable('search_synonyms')
      .addColumn('id', type, build)
      .addColumn('words', 'text', (c) => c.notNull())
      .execute();
    await db
      .insertInto('search_synonyms' as never)
      .values(['nfe danfe', 'cte dacte', 'holerite contracheque'].map((words) => ({ words })) as never)
      .execute();
  },
};
