import { messages } from '@vitrine/shared/messages';
import type { ContentVersion } from '../../db/content-version';
import type { AppDeps } from '../../deps';
import { apiRouter } from '../../http/api-router';
import { validationFailed } from '../../http/errors';
import { auditAction } from '../audit/audit-action';
import { adminOnly } from '../auth/auth.middleware';
import { wordpressJobs } from './wordpress-jobs.service';

const fileBytes = async (value: unknown): Promise<Uint8Array | undefined> =>
  value instanceof File && value.size > 0 ? new Uint8Array(await value.arrayBuffer()) : undefined;

/** "Importar do WordPress" (Admins): send the files and see the dry run, start the import, follow it. */
export function wordpressRoutes(deps: AppDeps, version?: Pick<ContentVersion, 'bumpLocal'>) {
  const app = apiRouter();
  const admins = adminOnly(deps);
  const jobs = wordpressJobs({
    db: deps.db,
    dataDir: deps.config.dataDir,
    logger: deps.logger,
    now: deps.now,
    version,
    fetchImages: deps.config.WORDPRESS_FETCH_IMAGES,
    onImported: () => deps.imageVariants?.wake(),
  });
  const base = '/importacoes-wordpress';

  app.post(base, admins, async (c) => {
    const form = await c.req.parseBody();
    const xml = await fileBytes(form.arquivo);
    if (!xml) throw validationFailed({ arquivo: messages.wordpress.fileRequired });
    return c.json(await jobs.start(xml, await fileBytes(form.uploads)), 201);
  });

  app.get(`${base}/:id`, admins, (c) => c.json(jobs.get(c.req.param('id'))));

  app.post(`${base}/:id/execucao`, admins, async (c) => {
    const job = jobs.execute(c.req.param('id'));
    await auditAction(deps, c, 'wordpress.import', { details: { posts: job.total } });
    return c.json(job, 202);
  });

  return app.routes;
}
