import { Role, toRoleId, type LoginSession } from '@vitrine/shared';
import { TOKEN_TTL_SECONDS } from '@vitrine/shared/constants';
import type { AuthSettings } from '../../deps';
import { toBool, type Db } from '../../db/database';
import type { UserRow } from '../../db/schema';
import { deleteSession, deleteUserSessions, insertSession, purgeExpiredSessions } from './sessions.repository';
import { signToken } from './token';

/** REQUIRE_2FA_FOR_ADMIN: an Admin without 2FA may only enrol (and change their password). */
export function mustEnableTotp(requireTotpForAdmins: boolean, user: Pick<UserRow, 'role' | 'totp_enabled'>): boolean {
  return requireTotpForAdmins && user.role === Role.Admin && !toBool(user.totp_enabled);
}

/** Opens a server-side session for a user and answers the token that points at it. */
export async function startSession(
  db: Db,
  user: UserRow,
  address: string | null,
  now: Date,
  auth: AuthSettings,
): Promise<LoginSession> {
  await purgeExpiredSessions(db, now);
  const sessionId = await insertSession(db, {
    userId: user.id,
    address,
    createdAt: now,
    expiresAt: new Date(now.getTime() + TOKEN_TTL_SECONDS * 1000),
  });
  const role = toRoleId(user.role, Role.Marketing);
  const token = await signToken(
    { userId: user.id, role, username: user.username, sessionId },
    auth.jwtSecret,
    Math.floor(now.getTime() / 1000),
  );
  return {
    token,
    username: user.username,
    role,
    mustChangePassword: toBool(user.must_change_password),
    mustEnableTotp: mustEnableTotp(auth.requireTotpForAdmins, user),
  };
}

/** Ends one session (logout). */
export function endSession(db: Db, sessionId: string): Promise<void> {
  return deleteSession(db, sessionId);
}

/** Ends every session of a user, or every one but `keepSessionId`; answers how many ended. */
export function endUserSessions(db: Db, userId: number, keepSessionId?: string): Promise<number> {
  return deleteUserSessions(db, userId, keepSessionId);
}
