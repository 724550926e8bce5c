import type { LoginChallenge, LoginSession } from '@vitrine/shared';
import { messages } from '@vitrine/shared/messages';
import type { AuthSettings } from '../../deps';
import { toBool, type Db } from '../../db/database';
import type { UserRow } from '../../db/schema';
import { AppError, conflict, locked, notFound, tooManyRequests, validationFailed } from '../../http/errors';
import { recordAction, signedInBefore } from '../audit/audit.service';
import { findUserById, findUserByUsername } from './accounts.repository';
import { dummyPasswordHash, verifyPassword } from './passwords';
import { startSession } from './sessions.service';
import { isEmail } from '@vitrine/shared/validation';
import { queueMail } from '../../mail/outbox';
import { accountLockedNotice } from '../../mail/templates';
import { consumeChallenge, lockAccount, type Reservation } from './throttle.repository';
import { countAccountFailure, passwordLimits, release, reserve } from './throttle.service';
import { passwordProof, samePasswordProof, signChallenge, verifyChallenge } from './token';
import { checkSecondFactor, disableTotp } from './totp.service';

type PasswordAttempt = { username: string; user: UserRow | undefined; password: string; address: string };

/**
 * Counts the attempt against the throttle first (429 while the caller is blocked), then checks
 * the password. Answers whether it was right and whether this is the first attempt on the
 * username from this address within the throttle's window (an address with no failures of
 * its own). Nothing is settled yet: settleAttempt does that once the caller has decided.
 */
async function checkPassword(db: Db, attempt: PasswordAttempt, now: Date) {
  const { username, user, password, address } = attempt;
  const limits = passwordLimits(username, address);
  const reserved = await reserve(db, limits, now);
  if ('waitMs' in reserved) throw tooManyRequests(reserved.waitMs / 1000, messages.login.throttled);
  // Unknown users cost one hash verification too, so timing does not reveal usernames.
  const right = (await verifyPassword(user?.password_hash ?? (await dummyPasswordHash()), password)) && !!user;
  return { right, limits, firstFromAddress: reserved.counts[0] === 1 };
}

/**
 * An accepted attempt gives its counts back. A refused one counts towards the username's lock
 * ceiling; the one that reaches it locks the account, records it and tells the owner by mail
 * when the username is an e-mail address.
 */
async function settleAttempt(
  db: Db,
  attempt: PasswordAttempt,
  accepted: { accepted: boolean; limits: Reservation[] },
  now: Date,
  auth: AuthSettings,
): Promise<void> {
  const { username, user, address } = attempt;
  if (accepted.accepted) return release(db, accepted.limits);
  const { failures, reachedCeiling } = await countAccountFailure(db, username, now);
  if (!reachedCeiling || !user) return;
  if (!(await lockAccount(db, user.id, now.toISOString()))) return;
  auth.logger.info('account.locked', { userId: user.id });
  await recordAction(
    db,
    {
      action: 'account.lock',
      actor: { id: null, username: null },
      address,
      target: { type: 'user', id: user.id },
      details: { failures },
    },
    now,
  );
  if (isEmail(user.username)) {
    await queueMail(
      db,
      { kind: 'account-locked', to: user.username, content: accountLockedNotice(user.username, failures) },
      now,
    );
    auth.mailQueued();
  }
}

/**
 * One password check behind the throttle for a signed-in person (the current password of
 * PUT /usuarios, turning 2FA off): a wrong one counts as sign-in failures do. Answers whether
 * the password was right; throws 429 while the caller is blocked.
 */
/** A staff account by id, or undefined (users.service and the WordPress import read accounts here). */
export function findAccountById(db: Db, id: number): Promise<UserRow | undefined> {
  return findUserById(db, id);
}

/** A staff account by name, ignoring case, or undefined. */
export function findAccountByUsername(db: Db, username: string): Promise<UserRow | undefined> {
  return findUserByUsername(db, username);
}

