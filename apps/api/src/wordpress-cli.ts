import { createReadStream, existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './migrate';
import { withStartupLock } from './db/startup-lock';
import { AppError } from './http/errors';
import { backfillImageVariants } from './features/posts/image-backfill';
import { importWordPress } from './features/wordpress/wordpress-import.service';
import { formatReport } from './features/wordpress/wordpress-report';
import { createLogger } from './lib/logger';

const USAGE =
  'Uso: npm run import:wordpress -- <exportacao.xml> [--uploads <pasta ou .zip de wp-content/uploads>] [--dry-run] [--no-fetch]\n';

/** Progress on one line of a terminal, or a line per tenth elsewhere (logs, CI). */
function progressPrinter() {
  let lastTenth = -1;
  return (done: number, total: number) => {
    if (process.stderr.isTTY) {
      process.stderr.write(`\rImportando: ${done}/${total} posts`);
      if (done === total) process.stderr.write('\n');
      return;
    }
    const tenth = total ? Math.floor((done / total) * 10) : 10;
    if (tenth !== lastTenth) {
      lastTenth = tenth;
      process.stderr.write(`Importando: ${done}/${total} posts\n`);
    }
  };
}

/**
 * npm run import:wordpress -- export.xml [--uploads dir|zip] [--dry-run] [--no-fetch]: the same
 * import as the admin's "Importar do WordPress", on the server's DATABASE_URL. Safe beside a
 * running server: each post is its own short transaction, and the content version it bumps
 * makes every server process show the new posts at its next read.
 */
async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      uploads: { type: 'string' },
      'dry-run': { type: 'boolean', default: false },
      'no-fetch': { type: 'boolean', default: false },
    },
  });
  const file = positionals[0];
  if (!file || positionals.length > 1) {
    process.stderr.write(USAGE);
    return 2;
  }
  if (!existsSync(file)) {
    process.stderr.write(`Arquivo não encontrado: ${file}\n`);
    return 2;
  }
  const config = loadConfig();
  const db = openDatabase(config.DATABASE_URL, { poolMax: 2 });
  try {
    await withStartupLock(db, (locked) => migrateToLatest(locked));
    const started = performance.now();
    const report = await importWordPress(db, () => createReadStream(file, { highWaterMark: 256 * 1024 }), {
      dryRun: values['dry-run'],
      uploads: values.uploads,
      fetchImages: !values['no-fetch'],
      now: () => new Date(),
      onProgress: progressPrinter(),
    });
    process.stdout.write(formatReport(report, config.PUBLIC_URL.replace(/\/$/, '')));
    if (!report.dryRun) {
      // The variants of the images just stored, so the site serves resized copies at once.
      await backfillImageVariants(db, createLogger('error'));
    }
    process.stdout.write(`Tempo: ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
    return 0;
  } catch (error) {
    if (error instanceof AppError) {
      process.stderr.write(`${error.message}\n`);
      return 1;
    }
    throw error;
  } finally {
    await db.destroy();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof ConfigError ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
