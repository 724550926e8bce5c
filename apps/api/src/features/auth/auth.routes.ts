import { Hono, type Context } from 'hono';
import { loginSchema, loginSecondStepSchema, totpCodeSchema, totpDisableSchema } from '@vitrine/shared/schemas';
import { messages } from '@vitrine/shared/messages';
import type { AppDeps, AppEnv } from '../../deps';
import { validationFailed } from '../../http/errors';
import { clientAddress, readValid } from '../../http/request';
import { auditAction } from '../audit/audit.service';
import { requireUser } from '../users/users.service';
import { authenticate, requireStaff } from './auth.middleware';
import { login, loginSecondStep, throttledPasswordCheck } from './auth.service';
import { endSession, endUserSessions } from './sessions.service';
import { checkSecondFactor, confirmEnrolment, disableTotp, startEnrolment, totpStatus } from './totp.service';

export function authRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const address = (c: Context) => clientAddress(c, deps.config.TRUST_PROXY);

  app.post('/login', async (c) => {
    const input = await readValid(c, loginSchema);
    return c.json(await login(deps, input, address(c)));
  });

  // Two-step sign-in: the password step's challenge plus an authenticator or recovery code.
  app.post('/login/2fa', async (c) => {
    const input = await readValid(c, loginSecondStepSchema);
    return c.json(await loginSecondStep(deps, input, address(c)));
  });

  // verifyToken answers 401 {valid:false, message} rather than the plain error body.
  app.post('/verifyToken', async (c) => {
    const result = await authenticate(deps, c.req.header('authorization'));
    if ('failure' in result) return c.json({ valid: false, message: result.failure }, 401);
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
    return c.json({ message: 'Sessão encerrada.' });
  });

  // "Sair de todas as sessões": every device of this person, this one included.
  app.delete('/sessoes', signedIn, async (c) => {
    const user = c.get('user');
    const ended = await endUserSessions(deps.db, user.id);
    await auditAction(deps, c, 'sessions.revoke', { target: { type: 'user', id: user.id }, details: { ended } });
    return c.json({ message: messages.admin.sessionsEnded, ended });
  });

  // Two-factor enrolment (the "Alterar Senha" area). Open to an Admin who must enable it.
  const twoFactor = requireStaff(deps, { allowPendingTotp: true });
  app.get('/2fa', twoFactor, async (c) => c.json(await totpStatus(deps, c.get('user').id)));

  app.post('/2fa/cadastro', twoFactor, async (c) => c.json(await startEnrolment(deps, c.get('user').id)));

  app.post('/2fa/ativar', twoFactor, async (c) => {
    const { code } = await readValid(c, totpCodeSchema);
    const result = await confirmEnrolment(deps, c.get('user').id, code, address(c));
    await auditAction(deps, c, 'totp.enable', { target: { type: 'user', id: c.get('user').id } });
    return c.json({ message: messages.totp.enabled, ...result });
  });

  // Turning it off needs both the password and a code (or a recovery code), each throttled.
  app.post('/2fa/desativar', twoFactor, async (c) => {
    const input = await readValid(c, totpDisableSchema);
    const user = c.get('user');
    const row = await requireUser(deps.db, user.id);
    if (!row.totp_enabled) return c.json({ message: messages.totp.notEnabled }, 409);
    if (!(await throttledPasswordCheck(deps, row.username, row, input.password, address(c)))) {
      throw validationFailed({ password: messages.users.wrongCurrentPassword });
    }
    if (!(await checkSecondFactor(deps, row, input.code, address(c)))) {
      throw validationFailed({ code: messages.totp.codeInvalid });
    }
    await disableTotp(deps, user.id);
    await auditAction(deps, c, 'totp.disable', { target: { type: 'user', id: user.id } });
    return c.json({ message: messages.totp.disabled });
  });

  return app;
}