export async function throttledPasswordCheck(
  db: Db,
  attempt: PasswordAttempt,
  now: Date,
  auth: AuthSettings,
): Promise<boolean> {
  const { right, limits } = await checkPassword(db, attempt, now);
  await settleAttempt(db, attempt, { accepted: right, limits }, now, auth);
  return right;
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
 * for the code step.
 *
 * A locked account (the username's failures from everywhere reached the ceiling: a spread-out
 * guessing run) keeps out only the addresses that have failed on it themselves, and tells
 * them nothing: from such an address a right and a wrong password get the same answer after
 * the same work (423 with the lock message, or for an account with 2FA a challenge whose
 * password proof only this server can tell apart, so the code step fails for a wrong one).
 * An address's first attempt on the account is checked as usual, so the owner, from an
 * address that has not failed, signs in; an attacker gets one guess per address a day. An
 * address the owner has signed in from before is theirs, not the guessing run's: there a
 * mistype does not keep them out either (the pair's own delays still slow anyone there).
 */
export async function login(
  db: Db,
  input: { username: string; password: string; address: string },
  now: Date,
  auth: AuthSettings,
): Promise<LoginSession | LoginChallenge> {
  const { address } = input;
  const user = await findUserByUsername(db, input.username);
  const attempt = { ...input, user };
  const { right, limits, firstFromAddress } = await checkPassword(db, attempt, now);
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const keptOut = user?.locked_at && !firstFromAddress && !(await signedInBefore(db, user.id, address));
  if (user && keptOut) {
    // Whatever the password: counted, recorded and answered alike.
    await settleAttempt(db, attempt, { accepted: false, limits }, now, auth);
    await auditSignIn(db, now, false, user, address, { reason: 'locked' });
    if (!toBool(user.totp_enabled)) throw locked(messages.login.accountLocked);
    const challenge = await signChallenge(user.id, right ? user.password_hash : null, auth.jwtSecret, nowSeconds);
    return { twoFactorRequired: true, challenge, username: user.username };
  }
  await settleAttempt(db, attempt, { accepted: right, limits }, now, auth);
  if (!right || !user) {
    auth.logger.info('login.failed', { username: input.username.slice(0, 120), address });
    await auditSignIn(db, now, false, { id: user?.id ?? null, username: input.username.trim() }, address, {
      reason: user ? 'password' : 'unknown_user',
    });
    throw new AppError('wrong_credentials', messages.login.wrongCredentials);
  }
  if (toBool(user.totp_enabled)) {
    const challenge = await signChallenge(user.id, user.password_hash, auth.jwtSecret, nowSeconds);
    return { twoFactorRequired: true, challenge, username: user.username };
  }
  const session = await startSession(db, user, address, now, auth);
  await auditSignIn(db, now, true, user, address, user.locked_at ? { lockedAccount: true } : undefined);
  return session;
}

/**
 * The code step: the challenge from the password step and an authenticator or recovery code.
 * A challenge signs in once, and only while the password it proved is still the account's.
 */
export async function loginSecondStep(
  db: Db,
  input: { challenge: string; code: string; address: string },
  now: Date,
  auth: AuthSettings,
): Promise<LoginSession> {
  const { address } = input;
  const claims = await verifyChallenge(input.challenge, auth.jwtSecret, Math.floor(now.getTime() / 1000));
  const user = claims ? await findUserById(db, claims.userId) : undefined;
  if (!claims || !user || !toBool(user.totp_enabled))
    throw new AppError('second_factor_expired', messages.login.totpChallengeExpired);
  const passwordProven = samePasswordProof(
    claims.proof,
    passwordProof(auth.jwtSecret, claims.id, user.id, user.password_hash),
  );
  const passed = await checkSecondFactor(db, user, { ...input, passwordProven }, now, auth);
  if (!passed) {
    await auditSignIn(db, now, false, user, address, { reason: 'second_factor' });
    throw new AppError('second_factor_invalid', messages.login.totpInvalid);
  }
  if (!(await consumeChallenge(db, claims.id, now)))
    throw new AppError('second_factor_expired', messages.login.totpChallengeExpired);
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

/**
 * Throws 422 on the field `field` unless `password` is the signed-in person's current one
 * (behind the sign-in throttle): the re-authentication before enrolling two-factor sign-in or
 * changing an e-mail, which a stolen session token alone must not be able to do.
 */
export async function requireCurrentPassword(
  db: Db,
  userId: number,
  proof: { password: string | undefined; address: string; field: string },
  now: Date,
  auth: AuthSettings,
): Promise<void> {
  if (!proof.password) throw validationFailed({ [proof.field]: messages.users.passwordRequired });
  const user = await findUserById(db, userId);
  if (!user) throw notFound(messages.users.notFound);
  const attempt = { username: user.username, user, password: proof.password, address: proof.address };
  if (!(await throttledPasswordCheck(db, attempt, now, auth))) {
    throw validationFailed({ [proof.field]: messages.users.wrongCurrentPassword });
  }
}
