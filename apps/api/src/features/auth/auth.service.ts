import type { LoginChallenge, LoginSession } from '@vitrine/shared';
import { messages } from '@vitrine/shared/messages';
import type { AppDeps } from '../../deps';
import { toBool } from '../../db/database';
import type { UserRow } from '../../db/schema';
import { locked, tooManyRequests, unauthorized } from '../../http/errors';
import { recordAudit } from '../audit/audit.repository';
import { findUserById, findUserByUsername } from '../users/users.repository';
import { dummyPasswordHash, verifyPassword } from './passwords';
import { startSession } from './sessions.service';
import { countAccountFailure, passwordLimits, release, reserve } from './throttle.service';
import { signChallenge, verifyChallenge } from './token';
import { checkSecondFactor } from './totp.service';

/**
 * One password check behind the throttle (sign-in, the current password of PUT /usuarios,
 * turning 2FA off). Counts the attempt first, gives it back when the password was right, and
 * counts a wrong one towards the username's lock ceiling (locking a real account there).
 * Answers whether the password was right; throws 429 while the caller is blocked.
 */
export async function throttledPasswordCheck(
  deps: AppDeps,
  username: string,
  user: UserRow | undefined,
  password: string,
  address: string,
): Promise<boolean> {
  const now = deps.now();
  const limits = passwordLimits(username, address);
  const blocked = await reserve(deps.db, limits, now);
  if (blocked) throw tooManyRequests(blocked.waitMs / 1000, messages.login.throttled);
  // Unknown users cost one hash verification too, so timing does not reveal usernames.
  const ok = await verifyPassword(user?.password_hash ?? (await dummyPasswordHash()), password);
  if (ok && user) {
    await release(deps.db, limits);
    return true;
  }
  const reachedCeiling = await countAccountFailure(deps.db, username, now);
  if (reachedCeiling && user) {
    const result = await deps.db
      .updateTable('users')
      .set({ locked_at: now.toISOString() })
      .where('id', '=', user.id)
      .where('locked_at', 'is', null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 1) {
      deps.logger.info('account.locked', { userId: user.id });
      await recordAudit(
        deps.db,
        {
          action: 'account.lock',
          actor: { id: null, username: null },
          address,
          target: { type: 'user', id: user.id },
        },
        now,
      );
    }
  }
  return false;
}

async function auditSignIn(
  deps: AppDeps,
  ok: boolean,
  who: { id: number | null; username: string },
  address: string,
  details?: Record<string, unknown>,
) {
  await recordAudit(
    deps.db,
    {
      action: ok ? 'login.success' : 'login.failure',
      actor: { id: who.id, username: who.username.slice(0, 120) },
      address,
      ...(details ? { details } : {}),
    },
    deps.now(),
  );
}

/**
 * The password step. Answers a session, or for an account with 2FA a short-lived challenge
 * for the code step. A locked account gets in only through the second factor.
 */
export async function login(
  deps: AppDeps,
  input: { username: string; password: string },
  address: string,
): Promise<LoginSession | LoginChallenge> {
  const user = await findUserByUsername(deps.db, input.username);
  const ok = await throttledPasswordCheck(deps, input.username, user, input.password, address);
  if (!ok || !user) {
    deps.logger.info('login.failed', { username: input.username.slice(0, 120), address });
    await auditSignIn(deps, false, { id: user?.id ?? null, username: input.username.trim() }, address, {
      reason: user ? 'password' : 'unknown_user',
    });
    throw unauthorized(messages.login.wrongCredentials);
  }
  if (toBool(user.totp_enabled)) {
    const challenge = await signChallenge(user.id, deps.jwtSecret, Math.floor(deps.now().getTime() / 1000));
    return { twoFactorRequired: true, challenge, username: user.username };
  }
  if (user.locked_at) {
    await auditSignIn(deps, false, user, address, { reason: 'locked' });
    throw locked(messages.login.accountLocked);
  }
  const session = await startSession(deps, user, address);
  await auditSignIn(deps, true, user, address);
  return session;
}

/** The code step: the challenge from the password step and an authenticator or recovery code. */
export async function loginSecondStep(
  deps: AppDeps,
  input: { challenge: string; code: string },
  address: string,
): Promise<LoginSession> {
  const userId = await verifyChallenge(input.challenge, deps.jwtSecret, Math.floor(deps.now().getTime() / 1000));
  const user = userId ? await findUserById(deps.db, userId) : undefined;
  if (!user || !toBool(user.totp_enabled)) throw unauthorized(messages.login.totpChallengeExpired);
  const passed = await checkSecondFactor(deps, user, input.code, address);
  if (!passed) {
    await auditSignIn(deps, false, user, address, { reason: 'second_factor' });
    throw unauthorized(messages.login.totpInvalid);
  }
  const session = await startSession(deps, user, address);
  await auditSignIn(deps, true, user, address, { secondFactor: passed });
  return session;
}
