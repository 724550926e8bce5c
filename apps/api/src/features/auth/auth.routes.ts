import { Hono } from 'hono';
import { loginSchema } from '@vitrine/shared/schemas';
import { messages } from '@vitrine/shared/messages';
import type { AppDeps, AppEnv } from '../../deps';
import { clientAddress, readValid } from '../../http/request';
import { authenticate } from './auth.middleware';
import { login } from './auth.service';

export function authRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  app.post('/login', async (c) => {
    const input = await readValid(c, loginSchema);
    const result = await login(deps, input, clientAddress(c, deps.config.TRUST_PROXY));
    return c.json(result);
  });

  // verifyToken answers 401 {valid:false, message} rather than the plain error body.
  app.post('/verifyToken', async (c) => {
    const user = await authenticate(deps, c.req.header('authorization'));
    if (!user) return c.json({ valid: false, message: messages.http.unauthorized }, 401);
    return c.json({
      valid: true,
      username: user.username,
      role: user.role,
      mustChangePassword: user.mustChangePassword,
    });
  });

  return app;
}
