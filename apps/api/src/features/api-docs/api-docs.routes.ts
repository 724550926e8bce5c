import { Hono } from 'hono';
import type { AppEnv } from '../../deps';
import { openApiDocument } from './openapi';

/**
 * GET /api/openapi.json: the API described for integrators. Not an endpoint the clients call (so
 * not in the contract); built once, since it changes only with the build.
 */
export function apiDocsRoutes(version: string) {
  const app = new Hono<AppEnv>();
  const body = JSON.stringify(openApiDocument(version));
  app.get('/api/openapi.json', (c) => {
    c.header('Cache-Control', 'public, max-age=300');
    return c.body(body, 200, { 'Content-Type': 'application/json; charset=utf-8' });
  });
  return app;
}
