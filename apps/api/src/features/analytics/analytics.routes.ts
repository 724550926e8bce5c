import type { AppDeps } from '../../deps';
import { publicLimit } from '../rate-limits/public-limits';
import { requireStaff } from '../auth/auth.middleware';
import { recordEvent, summary } from './analytics.service';
import { apiRouter } from '../../http/api-router';
import { Role } from '@vitrine/shared/roles';

const DEFAULT_DAYS = 30;

export function analyticsRoutes(deps: AppDeps) {
  const app = apiRouter();

  // No cookies are read or set and no address is kept: only a daily counter moves.
  // navigator.sendBeacon's text/plain body is read like JSON (the contract's textBody).
  app.post('/eventos', publicLimit(deps, 'events'), async (c, { json: event }) => {
    await recordEvent(deps.db, event, deps.now());
    return c.body(null, 204);
  });

  app.get('/eventos/resumo', requireStaff(deps), async (c, { query: { dias } }) => {
    // Only Admins read the inbox; its unread count is a number, never a contact, so no audit entry.
    const inbox = c.get('user').role === Role.Admin;
    return c.json(await summary(deps.db, dias ?? DEFAULT_DAYS, deps.now(), { inbox }));
  });

  return app.routes;
}
