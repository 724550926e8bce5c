import type { MiddlewareHandler } from 'hono';
import { Role, type RoleId } from '@vitrine/shared';
import { messages } from '@vitrine/shared/messages';
import type { AppDeps, AppEnv } from '../../deps';
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

/**
 * Authenticates the bearer token and authorises the role on the server. The role comes
 * from the database, not from the token, so a demotion or deletion takes effect at once.
 */
export function requireStaff(deps: AppDeps, options: RequireStaffOptions = {}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = bearerToken(c.req.header('authorization'));
    if (!token) throw unauthorized();
    const claims = await verifyToken(token, deps.jwtSecret, Math.floor(deps.now().getTime() / 1000));
    if (!claims) throw unauthorized();
    const row = await findUserById(deps.db, claims.userId);
    if (!row) throw unauthorized();
    const user = {
      id: row.id,
      username: row.username,
      role: row.role === Role.Admin ? Role.Admin : Role.Marketing,
      mustChangePassword: toBool(row.must_change_password),
    } as const;
    if (options.roles && !options.roles.includes(user.role)) throw forbidden();
    if (user.mustChangePassword && !options.allowPendingPasswordChange) {
      throw forbidden(messages.users.mustChangePassword);
    }
    c.set('user', user);
    await next();
  };
}

export const adminOnly = (deps: AppDeps) => requireStaff(deps, { roles: [Role.Admin] });
