import type { PublicConfig } from '@vitrine/shared';
import { brand } from '@vitrine/shared/brand';
import type { AppDeps } from '../../deps';
import { apiRouter } from '../../http/api-router';

/** GET /api/config: the runtime settings the SPA needs and may know. */
export function siteConfigRoutes(deps: AppDeps) {
  const app = apiRouter();
  app.get('/config', (c) => {
    const body: PublicConfig = {
      companyName: brand.companyName,
      platformOrigin: deps.config.PLATFORM_ORIGIN,
      tenantName: deps.config.PLATFORM_TENANT,
      publicUrl: deps.config.PUBLIC_URL,
    };
    c.header('Cache-Control', 'public, max-age=300');
    return c.json(body);
  });
  return app.routes;
}
