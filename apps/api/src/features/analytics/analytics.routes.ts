import { z } from 'zod';
import { eventSchema, lenientQueryInt } from '@vitrine/shared/schemas';
import type { AppDeps } from '../../deps';
import { publicLimit } from '../rate-limits/public-limits';
import { badRequest } from '../../http/errors';
import { parseValid, readJson, readQuery } from '../../http/request';
import { requireStaff } from '../auth/auth.middleware';
import { MAX_SUMMARY_DAYS, recordEvent, summary } from './analytics.service';
import { apiRouter } from '../../http/api-router';

const DEFAULT_DAYS = 30;
/** ?dias=: 1 to a year; anything else is the default (lenientQueryInt). */
const summaryQuerySchema = z.object({ dias: lenientQueryInt(MAX_SUMMARY_DAYS) });

function parseText(raw: string): unknown {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    throw badRequest();
  }
}

export function analyticsRoutes(deps: AppDeps) {
  const app = apiRouter();

  // No cookies are read or set and no address is kept: only a daily counter moves.
  app.post('/eventos', publicLimit(deps, 'events'), async (c) => {
    // navigator.sendBeacon sends a string body as text/plain; accept it like JSON.
    const body = /^text\/plain\b/i.test(c.req.header('content-type') ?? '')
      ? parseText(await c.req.text())
      : await readJson(c);
    await recordEvent(deps.db, parseValid(eventSchema, body), deps.now());
    return c.body(null, 204);
  });

  app.get('/eventos/resumo', requireStaff(deps), async (c) => {
    const { dias } = readQuery(c, summaryQuerySchema);
    return c.json(await summary(deps.db, dias ?? DEFAULT_DAYS, deps.now()));
  });

  return app.routes;
}
