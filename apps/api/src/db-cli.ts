import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/database';
import { copyDatabase } from './db/copy';
import { migrateToLatest } from './migrate';
import { rebuildSearchIndex } from './features/search/search-index.service';
import { withStartupLock } from './db/startup-lock';

/**
 * npm run db:migrate                     brings DATABASE_URL to the newest migration, without serving
 * npm run db:copy -- --from A --to B     copies every row from database A to the empty database B
 * (A and B: a SQLite file path or a postgres:// URL; both are migrated first).
 */
async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command === 'migrate') {
    const config = loadConfig();
    const db = openDatabase(config.DATABASE_URL, { poolMax: 2 });
    try {
      await withStartupLock(db, (locked) => migrateToLatest(locked));
      process.stdout.write('Banco de dados na versão mais recente.\n');
      return 0;
    } finally {
      await db.destroy();
    }
  }
  if (command === 'copy') {
    const { values } = parseArgs({ args: rest, options: { from: { type: 'string' }, to: { type: 'string' } } });
    if (!values.from || !values.to) {
      process.stderr.write('Uso: npm run db:copy -- --from ./data/vitrine.db --to postgres://usuario@host/banco\n');
      return 2;
    }
    const source = openDatabase(values.from, { poolMax: 2 });
    const target = openDatabase(values.to, { poolMax: 2 });
    try {
      await withStartupLock(source, (locked) => migrateToLatest(locked));
      await withStartupLock(target, (locked) => migrateToLatest(locked));
      const report = await copyDatabase(source, target, rebuildSearchIndex);
      for (const t of report.tables) {
        process.stdout.write(`  ${t.table.padEnd(28)} ${String(t.sourceRows).padStart(7)} → ${t.targetRows}\n`);
      }
      const unequal = report.tables.filter((t) => t.sourceRows !== t.targetRows);
      if (unequal.length > 0) {
        process.stderr.write(`Contagens diferentes em: ${unequal.map((t) => t.table).join(', ')}\n`);
        return 1;
      }
      process.stdout.write(`Cópia concluída: ${report.imagesVerified} imagens conferidas (sha256 iguais).\n`);
      return 0;
    } catch (error) {
      process.stderr.write(`Cópia não feita: ${error instanceof Error ? error.message : String(error)}\n`);
      return 1;
    } finally {
      await source.destroy();
      await target.destroy();
    }
  }
  process.stderr.write('Uso: npm run db:migrate | npm run db:copy -- --from <origem> --to <destino>\n');
  return 2;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof ConfigError || error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
