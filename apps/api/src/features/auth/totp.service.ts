import { generateSecret, generateURI, verify } from 'otplib';
import type { TotpEnrolment, TotpStatus } from '@vitrine/shared';
import { RECOVERY_CODE_COUNT, TOTP_ISSUER } from '@vitrine/shared/constants';
import { messages } from '@vitrine/shared/messages';
import { parseSecondFactorCode } from '@vitrine/shared/schemas';
import type { AuthSettings } from '../../deps';
import { toBool, type Db } from '../../db/database';
import type { UserRow } from '../../db/schema';
import { conflict, notFound, tooManyRequests, validationFailed } from '../../http/errors';
import { findUserById } from './accounts.repository';
import * as repo from './totp.repository';
import { decryptSecret, encryptSecret, generateRecoveryCode, hashRecoveryCode } from './totp-crypto';
import { release, reserve, secondFactorLimits } from './throttle.service';

/** RFC 6238 defaults (SHA-1, 6 digits, 30 s), what every authenticator app reads from the QR code. */
const PERIOD_SECONDS = 30;
/** One step either side: a phone clock a little off still works. */
const TOLERANCE_SECONDS = PERIOD_SECONDS;

async function userOrFail(db: Db, userId: number): Promise<UserRow> {
  const row = await findUserById(db, userId);
  if (!row) throw notFound(messages.users.notFound);
  return row;
}

export async function totpStatus(db: Db, userId: number): Promise<TotpStatus> {
  const row = await userOrFail(db, userId);
  const enabled = toBool(row.totp_enabled);
  return { enabled, recoveryCodesLeft: enabled ? await repo.countUnusedRecoveryCodes(db, userId) : 0 };
}

/** Step 1 of enrolment: a new secret, kept (encrypted) until a code from the app confirms it. */
export async function startEnrolment(db: Db, userId: number, auth: AuthSettings): Promise<TotpEnrolment> {
  const row = await userOrFail(db, userId);
  if (toBool(row.totp_enabled)) throw conflict(messages.totp.alreadyEnabled);
  const secret = generateSecret();
  await repo.storePendingSecret(db, userId, encryptSecret(secret, auth.jwtSecret));
  return { secret, otpauthUrl: generateURI({ issuer: TOTP_ISSUER, label: row.username, secret }) };
}

/**
 * Checks a six-digit code against the user's secret at the injected clock. A code is
 * accepted once: its time step is written with a compare-and-set, so a replay (even a
 * parallel one) finds the step already taken.
 */
async function acceptTotp(db: Db, row: UserRow, code: string, now: Date, auth: AuthSettings): Promise<boolean> {
  const secret = row.totp_secret ? decryptSecret(row.totp_secret, auth.jwtSecret) : null;
  if (!secret) return false;
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    period: PERIOD_SECONDS,
    epochTolerance: TOLERANCE_SECONDS,
    ...(row.totp_last_step !== null ? { afterTimeStep: row.totp_last_step } : {}),
  });
  // otplib's result type also covers HOTP, which has no time step.
  if (!result.valid || !('timeStep' in result)) return false;
  return repo.takeTimeStep(db, row.id, result.timeStep);
}

/** Spends a recovery code: one UPDATE that only succeeds while the code is unused. */
async function spendRecoveryCode(
  db: Db,
  userId: number,
  code: string,
  now: Date,
  auth: AuthSettings,
): Promise<boolean> {
  return repo.spendRecoveryCodeHash(db, userId, hashRecoveryCode(code, auth.jwtSecret), now.toISOString());
}

/**
 * The second factor of an enabled account: an authenticator code or an unused recovery
 * code. Throttled per user and address, per user, and per address. Answers how it passed,
 * or null for a wrong code.
 */
export async function checkSecondFactor(
  db: Db,
  row: UserRow,
  attempt: { code: string; address: string; passwordProven?: boolean },
  now: Date,
  auth: AuthSettings,
): Promise<'totp' | 'recovery' | null> {
  const limits = secondFactorLimits(row.id, attempt.address);
  const reserved = await reserve(db, limits, now);
  if ('waitMs' in reserved) throw tooManyRequests(reserved.waitMs / 1000, messages.login.throttled);
  // A challenge without a valid password proof fails like a wrong code, and spends no code.
  if (attempt.passwordProven === false) return null;
  const parsed = parseSecondFactorCode(attempt.code);
  let passed: 'totp' | 'recovery' | null = null;
  if (parsed?.kind === 'totp' && (await acceptTotp(db, row, parsed.code, now, auth))) passed = 'totp';
  else if (
    parsed?.kind === 'recovery' &&
    toBool(row.totp_enabled) &&
    (await spendRecoveryCode(db, row.id, parsed.code, now, auth))
  )
    passed = 'recovery';
  if (passed) await release(db, limits);
  return passed;
}

/** Step 2 of enrolment: the first code turns 2FA on and answers the recovery codes, shown this once. */
export async function confirmEnrolment(
  db: Db,
  userId: number,
  attempt: { code: string; address: string },
  now: Date,
  auth: AuthSettings,
): Promise<{ recoveryCodes: string[] }> {
  const row = await userOrFail(db, userId);
  if (toBool(row.totp_enabled)) throw conflict(messages.totp.alreadyEnabled);
  if (!row.totp_secret) throw conflict(messages.totp.notEnrolling);
  if (!(await checkSecondFactor(db, row, attempt, now, auth))) {
    throw validationFailed({ code: messages.totp.codeInvalid });
  }
  const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, generateRecoveryCode);
  await repo.enableTotp(
    db,
    userId,
    recoveryCodes.map((c) => hashRecoveryCode(c.replace('-', ''), auth.jwtSecret)),
  );
  return { recoveryCodes };
}

/** Turns 2FA off (the caller checked the password); forgets the secret and the recovery codes. */
export async function disableTotp(db: Db, userId: number): Promise<void> {
  await repo.disableTotp(db, userId);
}
