import type { SearchSynonyms } from '@vitrine/shared/schemas';
import { bumpContentVersion, postsContentVersion } from '../../db/content-version';
import type { Db } from '../../db/database';
import { listSynonymGroups, replaceSynonymGroups, wordsOf } from './synonyms.repository';

/** The synonym groups, one line each, for the Admin's screen. */
export async function getSynonyms(db: Db): Promise<SearchSynonyms> {
  return { groups: (await listSynonymGroups(db)).map((words) => words.join(' ')) };
}

/**
 * Replaces the synonym groups. The posts' version moves in the same transaction, so every
 * process's search index reads the new groups before its next search, and cached answers go.
 */
export async function saveSynonyms(db: Db, input: SearchSynonyms): Promise<SearchSynonyms> {
  const groups = input.groups.map((line) => [...new Set(wordsOf(line.toLowerCase()))]).filter((g) => g.length >= 2);
  await db.transaction().execute(async (trx) => {
    await replaceSynonymGroups(trx, groups);
    await bumpContentVersion(trx, 'posts');
  });
  postsContentVersion(db).bumpLocal();
  return getSynonyms(db);
}
