import { parseArgs } from 'node:util';
import { resolve } from 'node:path';
import { ConfigError, loadConfig } from './config';
import { restoreBackup, takeBackup } from './backup/backup';

const USAGE = 'Uso: npm run backup -- <arquivo>   |   npm run restore -- <arquivo> [--replace] [--trust] [--force]\n';
const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * npm run backup -- <file>               one consistent backup of DATABASE_URL (server may run)
 * npm run restore -- <file> [--replace]  checks <file>, then restores it into DATABASE_URL
 * (same environment as the server: DATABASE_URL, DATA_DIR, JWT_SECRET).
 */
async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  const { values, positionals } = parseArgs({
    args: rest,
    options: {
      replace: { type: 'boolean', default: false },
      trust: { type: 'boolean', default: false },
      force: { type: 'boolean', default: false },
    },
    allowPositionals: true,
  });
  const file = positionals[0];
  if (!file || positionals.length > 1 || (command !== 'backup' && command !== 'restore')) {
    process.stderr.write(USAGE);
    return 2;
  }
  const config = loadConfig();
  const path = resolve(file);
  // Steps with the time since the start, on stderr: a large site's backup takes minutes.
  const started = Date.now();
  const progress = (step: string) =>
    process.stderr.write(`  [${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s] ${step}\n`);
  if (command === 'backup') {
    try {
      const header = await takeBackup(config, path, progress);
      const rows = Object.values(header.tables).reduce((a, b) => a + b, 0);
      process.stdout.write(
        `Backup gravado em ${path}: ${rows} linhas em ${Object.keys(header.tables).length} tabelas, ` +
          `${header.images} imagens${header.signingKey ? ', com a chave de assinatura' : ''}, ` +
          `${header.signature ? `assinado (chave ${header.signature.keyId})` : 'SEM assinatura (defina BACKUP_KEY)'} ` +
          `(${header.engine}, ${(header.bytes / 1024 / 1024).toFixed(1)} MB, sha256 ${header.sha256.slice(0, 16)}…).\n`,
      );
      return 0;
    } catch (error) {
      process.stderr.write(`Backup não feito: ${describe(error)}.\n`);
      return 1;
    }
  }
  try {
    const report = await restoreBackup(config, path, { ...values, progress });
    const origin =
      report.origin === 'signed' ? `assinatura confere, chave ${report.header.signature?.keyId}` : 'aceito com --trust';
    process.stdout.write(
      `Arquivo conferido: backup de ${report.header.createdAt} (${report.header.engine}, migração ${report.header.migration}, sha256 confere; ${origin}).\n`,
    );
    for (const [table, rows] of Object.entries(report.tables)) {
      process.stdout.write(`  ${table.padEnd(28)} ${String(rows).padStart(7)}\n`);
    }
    process.stdout.write(
      `Restauração concluída: ${report.rows} linhas em ${Object.keys(report.tables).length} tabelas, ` +
        `${report.imagesVerified} imagens conferidas (sha256 iguais)` +
        `${report.signingKey ? '; chave de assinatura restaurada' : ''}.\n`,
    );
    return 0;
  } catch (error) {
    process.stderr.write(`Restauração não feita: ${describe(error)}.\n`);
    return 1;
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof ConfigError || error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
