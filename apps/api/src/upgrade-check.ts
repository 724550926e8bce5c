import { sql } from 'kysely';
import { VITRINE_VERSION } from '@vitrine/shared/version';
import { ConfigError, loadConfig } from './config';
import { engineOf, openDatabase, type Db } from './db/database';
import { migrationNames, NewerDatabaseError, recordedSchemaVersion, unknownMigrations } from './db/migrations';
import { lastBackupAt } from './features/ops/backup-status.service';

/**
 * npm run upgrade-check: what starting this build on DATABASE_URL will do, without doing any of
 * it (nothing is written): the migrations it will run, a database a newer release migrated
 * (refused), the last backup, and what to do first. Exit 0: the upgrade may go ahead; 1: it may not.
 */
async function executed(db: Db): Promise<Set<string>> {
  try {
    const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
    return new Set(rows.map((r) => r.name));
  } catch {
    return new Set();
  }
}

async function servers(db: Db): Promise<number | undefined> {
  if (engineOf(db) !== 'postgres') return undefined;
  const { rows } = await sql<{ n: number }>`select count(*) as n from pg_stat_activity
    where application_name = 'vitrine-server' and datname = current_database()`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

async function main(): Promise<number> {
  const config = loadConfig();
  const db = openDatabase(config.DATABASE_URL, { poolMax: 1 });
  const say = (line: string) => process.stdout.write(`${line}\n`);
  try {
    const recorded = await recordedSchemaVersion(db);
    say(`Esta versão do Vitrine: ${VITRINE_VERSION}.`);
    say(
      `Banco (${engineOf(db)}): ${recorded ? `atualizado pela última vez pela versão ${recorded}` : 'de uma versão anterior à 1.4.0, ou novo'}.`,
    );
    const unknown = await unknownMigrations(db);
    if (unknown.length > 0) {
      say(`Não atualize com esta versão: ${new NewerDatabaseError(recorded, unknown).message}.`);
      return 1;
    }
    const done = await executed(db);
    const pending = migrationNames().filter((name) => !done.has(name));
    if (pending.length === 0) say('Nenhuma migração pendente: esta versão usa o banco como ele está.');
    else {
      say(`Migrações que rodarão no próximo início (${pending.length}), em ordem; não há volta sem um backup:`);
      for (const name of pending) say(`  ${name}`);
    }
    const last = await lastBackupAt(db).catch(() => null);
    say(last ? `Último backup concluído: ${last}.` : 'Nenhum backup registrado neste banco.');
    say(
      `Antes de atualizar: npm run backup -- antes-da-${VITRINE_VERSION}.backup (e guarde o arquivo fora desta máquina).`,
    );
    const running = await servers(db);
    if (running) say(`${running} processo(s) do Vitrine usam este banco: reinicie um de cada vez; o primeiro migra.`);
    return 0;
  } finally {
    await db.destroy();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof ConfigError || error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
