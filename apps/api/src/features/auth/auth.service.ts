import type { LoginChallenge, LoginSession } from '@vitrine/shared';
import { messages } from '@vitrine/shared/messages';
import type { AuthSettings } from '../../deps';
import { toBool, type Db } from '../../db/database';
import type { UserRow } from '../../db/schema';
import { AppError, conflict, locked, notFound, tooManyRequests, validationFailed } from '../../http/errors';
import { recordAction } from '../audit/audit.service';
import { findUserById, findUserByUsername } from '../users/users.repository';
import { dummyPasswordHash, verifyPassword } from './passwords';
import { startSession } from './sessions.service';
import { countAccountFailure, passwordLimits, release, reserve } from './throttle.service';
import { signChallenge, verifyChallenge } from './token';
import { checkSecondFactor, disableTotp } from './totp.service';

/**
 * One password check behind the throttle (sign-in, the current password of PUT /usuarios,
 * turning 2FA off). Counts the attempt first, gives it back when the password was right, and
 * counts a wrong one towards the username's lock ceiling (locking a real account there).
 * Answers whether the password was right; throws 429 while the caller is blocked.
 */
export async function throttledPasswordCheck(
  db: Db,
  attempt: { username: string; user: UserRow | undefined; password: string; address: string },
  now: Date,
  auth: AuthSettings,
): Promise<boolean> {
  const { username, user, password, address } = attempt;
  const limits = passwordLimits(username, address);
  const blocked = await reserve(db, limits, now);
  if (blocked) throw tooManyRequests(blocked.waitMs / 1000, messages.login.throttled);
  // Unknown users cost one hash verification too, so timing does not reveal usernames.
  const ok = await verifyPassword(user?.password_hash ?? (await dummyPasswordHash()), password);
  if (ok && user) {
    await release(db, limits);
    return true;
  }
  const reachedCeiling = await countAccountFailure(db, username, now);
  if (reachedCeiling && user) {
    const result = await db
      .updateTable('users')
      .set({ locked_at: now.toISOString() })
      .where('id', '=', user.id)
      .where('locked_at', 'is', null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 1) {
      auth.logger.info('account.locked', { userId: user.id });
      await recordAction(
        db,
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
  db: Db,
  now: Date,
  ok: boolean,
  who: { id: number | null; username: string },
  address: string,
  details?: Record<string, unknown>,
) {
  await recordAction(
    db,
    {
      action: ok ? 'login.success' : 'login.failure',
      actor: { id: who.id, username: who.username.slice(0, 120) },
      address,
      ...(details ? { details } : {}),
    },
    now,
  );
}

/**
 * The password step. Answers a session, or for an account with 2FA a short-lived challenge
 * for the code step. A locked account gets in only through the second factor.
 */
export async function login(
  db: Db,
  input: { username: string; password: string; address: string },
  now: Date,
  auth: AuthSettings,
): Promise<LoginSession | LoginChallenge> {
  const { address } = input;
  const user = await findUserByUsername(db, input.username);
  const ok = await throttledPasswordCheck(db, { ...input, user }, now, auth);
  if (!ok || !user) {
    auth.logger.info('login.failed', { username: input.username.slice(0, 120), address });
    await auditSignIn(db, now, false, { id: user?.id ?? null, username: input.username.trim() }, address, {
      reason: user ? 'password' : 'unknown_user',
    });
    throw new AppError('wrong_credentials', messages.login.wrongCredentials);
  }
  if (toBool(user.totp_enabled)) {
    const challenge = await signChallenge(user.id, auth.jwtSecret, Math.floor(now.getTime() / 1000));
    return { twoFactorRequired: true, challenge, username: user.username };
  }
  if (user.locked_at) {
    await auditSignIn(db, now, false, user, address, { reason: 'locked' });
    throw locked(messages.login.accountLocked);
  }
  const session = await startSession(db, user, address, now, auth);
  await auditSignIn(db, now, true, user, address);
  return session;
}

/** The code step: the challenge from the password step and an authenticator or recovery code. */
export async function loginSecondStep(
  db: Db,
  input: { challenge: string; code: string; address: string },
  now: Date,
  auth: AuthSettings,
): Promise<LoginSession> {
  const { address } = input;
  const userId = await verifyChallenge(input.challenge, auth.jwtSecret, Math.floor(now.getTime() / 1000));
  const user = userId ? await findUserById(db, userId) : undefined;
  if (!user || !toBool(user.totp_enabled))
    throw new AppError('second_factor_expired', messages.login.totpChallengeExpired);
  const passed = await checkSecondFactor(db, user, input, now, auth);
  if (!passed) {
    await auditSignIn(db, now, false, user, address, { reason: 'second_factor' });
    throw new AppError('second_factor_invalid', messages.login.totpInvalid);
  }
  const session = await startSession(db, user, address, now, auth);
  await auditSignIn(db, now, true, user, address, { secondFactor: passed });
  return session;
}

/** Turning 2FA off asks for both the password and a code (or a recovery code), each throttled. */
export async function turnOffTotp(
  db: Db,
  userId: number,
  proof: { password: string; code: string; address: string },
  now: Date,
  auth: AuthSettings,
): Promise<void> {
  const user = await findUserById(db, userId);
  if (!user) throw notFound(messages.users.notFound);
  if (!toBool(user.totp_enabled)) throw conflict(messages.totp.notEnabled);
  const attempt = { username: user.username, user, password: proof.password, address: proof.address };
  if (!(await throttledPasswordCheck(db, attempt, now, auth))) {
    throw validationFailed({ password: messages.users.wrongCurrentPassword });
  }
  if (!(await checkSecondFactor(db, user, proof, now, auth))) {
    throw validationFailed({ code: messages.totp.codeInvalid });
  }
  await disableTotp(db, userId);
}
