import { apiRouter } from '../../http/api-router';
import { openApiDocument } from './openapi';

/**
 * GET /api/openapi.json: the API described for integrators, built once (it changes only with the
 * build) from the same contract the routes are registered and validated with.
 */
export function apiDocsRoutes(version: string) {
  const app = apiRouter();
  const document = openApiDocument(version);
  app.get('/openapi.json', (c) => {
    c.header('Cache-Control', 'public, max-age=300');
    return c.json(document);
  });
  return app.routes;
}
