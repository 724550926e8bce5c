import { Role } from '@vitrine/shared';
import { usernameSchema } from '@vitrine/shared/schemas';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './migrate';
import { createUser } from './features/users/users.service';
import { AppError } from './http/errors';

/** npm run admin -- create <username>: adds an Admin and prints its temporary password. */
async function main(argv: string[]) {
  const [command, username] = argv;
  if (command !== 'create' || !username) {
    process.stderr.write('Uso: npm run admin -- create <usuário>\n');
    return 2;
  }
  const parsed = usernameSchema.safeParse(username);
  if (!parsed.success) {
    process.stderr.write(`${parsed.error.issues[0]?.message}\n`);
    return 2;
  }
  const config = loadConfig();
  const db = openDatabase(config.DATABASE_URL, { poolMax: config.DATABASE_POOL_MAX });
  try {
    await migrateToLatest(db);
    const { temporaryPassword } = await createUser(db, { username: parsed.data, role: Role.Admin }, new Date());
    process.stdout.write(
      `Admin "${parsed.data}" criado. Senha temporária (troca obrigatória no primeiro acesso): ${temporaryPassword}\n`,
    );
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
