import { Role, toRoleId, type RoleId, newPasswordProblem, type User } from '@vitrine/shared';
import { messages } from '@vitrine/shared/messages';
import type { Db } from '../../db/database';
import { isUniqueViolation, toBool } from '../../db/database';
import type { UserRow } from '../../db/schema';
import { conflict, notFound, validationFailed } from '../../http/errors';
import { generatePassword, hashPassword, verifyPassword } from '../auth/passwords';
import * as repo from './users.repository';

/** The public shape of a user: never the hash. */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    username: row.username,
    role: toRoleId(row.role, Role.Marketing),
    createdAt: row.created_at,
    mustChangePassword: toBool(row.must_change_password),
  };
}

export async function listUsers(db: Db): Promise<User[]> {
  return (await repo.listUsers(db)).map(toUser);
}

/** Creates a staff account with a temporary password that must be changed at first login. */
export async function createUser(
  db: Db,
  input: { username: string; role: RoleId },
  now: Date,
  options: { password?: string; mustChangePassword?: boolean } = {},
): Promise<{ id: number; temporaryPassword: string }> {
  // The early check spares a hash for the common case; the unique index decides races.
  if (await repo.findUserByUsername(db, input.username)) throw conflict(messages.users.usernameTaken);
  const temporaryPassword = options.password ?? generatePassword();
  const id = await usernameUnique(async () =>
    repo.insertUser(db, {
      username: input.username,
      role: input.role,
      password_hash: await hashPassword(temporaryPassword),
      must_change_password: (options.mustChangePassword ?? true) ? 1 : 0,
      created_at: now.toISOString(),
    }),
  );
  return { id, temporaryPassword };
}

/** Runs a write and answers 409 when the username's unique index (any case) refuses it. */
async function usernameUnique<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(messages.users.usernameTaken);
    throw error;
  }
}

export async function updateUser(db: Db, id: number, input: { username: string; role: RoleId }): Promise<User> {
  return usernameUnique(() => updateUserIn(db, id, input));
}

function updateUserIn(db: Db, id: number, input: { username: string; role: RoleId }): Promise<User> {
  return db.transaction().execute(async (trx) => {
    const row = await repo.findUserById(trx, id);
    if (!row) throw notFound(messages.users.notFound);
    const sameName = await repo.findUserByUsername(trx, input.username);
    if (sameName && sameName.id !== id) throw conflict(messages.users.usernameTaken);
    if (row.role === Role.Admin && input.role !== Role.Admin && (await repo.countAdmins(trx)) <= 1) {
      throw conflict(messages.users.cannotRemoveLastAdmin);
    }
    await repo.updateUser(trx, id, { username: input.username, role: input.role });
    return toUser({ ...row, username: input.username, role: input.role });
  });
}

export async function deleteUser(db: Db, id: number, actingUserId: number): Promise<void> {
  if (id === actingUserId) throw conflict(messages.users.cannotDeleteSelf);
  await db.transaction().execute(async (trx) => {
    const row = await repo.findUserById(trx, id);
    if (!row) throw notFound(messages.users.notFound);
    if (row.role === Role.Admin && (await repo.countAdmins(trx)) <= 1) {
      throw conflict(messages.users.cannotRemoveLastAdmin);
    }
    await repo.deleteUser(trx, id);
  });
}

export async function changeOwnPassword(
  db: Db,
  userId: number,
  input: { password: string; newPassword: string },
): Promise<void> {
  const row = await repo.findUserById(db, userId);
  if (!row) throw notFound(messages.users.notFound);
  if (!(await verifyPassword(row.password_hash, input.password))) {
    throw validationFailed({ password: messages.users.wrongCurrentPassword });
  }
  const problem = newPasswordProblem(input.newPassword, row.username, input.password);
  if (problem) throw validationFailed({ newPassword: problem });
  await repo.updateUser(db, userId, {
    password_hash: await hashPassword(input.newPassword),
    must_change_password: 0,
  });
}
