import type { AppDeps } from '../../deps';
import { auditAction } from '../audit/audit-action';
import { adminOnly } from '../auth/auth.middleware';
import { apiRouter } from '../../http/api-router';
import { getSynonyms, saveSynonyms } from './synonyms.service';

/** "Sinônimos da busca": the groups of words search treats as one (Admins). */
export function synonymsRoutes(deps: AppDeps) {
  const app = apiRouter();

  app.get('/sinonimos-busca', adminOnly(deps), async (c) => c.json(await getSynonyms(deps.db)));

  app.put('/sinonimos-busca', adminOnly(deps), async (c, { json: input }) => {
    const saved = await saveSynonyms(deps.db, input);
    await auditAction(deps, c, 'search.synonyms', { details: { groups: saved.groups.length } });
    return c.json(saved);
  });

  return app.routes;
}
