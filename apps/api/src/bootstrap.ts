import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Role } from '@vitrine/shared';
import type { Config } from './config';
import type { Db } from './db/database';
import { countUsers } from './features/users/users.repository';
import { createUser } from './features/users/users.service';

/**
 * On PostgreSQL without JWT_SECRET: one random secret for every process on the database
 * (kept in settings; the first process to start writes it), so a session opened through one
 * process is valid on the others behind the same address.
 */
export async function loadSharedJwtSecret(db: Db): Promise<string> {
  await db
    .insertInto('settings')
    .values({ key: 'jwt.secret', value: randomBytes(48).toString('base64url') })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db.selectFrom('settings').select('value').where('key', '=', 'jwt.secret').executeTakeFirstOrThrow();
  return row.value;
}

/** JWT_SECRET, or a random one generated on first start and kept in the data folder. */
export function loadJwtSecret(config: Config): string {
  if (config.JWT_SECRET) return config.JWT_SECRET;
  mkdirSync(config.dataDir, { recursive: true });
  const file = join(config.dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const secret = readFileSync(file, 'utf8').trim();
    if (secret.length >= 32) return secret;
  }
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}

export interface BootstrapResult {
  /** Set only when the first Admin was created with a generated password: print it once. */
  generatedAdmin?: { username: string; password: string };
  createdAdmin?: string;
}

/**
 * Creates the first Admin while no user exists: from ADMIN_USERNAME/ADMIN_PASSWORD (the
 * operator chose it: used as is), or 'admin' with a generated password that must be changed
 * at first login — it was printed to the console, and so to whatever keeps the server's logs.
 */
export async function ensureFirstAdmin(db: Db, config: Config, now: Date): Promise<BootstrapResult> {
  if ((await countUsers(db)) > 0) return {};
  const username = config.ADMIN_USERNAME ?? 'admin';
  if (config.ADMIN_PASSWORD) {
    await createUser(db, { username, role: Role.Admin }, now, {
      password: config.ADMIN_PASSWORD,
      mustChangePassword: false,
    });
    return { createdAdmin: username };
  }
  const { temporaryPassword } = await createUser(db, { username, role: Role.Admin }, now);
  return { generatedAdmin: { username, password: temporaryPassword } };
}
