import type { Context } from 'hono';
import { messages } from '@vitrine/shared/messages';
import { authSettings, type AppDeps } from '../../deps';
import { sessionEnded } from '../../http/errors';
import { clientAddress } from '../../http/request';
import { auditAction } from '../audit/audit-action';
import { authenticate, requireStaff } from './auth.middleware';
import { login, loginSecondStep, requireCurrentPassword, turnOffTotp } from './auth.service';
import { endSession, endUserSessions } from './sessions.service';
import { confirmEnrolment, startEnrolment, totpStatus } from './totp.service';
import { apiRouter } from '../../http/api-router';

export function authRoutes(deps: AppDeps) {
  const app = apiRouter();
  const address = (c: Context) => clientAddress(c, deps.config.TRUST_PROXY);
  const auth = authSettings(deps);

  app.post('/login', async (c, { json: input }) => {
    return c.json(
      await login(deps.db, { ...input, address: address(c) }, deps.now(), { ...auth, logger: c.var.logger }),
    );
  });

  // Two-step sign-in: the password step's challenge plus an authenticator or recovery code.
  app.post('/login/2fa', async (c, { json: input }) => {
    return c.json(
      await loginSecondStep(deps.db, { ...input, address: address(c) }, deps.now(), { ...auth, logger: c.var.logger }),
    );
  });

  // verifyToken answers 401 {valid:false, message, code} rather than the plain error body.
  app.post('/verifyToken', async (c) => {
    const result = await authenticate(deps, c.req.header('authorization'));
    if ('failure' in result) return c.json({ valid: false, ...sessionEnded(result.failure).body }, 401);
    const { user } = result;
    return c.json({
      valid: true,
      username: user.username,
      role: user.role,
      mustChangePassword: user.mustChangePassword,
      mustEnableTotp: user.mustEnableTotp,
    });
  });

  const signedIn = requireStaff(deps, { allowPendingPasswordChange: true, allowPendingTotp: true });

  // Sair: ends this session on the server, not only in the browser.
  app.post('/logout', signedIn, async (c) => {
    await endSession(deps.db, c.get('user').sessionId);
    await auditAction(deps, c, 'logout');
    return c.json({ message: messages.admin.loggedOut });
  });

  // "Sair de todas as sessões": every device of this person, this one included.
  app.delete('/sessoes', signedIn, async (c) => {
    const user = c.get('user');
    const ended = await endUserSessions(deps.db, user.id);
    await auditAction(deps, c, 'sessions.revoke', { target: { type: 'user', id: user.id }, details: { ended } });
    return c.json({ message: messages.admin.sessionsEnded, ended });
  });

  // Two-factor enrolment (the "Alterar senha" area). Open to an Admin who must enable it.
  const twoFactor = requireStaff(deps, { allowPendingTotp: true });
  app.get('/2fa', twoFactor, async (c) => c.json(await totpStatus(deps.db, c.get('user').id)));

  app.post('/2fa/cadastro', twoFactor, async (c, { json: { password } }) => {
    const proof = { password, address: address(c), field: 'password' };
    await requireCurrentPassword(deps.db, c.get('user').id, proof, deps.now(), auth);
    const enrolment = await startEnrolment(deps.db, c.get('user').id, auth);
    await auditAction(deps, c, 'totp.enrolment.start', { target: { type: 'user', id: c.get('user').id } });
    return c.json(enrolment);
  });

  app.post('/2fa/ativar', twoFactor, async (c, { json: { code } }) => {
    const user = c.get('user');
    const result = await confirmEnrolment(deps.db, user.id, { code, address: address(c) }, deps.now(), auth);
    // Sessions opened with the password alone end, as after a password change; this one stays.
    const ended = await endUserSessions(deps.db, user.id, user.sessionId);
    await auditAction(deps, c, 'totp.enable', {
      target: { type: 'user', id: user.id },
      details: { endedSessions: ended },
    });
    return c.json({ message: messages.totp.enabled, ...result });
  });

  app.post('/2fa/desativar', twoFactor, async (c, { json: input }) => {
    const user = c.get('user');
    await turnOffTotp(deps.db, user.id, { ...input, address: address(c) }, deps.now(), auth);
    await auditAction(deps, c, 'totp.disable', { target: { type: 'user', id: user.id } });
    return c.json({ message: messages.totp.disabled });
  });

  return app.routes;
}
