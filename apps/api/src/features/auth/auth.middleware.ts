import type { MiddlewareHandler } from 'hono';
import { Role, toRoleId, type RoleId } from '@vitrine/shared';
import { messages } from '@vitrine/shared/messages';
import type { AppDeps, AppEnv, AuthUser } from '../../deps';
import { forbidden, unauthorized } from '../../http/errors';
import { findUserById } from '../users/users.repository';
import { bearerToken, verifyToken } from './token';
import { toBool } from '../../db/database';

export interface RequireStaffOptions {
  /** Roles allowed; every staff role when omitted. */
  roles?: RoleId[];
  /** Lets an account that must change its password through (the password call itself). */
  allowPendingPasswordChange?: boolean;
}

/** The staff member a bearer token belongs to, or null for a missing, bad or stale token. */
export async function authenticate(deps: AppDeps, authorization: string | undefined): Promise<AuthUser | null> {
  const token = bearerToken(authorization);
  if (!token) return null;
  const claims = await verifyToken(token, deps.jwtSecret, Math.floor(deps.now().getTime() / 1000));
  if (!claims) return null;
  const row = await findUserById(deps.db, claims.userId);
  if (!row) return null;
  return {
    id: row.id,
    username: row.username,
    role: toRoleId(row.role, Role.Marketing),
    mustChangePassword: toBool(row.must_change_password),
  };
}

/**
 * Authenticates the bearer token and authorises the role on the server. The role comes
 * from the database, not from the token, so a demotion or deletion takes effect at once.
 */
export function requireStaff(deps: AppDeps, options: RequireStaffOptions = {}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const user = await authenticate(deps, c.req.header('authorization'));
    if (!user) throw unauthorized();
    if (user.mustChangePassword && !options.allowPendingPasswordChange) {
      throw forbidden(messages.users.mustChangePassword);
    }
    if (options.roles && !options.roles.includes(user.role)) throw forbidden();
    c.set('user', user);
    await next();
  };
}

export const adminOnly = (deps: AppDeps) => requireStaff(deps, { roles: [Role.Admin] });
