import { Hono } from 'hono';
import { eventSchema } from '@vitrine/shared/schemas';
import type { AppDeps, AppEnv } from '../../deps';
import { publicLimit } from '../../http/public-limits';
import { badRequest } from '../../http/errors';
import { parseValid, readJson } from '../../http/request';
import { requireStaff } from '../auth/auth.middleware';
import { MAX_SUMMARY_DAYS, recordEvent, summary } from './analytics.service';

const DEFAULT_DAYS = 30;

function parseText(raw: string): unknown {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    throw badRequest();
  }
}

export function analyticsRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  // No cookies are read or set and no address is kept: only a daily counter moves.
  app.post('/eventos', publicLimit(deps, 'events'), async (c) => {
    // navigator.sendBeacon sends a string body as text/plain; accept it like JSON.
    const body = /^text\/plain\b/i.test(c.req.header('content-type') ?? '')
      ? parseText(await c.req.text())
      : await readJson(c);
    await recordEvent(deps, parseValid(eventSchema, body));
    return c.body(null, 204);
  });

  app.get('/eventos/resumo', requireStaff(deps), async (c) => {
    const raw = c.req.query('dias') ?? '';
    const days = /^\d{1,4}$/.test(raw) ? Math.min(Math.max(Number(raw), 1), MAX_SUMMARY_DAYS) : DEFAULT_DAYS;
    return c.json(await summary(deps, days));
  });

  return app;
}
