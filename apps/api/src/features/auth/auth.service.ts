import { Role, toRoleId, type LoginResult } from '@vitrine/shared';
import { messages } from '@vitrine/shared/messages';
import type { AppDeps } from '../../deps';
import { toBool } from '../../db/database';
import { tooManyRequests, unauthorized } from '../../http/errors';
import { findUserByUsername } from '../users/users.repository';
import { dummyPasswordHash, verifyPassword } from './passwords';
import { ipKey, recordFailure, recordSuccess, remainingBlockMs, userKey, withAttemptLock } from './throttle.service';
import { signToken } from './token';

export async function login(
  deps: AppDeps,
  input: { username: string; password: string },
  address: string,
): Promise<Required<LoginResult>> {
  return withAttemptLock(input.username, address, () => attempt(deps, input, address));
}

async function attempt(
  deps: AppDeps,
  input: { username: string; password: string },
  address: string,
): Promise<Required<LoginResult>> {
  const now = deps.now();
  const wait = await remainingBlockMs(deps.db, [userKey(input.username), ipKey(address)], now);
  if (wait > 0) throw tooManyRequests(wait / 1000, messages.login.throttled);

  const user = await findUserByUsername(deps.db, input.username);
  // Unknown users cost one hash verification too, so timing does not reveal usernames.
  const ok = await verifyPassword(user?.password_hash ?? (await dummyPasswordHash()), input.password);
  if (!user || !ok) {
    await recordFailure(deps.db, input.username, address, now);
    deps.logger.info('login.failed', { username: input.username.slice(0, 120), address });
    throw unauthorized(messages.login.wrongCredentials);
  }
  await recordSuccess(deps.db, input.username);
  const role = toRoleId(user.role, Role.Marketing);
  const token = await signToken(
    { userId: user.id, role, username: user.username },
    deps.jwtSecret,
    Math.floor(now.getTime() / 1000),
  );
  return { token, username: user.username, role, mustChangePassword: toBool(user.must_change_password) };
}
