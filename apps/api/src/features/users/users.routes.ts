import { messages } from '@vitrine/shared/messages';
import { authSettings, type AppDeps } from '../../deps';
import { apiRouter } from '../../http/api-router';
import { conflict } from '../../http/errors';
import { clientAddress, idParam } from '../../http/request';
import { auditAction } from '../audit/audit-action';
import { adminOnly, requireStaff } from '../auth/auth.middleware';
import { requireCurrentPassword } from '../auth/auth.service';
import { endUserSessions } from '../auth/sessions.service';
import * as users from './users.service';

export function usersRoutes(deps: AppDeps) {
  const app = apiRouter();
  const auth = authSettings(deps);

  // Any staff member changes their own password; allowed while a change is pending. The
  // answer carries a new session token: every older one (this one too) has ended.
  app.put(
    '/usuarios',
    requireStaff(deps, { allowPendingPasswordChange: true, allowPendingTotp: true }),
    async (c, { json: input }) => {
      const user = c.get('user');
      const attempt = { ...input, address: clientAddress(c, deps.config.TRUST_PROXY) };
      const session = await users.changeOwnPassword(deps.db, user.id, attempt, deps.now(), auth);
      await auditAction(deps, c, 'password.change', { target: { type: 'user', id: user.id } });
      return c.json({ message: messages.admin.passwordChanged, ...session });
    },
  );

  app.get('/usuarios', adminOnly(deps), async (c) => c.json(await users.listUsers(deps.db)));

  app.post('/usuarios', adminOnly(deps), async (c, { json: input }) => {
    const created = await users.createUser(deps.db, input, deps.now());
    c.var.logger.info('user.created', { id: created.id, by: c.get('user').id });
    await auditAction(deps, c, 'user.create', {
      target: { type: 'user', id: created.id },
      details: { role: input.role },
    });
    return c.json(created, 201);
  });

  app.put('/usuarios/:id', adminOnly(deps), async (c, { json: { currentPassword, ...input } }) => {
    const id = idParam(c);
    if (await users.changesUsername(deps.db, id, input.username)) {
      // A new e-mail redirects the account's mail and sign-in: the Admin proves it is them.
      const proof = { password: currentPassword, address: clientAddress(c, deps.config.TRUST_PROXY) };
      await requireCurrentPassword(deps.db, c.get('user').id, { ...proof, field: 'currentPassword' }, deps.now(), auth);
    }
    const { user, changed } = await users.updateUser(deps.db, id, input, c.get('user'));
    await auditAction(deps, c, 'user.update', {
      target: { type: 'user', id },
      details: { changed, ...(changed.includes('role') ? { role: input.role } : {}) },
    });
    return c.json(user);
  });

  app.delete('/usuarios/:id', adminOnly(deps), async (c) => {
    const id = idParam(c);
    await users.deleteUser(deps.db, id, c.get('user').id);
    c.var.logger.info('user.deleted', { id, by: c.get('user').id });
    await auditAction(deps, c, 'user.delete', { target: { type: 'user', id } });
    return c.json({ message: messages.admin.userDeleted });
  });

  // An Admin ends every session of another user (a lost laptop, a leaver).
  app.delete('/usuarios/:id/sessoes', adminOnly(deps), async (c) => {
    const id = idParam(c);
    if (id === c.get('user').id) throw conflict(messages.users.cannotEndOwnSessionsHere);
    await users.requireUser(deps.db, id);
    const ended = await endUserSessions(deps.db, id);
    await auditAction(deps, c, 'sessions.revoke', { target: { type: 'user', id }, details: { ended } });
    return c.json({ message: messages.admin.sessionsEnded, ended });
  });

  // A forgotten password. The temporary one is answered once and never stored in clear.
  app.post('/usuarios/:id/senha-temporaria', adminOnly(deps), async (c) => {
    const id = idParam(c);
    const { temporaryPassword } = await users.resetPassword(deps.db, id, c.get('user').id);
    await auditAction(deps, c, 'password.reset', { target: { type: 'user', id } });
    return c.json({ message: messages.admin.passwordReset, temporaryPassword });
  });

  // A lost authenticator: an Admin turns another user's two-factor sign-in off (no SQL needed).
  app.post('/usuarios/:id/2fa/redefinir', adminOnly(deps), async (c) => {
    const id = idParam(c);
    await users.resetTotp(deps.db, id, c.get('user').id);
    await auditAction(deps, c, 'totp.reset', { target: { type: 'user', id } });
    return c.json({ message: messages.admin.totpReset });
  });

  app.post('/usuarios/:id/desbloquear', adminOnly(deps), async (c) => {
    const id = idParam(c);
    await users.unlockUser(deps.db, id);
    await auditAction(deps, c, 'account.unlock', { target: { type: 'user', id } });
    return c.json({ message: messages.admin.userUnlocked });
  });

  return app.routes;
}
