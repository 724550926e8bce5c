import type { Db } from '../../db/database';

/** The words of a group as stored: separated by spaces. */
export const wordsOf = (line: string): string[] => line.split(/[\s,;]+/).filter(Boolean);

/** Every synonym group, each as its words, in the order the Admin wrote them. */
export async function listSynonymGroups(db: Db): Promise<string[][]> {
  const rows = await db.selectFrom('search_synonyms').select('words').orderBy('id').execute();
  return rows.map((row) => wordsOf(row.words));
}

/** Replaces every group: call in a transaction. */
export async function replaceSynonymGroups(trx: Db, groups: string[][]): Promise<void> {
  await trx.deleteFrom('search_synonyms').execute();
  if (groups.length === 0) return;
  await trx
    .insertInto('search_synonyms')
    .values(groups.map((words) => ({ words: words.join(' ') })))
    .execute();
}
