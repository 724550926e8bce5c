import { Hono } from 'hono';
import { passwordChangeSchema, userInputSchema } from '@vitrine/shared/schemas';
import { messages } from '@vitrine/shared/messages';
import type { AppDeps, AppEnv } from '../../deps';
import { idParam, readValid } from '../../http/request';
import { adminOnly, requireStaff } from '../auth/auth.middleware';
import * as users from './users.service';

export function usersRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  // Any staff member changes their own password; allowed while a change is pending.
  app.put('/usuarios', requireStaff(deps, { allowPendingPasswordChange: true }), async (c) => {
    const input = await readValid(c, passwordChangeSchema);
    await users.changeOwnPassword(deps.db, c.get('user').id, input);
    return c.json({ message: messages.admin.passwordChanged });
  });

  app.get('/usuarios', adminOnly(deps), async (c) => c.json(await users.listUsers(deps.db)));

  app.post('/usuarios', adminOnly(deps), async (c) => {
    const input = await readValid(c, userInputSchema);
    const created = await users.createUser(deps.db, input, deps.now());
    deps.logger.info('user.created', { id: created.id, by: c.get('user').id });
    return c.json(created, 201);
  });

  app.put('/usuarios/:id', adminOnly(deps), async (c) => {
    const id = idParam(c);
    const input = await readValid(c, userInputSchema);
    return c.json(await users.updateUser(deps.db, id, input));
  });

  app.delete('/usuarios/:id', adminOnly(deps), async (c) => {
    const id = idParam(c);
    await users.deleteUser(deps.db, id, c.get('user').id);
    deps.logger.info('user.deleted', { id, by: c.get('user').id });
    return c.json({ message: messages.admin.userDeleted });
  });

  return app;
}
