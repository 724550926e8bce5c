import { ConfigError, loadConfig } from './config';
import { startServer } from './server';

/** Process entry. A bad setting stops the process with one line naming the variable. */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(2);
    }
    throw error;
  }
  const running = await startServer(config).catch((error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(`Vitrine could not start: ${message}\n`);
    process.exit(1);
  });

  const { generatedAdmin, createdAdmin } = running.bootstrap;
  if (generatedAdmin) {
    process.stdout.write(
      [
        '',
        '  Primeiro acesso — conta Admin criada (anote; a senha não será mostrada de novo):',
        `    usuário: ${generatedAdmin.username}`,
        `    senha:   ${generatedAdmin.password}`,
        '  Ela é temporária: o primeiro login pede uma senha nova.',
        '',
      ].join('\n') + '\n',
    );
  } else if (createdAdmin) {
    process.stdout.write(`\n  Conta Admin "${createdAdmin}" criada a partir de ADMIN_USERNAME/ADMIN_PASSWORD.\n`);
  }
  process.stdout.write(`\n  Vitrine no ar em ${running.url}  (admin: ${running.url}/admin)\n\n`);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    process.stdout.write(`Encerrando (${signal})...\n`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    running.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

void main();
