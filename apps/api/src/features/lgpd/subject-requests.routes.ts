import { lgpdMessages } from '@vitrine/shared/lgpd';
import { mailSettings, type AppDeps } from '../../deps';
import { publicLimit } from '../rate-limits/public-limits';
import * as requests from './subject-requests.service';
import { apiRouter } from '../../http/api-router';

/**
 * Public: data-subject requests from the site's /lgpd form (LGPD art. 18). Sending one mails a
 * confirmation link; confirming it opens the request for the DPO and mails the protocol number.
 * Outside /lgpd/* on purpose: that prefix is the Admin's.
 */
export function subjectRequestRoutes(deps: AppDeps) {
  const app = apiRouter();

  app.post('/titulares/solicitacoes', publicLimit(deps, 'dsrRequest'), async (c, { json: input }) => {
    await requests.requestFromSite(deps.db, input, deps.now(), mailSettings(deps));
    // The same answer whether or not a mail went out (at most one link per address every few minutes).
    return c.json({ message: lgpdMessages.requestSent }, 202);
  });

  app.post('/titulares/solicitacoes/confirmacao', publicLimit(deps, 'dsrConfirm'), async (c, { json: { token } }) => {
    const confirmed = await requests.confirmRequest(deps.db, token, deps.now(), mailSettings(deps));
    c.var.logger.info('dsr.site_request', { kind: confirmed.kind });
    return c.json({ message: lgpdMessages.requestConfirmed, ...confirmed }, 201);
  });

  return app.routes;
}
