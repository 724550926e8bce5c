import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { engineOf, type Db } from './database';

/** Tables others point at (foreign keys) go first; the rest follow in name order. */
const PARENTS_FIRST = ['users', 'posts'];
const BATCH = 200;

export interface TableCopy {
  table: string;
  sourceRows: number;
  targetRows: number;
}

export interface CopyReport {
  tables: TableCopy[];
  /** sha256 of every image's bytes, equal on both sides, by 'post_id/image_id'. */
  imagesVerified: number;
}

/**
 * The search index (post_search; before migration 0031 also SQLite's FTS5 table and its shadow
 * tables) is not copied: the caller's `rebuildDerived` (the search feature's rebuild) builds the
 * target's from the copied posts, every row a new revision that the target's in-memory indexes read.
 */
const isSearchIndex = (table: string) => table.startsWith('post_search');

/** Application tables (not Kysely's migration bookkeeping, nor the search index), parents first. */
async function tablesOf(db: Db): Promise<string[]> {
  return [...(await sortKeysOf(db)).keys()];
}

/**
 * Per table, the columns that order its rows completely (all but raw bytes), so reading in
 * pages never skips or repeats a row.
 */
async function sortKeysOf(db: Db): Promise<Map<string, string[]>> {
  const tables = (await db.introspection.getTables()).filter(
    (t) => !t.name.startsWith('kysely_') && !isSearchIndex(t.name),
  );
  const names = tables.map((t) => t.name);
  const ordered = [
    ...PARENTS_FIRST.filter((n) => names.includes(n)),
    ...names.filter((n) => !PARENTS_FIRST.includes(n)).sort(),
  ];
  return new Map(
    ordered.map((name) => {
      const columns = tables.find((t) => t.name === name)!.columns;
      return [name, columns.filter((c) => !/^(blob|bytea)$/i.test(c.dataType)).map((c) => c.name)];
    }),
  );
}

async function countRows(db: Db, table: string): Promise<number> {
  const row = await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(db);
  return Number(row.rows[0]!.n);
}

/**
 * Tables whose first rows the migrations write themselves (the content versions, the release, the
 * search synonyms everyone starts with): a freshly
 * migrated target is still "empty" with them, and the source's rows replace them.
 */
const MIGRATION_SEEDED_TABLES = new Set(['content_versions', 'schema_version', 'search_synonyms']);

/**
 * The tables holding rows (the migrations' own first rows aside), by name: empty for a new or
 * never-migrated database. Restores refuse such a target unless told to replace it.
 */
export async function tablesWithData(db: Db): Promise<string[]> {
  const withData: string[] = [];
  for (const table of await tablesOf(db)) {
    if (!MIGRATION_SEEDED_TABLES.has(table) && (await countRows(db, table)) > 0) withData.push(table);
  }
  return withData;
}

/** Rows per application table (the migrations' bookkeeping left out). */
export async function rowCounts(db: Db): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await tablesOf(db)) counts[table] = await countRows(db, table);
  return counts;
}

/**
 * Copies every row of every table from one database to another (SQLite → PostgreSQL, or
 * back), both already at the newest migration; the target must be empty. `rebuildDerived` then
 * builds what is not copied (the search index) from the copied rows, in the same transaction: it
 * is the features' work, handed in by the caller so db/ imports no feature. Ids are kept, and
 * on PostgreSQL each id sequence then starts after the highest copied id. Runs in one
 * transaction on the target: a failure leaves it empty. Answers row counts of both sides
 * and how many image hashes were checked equal after the copy.
 */
export async function copyDatabase(
  source: Db,
  target: Db,
  rebuildDerived: (target: Db) => Promise<void>,
  onTable: (table: string, rows: number) => void = () => {},
): Promise<CopyReport> {
  const sortKeys = await sortKeysOf(source);
  const tables = [...sortKeys.keys()];
  const targetTables = new Set(await tablesOf(target));
  const missing = tables.filter((t) => !targetTables.has(t));
  if (missing.length > 0) throw new Error(`o destino não tem as tabelas ${missing.join(', ')}`);
  for (const table of tables) {
    if (MIGRATION_SEEDED_TABLES.has(table)) continue;
    if ((await countRows(target, table)) > 0) {
      throw new Error(`o destino já tem dados (tabela ${table}); use um banco vazio`);
    }
  }

  await target.transaction().execute(async (trx) => {
    for (const table of tables) {
      onTable(table, await countRows(source, table));
      if (MIGRATION_SEEDED_TABLES.has(table)) {
        await (trx as unknown as Kysely<Record<string, Record<string, unknown>>>).deleteFrom(table).execute();
      }
      const loose = source as unknown as Kysely<Record<string, Record<string, unknown>>>;
      for (let offset = 0; ; offset += BATCH) {
        const rows = await sortKeys
          .get(table)!
          .reduce((query, column) => query.orderBy(column), loose.selectFrom(table).selectAll())
          .limit(BATCH)
          .offset(offset)
          .execute();
        if (rows.length === 0) break;
        await (trx as unknown as Kysely<Record<string, Record<string, unknown>>>)
          .insertInto(table)
          .values(rows)
          .execute();
        if (rows.length < BATCH) break;
      }
    }
    await rebuildDerived(trx);
    if (engineOf(target) === 'postgres') {
      const serialTables = (await target.introspection.getTables())
        .filter((t) => t.columns.some((c) => c.name === 'id' && c.isAutoIncrementing))
        .map((t) => t.name);
      for (const table of serialTables) {
        await sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.table(table)}), 0) + 1, false)`.execute(
          trx,
        );
      }
    }
  });

  const report: TableCopy[] = [];
  for (const table of tables) {
    report.push({ table, sourceRows: await countRows(source, table), targetRows: await countRows(target, table) });
  }
  return { tables: report, imagesVerified: await verifyImages(source, target) };
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Hashes every image's bytes on both sides; throws on the first that differs or is missing. */
async function verifyImages(source: Db, target: Db): Promise<number> {
  const hashes = async (db: Db) =>
    new Map(
      (await db.selectFrom('post_images').select(['post_id', 'image_id', 'bytes']).execute()).map((r) => [
        `${r.post_id}/${r.image_id}`,
        sha256(r.bytes),
      ]),
    );
  const [from, to] = [await hashes(source), await hashes(target)];
  for (const [key, hash] of from) {
    if (to.get(key) !== hash) throw new Error(`a imagem ${key} ficou diferente no destino`);
  }
  return from.size;
}
