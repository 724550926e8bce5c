import type { MiddlewareHandler } from 'hono';
import { Role, toRoleId, type RoleId } from '@vitrine/shared';
import { messages } from '@vitrine/shared/messages';
import type { AppDeps, AppEnv, AuthUser } from '../../deps';
import { AppError, forbidden, sessionEnded } from '../../http/errors';
import { bearerToken, verifyToken } from './token';
import { toBool } from '../../db/database';
import { findSessionUser } from './sessions.repository';
import { mustEnableTotp } from './sessions.service';

export interface RequireStaffOptions {
  /** Roles allowed; every staff role when omitted. */
  roles?: RoleId[];
  /** Lets an account that must change its password through (the password call itself). */
  allowPendingPasswordChange?: boolean;
  /** Lets an Admin who must enable 2FA (REQUIRE_2FA_FOR_ADMIN) through (the 2FA calls). */
  allowPendingTotp?: boolean;
}

export type AuthResult = { user: AuthUser } | { failure: string };

/**
 * The staff member a bearer token belongs to. A genuine token must also point at a live
 * session (one primary-key lookup joined to the user): a token whose session was ended
 * (password or role change, deletion, logout, "Sair de todas as sessões") answers its own
 * message, so the person knows why they are back at the login.
 */
export async function authenticate(deps: AppDeps, authorization: string | undefined): Promise<AuthResult> {
  const token = bearerToken(authorization);
  if (!token) return { failure: messages.http.unauthorized };
  const now = deps.now();
  const claims = await verifyToken(token, deps.jwtSecret, Math.floor(now.getTime() / 1000));
  if (!claims) return { failure: messages.http.unauthorized };
  const row = await findSessionUser(deps.db, claims.sessionId);
  if (!row || row.session_user_id !== claims.userId || row.session_expires_at <= now.toISOString()) {
    return { failure: messages.http.sessionEnded };
  }
  return {
    user: {
      id: row.id,
      username: row.username,
      role: toRoleId(row.role, Role.Marketing),
      mustChangePassword: toBool(row.must_change_password),
      mustEnableTotp: mustEnableTotp(deps.config.REQUIRE_2FA_FOR_ADMIN, row),
      sessionId: claims.sessionId,
    },
  };
}

/**
 * Authenticates the bearer token and authorises the role on the server. The role comes
 * from the database, not from the token, so a demotion or deletion takes effect at once.
 */
export function requireStaff(deps: AppDeps, options: RequireStaffOptions = {}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const result = await authenticate(deps, c.req.header('authorization'));
    if ('failure' in result) throw sessionEnded(result.failure);
    const { user } = result;
    if (user.mustChangePassword && !options.allowPendingPasswordChange) {
      throw new AppError('password_change_required', messages.users.mustChangePassword);
    }
    if (user.mustEnableTotp && !options.allowPendingTotp)
      throw new AppError('second_factor_required', messages.totp.requiredForAdmins);
    if (options.roles && !options.roles.includes(user.role)) throw forbidden();
    c.set('user', user);
    await next();
  };
}

export const adminOnly = (deps: AppDeps) => requireStaff(deps, { roles: [Role.Admin] });
