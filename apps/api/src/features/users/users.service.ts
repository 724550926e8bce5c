import { Role, toRoleId, type LoginSession, type RoleId, newPasswordProblem, type User } from '@vitrine/shared';
import { messages } from '@vitrine/shared/messages';
import type { Db } from '../../db/database';
import { isUniqueViolation, toBool } from '../../db/database';
import type { UserRow } from '../../db/schema';
import { conflict, notFound, validationFailed } from '../../http/errors';
import type { AuthSettings } from '../../deps';
import { generatePassword, hashPassword } from '../auth/passwords';
import { findAccountById, findAccountByUsername, throttledPasswordCheck } from '../auth/auth.service';
import { disableTotp } from '../auth/totp.service';
import { endUserSessions, startSession } from '../auth/sessions.service';
import { clearAccountFailures } from '../auth/throttle.service';
import * as repo from './users.repository';

/** The public shape of a user: never the hash. */
function toUser(row: UserRow): User {
  return {
    id: row.id,
    username: row.username,
    role: toRoleId(row.role, Role.Marketing),
    createdAt: row.created_at,
    mustChangePassword: toBool(row.must_change_password),
    lockedAt: row.locked_at,
    totpEnabled: toBool(row.totp_enabled),
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
  if (await findAccountByUsername(db, input.username)) throw conflict(messages.users.usernameTaken);
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

/** The staff member making a change, and the session they make it from. */
export interface Actor {
  id: number;
  sessionId: string;
}

/** Answers the user as saved and the fields that changed (the audit log records their names). */
export async function updateUser(
  db: Db,
  id: number,
  input: { username: string; role: RoleId },
  actor: Actor,
): Promise<{ user: User; changed: string[] }> {
  return usernameUnique(() => updateUserIn(db, id, input, actor));
}

function updateUserIn(
  db: Db,
  id: number,
  input: { username: string; role: RoleId },
  actor: Actor,
): Promise<{ user: User; changed: string[] }> {
  return db.transaction().execute(async (trx) => {
    const row = await findAccountById(trx, id);
    if (!row) throw notFound(messages.users.notFound);
    const sameName = await findAccountByUsername(trx, input.username);
    if (sameName && sameName.id !== id) throw conflict(messages.users.usernameTaken);
    if (input.role !== Role.Admin) await keepLastAdmin(trx, row);
    await repo.updateUser(trx, id, { username: input.username, role: input.role });
    const changed = [
      ...(row.username !== input.username ? ['username'] : []),
      ...(row.role !== input.role ? ['role'] : []),
    ];
    // A new role must not ride on sessions opened under the old one. An Admin who changes their
    // own role keeps the session they did it from: every request reads the role from the
    // database, so that session already works under the new role.
    if (changed.includes('role')) await endUserSessions(trx, id, id === actor.id ? actor.sessionId : undefined);
    return { user: toUser({ ...row, username: input.username, role: input.role }), changed };
  });
}

/**
 * The one rule that keeps the admin reachable: the last Admin can be neither demoted nor deleted.
 * Called inside the write's transaction, with the Admins counted under a lock, so two Admins
 * removing each other at once cannot both succeed.
 */
async function keepLastAdmin(trx: Db, user: UserRow): Promise<void> {
  if (user.role === Role.Admin && (await repo.countAdminsLocked(trx)) <= 1) {
    throw conflict(messages.users.cannotRemoveLastAdmin);
  }
}

export async function deleteUser(db: Db, id: number, actingUserId: number): Promise<void> {
  if (id === actingUserId) throw conflict(messages.users.cannotDeleteSelf);
  await db.transaction().execute(async (trx) => {
    const row = await findAccountById(trx, id);
    if (!row) throw notFound(messages.users.notFound);
    await keepLastAdmin(trx, row);
    await endUserSessions(trx, id);
    await repo.deleteUser(trx, id);
  });
}

/**
 * An Admin gives another user a new temporary password (a forgotten one): it must be changed at
 * the next sign-in, and every session of that user ends. One's own password is changed knowing it.
 */
export async function resetPassword(db: Db, id: number, actingUserId: number): Promise<{ temporaryPassword: string }> {
  if (id === actingUserId) throw conflict(messages.users.cannotResetOwnPassword);
  const temporaryPassword = generatePassword();
  const changes = { password_hash: await hashPassword(temporaryPassword), must_change_password: 1 };
  await db.transaction().execute(async (trx) => {
    if (!(await findAccountById(trx, id))) throw notFound(messages.users.notFound);
    await repo.updateUser(trx, id, changes);
    await endUserSessions(trx, id);
  });
  return { temporaryPassword };
}

/**
 * An Admin's reset of another user's two-factor sign-in (a lost phone and no recovery code left):
 * the secret and recovery codes go, and so do the user's sessions; they sign in with the password
 * and may enrol again. One's own goes through "Desativar", with the password and a code.
 */
export async function resetTotp(db: Db, id: number, actingUserId: number): Promise<void> {
  if (id === actingUserId) throw conflict(messages.users.cannotResetOwnTotp);
  const row = await findAccountById(db, id);
  if (!row) throw notFound(messages.users.notFound);
  if (!toBool(row.totp_enabled)) throw conflict(messages.totp.notEnabled);
  // Its own transaction (secret and recovery codes together); the sessions end right after.
  await disableTotp(db, id);
  await endUserSessions(db, id);
}

/** Whether an edit changes the user's e-mail (usernames compare ignoring case). */
export async function changesUsername(db: Db, id: number, username: string): Promise<boolean> {
  const row = await requireUser(db, id);
  return row.username.toLowerCase() !== username.trim().toLowerCase();
}

/** An Admin's unlock of an account locked by the per-username failure ceiling. */
export async function unlockUser(db: Db, id: number): Promise<void> {
  const row = await findAccountById(db, id);
  if (!row) throw notFound(messages.users.notFound);
  if (!row.locked_at) throw conflict(messages.users.notLocked);
  await repo.updateUser(db, id, { locked_at: null });
  await clearAccountFailures(db, row.username);
}

/**
 * Changes one's own password. The current password goes through the sign-in throttle (a
 * stolen token cannot guess it fast). Every session of the user ends, this one included,
 * and a fresh session is answered: the token issued for a temporary password dies with it.
 */
export async function changeOwnPassword(
  db: Db,
  userId: number,
  input: { password: string; newPassword: string; address: string },
  now: Date,
  auth: AuthSettings,
): Promise<LoginSession> {
  const row = await findAccountById(db, userId);
  if (!row) throw notFound(messages.users.notFound);
  const attempt = { username: row.username, user: row, password: input.password, address: input.address };
  if (!(await throttledPasswordCheck(db, attempt, now, auth))) {
    throw validationFailed({ password: messages.users.wrongCurrentPassword });
  }
  const problem = newPasswordProblem(input.newPassword, row.username, input.password);
  if (problem) throw validationFailed({ newPassword: problem });
  const changes = { password_hash: await hashPassword(input.newPassword), must_change_password: 0 };
  await db.transaction().execute(async (trx) => {
    await repo.updateUser(trx, userId, changes);
    await endUserSessions(trx, userId);
  });
  return startSession(db, { ...row, ...changes }, input.address, now, auth);
}

export async function requireUser(db: Db, id: number): Promise<UserRow> {
  const row = await findAccountById(db, id);
  if (!row) throw notFound(messages.users.notFound);
  return row;
}
