import { messages } from '@vitrine/shared/messages';
import { newsroomLocalToIso } from '@vitrine/shared/publishing';
import { mailSettings, type AppDeps } from '../../deps';
import { idParam } from '../../http/request';
import { auditAction } from '../audit/audit-action';
import { requireStaff } from '../auth/auth.middleware';
import * as campaigns from './campaigns.service';
import { apiRouter } from '../../http/api-router';
import { staffLimit } from '../rate-limits/public-limits';

const m = messages.campaign;

/** The Newsletter screen (Admin and Marketing): campaigns, their preview, test, sending and progress. */
export function campaignsRoutes(deps: AppDeps) {
  const app = apiRouter();
  const staff = requireStaff(deps);
  const base = '/campanhas-newsletter';
  const target = (id: number) => ({ target: { type: 'campaign', id } });

  app.get(base, staff, async (c) => c.json(await campaigns.listCampaigns(deps.db)));

  app.post(base, staff, async (c, { json: input }) => {
    const id = await campaigns.createCampaign(deps.db, input, c.get('user').username, deps.now());
    await auditAction(deps, c, 'campaign.create', target(id));
    return c.json({ id, message: m.created }, 201);
  });

  // Before `${base}/:id`: the addresses "Enviar teste" offers.
  app.get(`${base}/destinatarios-teste`, staff, async (c) =>
    c.json({ addresses: await campaigns.testRecipients(deps.db) }),
  );

  app.get(`${base}/:id`, staff, async (c) => c.json(await campaigns.getCampaign(deps.db, idParam(c))));

  app.put(`${base}/:id`, staff, async (c, { json: input }) => {
    const id = idParam(c);
    await campaigns.updateCampaign(deps.db, id, input, deps.now());
    await auditAction(deps, c, 'campaign.update', target(id));
    return c.json({ message: m.saved });
  });

  app.get(`${base}/:id/previa`, staff, async (c) =>
    c.json(await campaigns.previewCampaign(deps.db, idParam(c), deps.config.PUBLIC_URL)),
  );

  app.post(
    `${base}/:id/teste`,
    staff,
    staffLimit(deps, 'campaignTest', m.testRateLimited),
    async (c, { json: { to } }) => {
      const id = idParam(c);
      // Only to a staff member's address (by default one's own): never to a stranger.
      const address = await campaigns.testRecipient(deps.db, to, c.get('user').username);
      await campaigns.sendTest(deps.db, id, address, deps.now(), mailSettings(deps));
      await auditAction(deps, c, 'campaign.test', { ...target(id), details: { to: address } });
      return c.json({ message: m.testQueuedTo(address) });
    },
  );

  app.post(`${base}/:id/enviar`, staff, async (c) => {
    const id = idParam(c);
    const audience = await campaigns.sendNow(deps.db, id, deps.now(), mailSettings(deps));
    await auditAction(deps, c, 'campaign.send', { ...target(id), details: { audience } });
    return c.json({ message: m.started });
  });

  app.post(`${base}/:id/agendar`, staff, async (c, { json: { scheduled_at } }) => {
    const id = idParam(c);
    // The schema accepted it, so it converts; stored as UTC like every other instant.
    const at = new Date(newsroomLocalToIso(scheduled_at)!).toISOString();
    await campaigns.schedule(deps.db, id, at, deps.now());
    await auditAction(deps, c, 'campaign.schedule', { ...target(id), details: { scheduled_at: at } });
    return c.json({ message: m.scheduled });
  });

  app.post(`${base}/:id/pausar`, staff, async (c) => {
    const id = idParam(c);
    await campaigns.pause(deps.db, id, deps.now());
    await auditAction(deps, c, 'campaign.pause', target(id));
    return c.json({ message: m.paused });
  });

  app.post(`${base}/:id/retomar`, staff, async (c) => {
    const id = idParam(c);
    await campaigns.resume(deps.db, id, deps.now(), mailSettings(deps));
    await auditAction(deps, c, 'campaign.resume', target(id));
    return c.json({ message: m.resumed });
  });

  app.post(`${base}/:id/cancelar`, staff, async (c) => {
    const id = idParam(c);
    await campaigns.cancel(deps.db, id, deps.now());
    await auditAction(deps, c, 'campaign.cancel', target(id));
    return c.json({ message: m.cancelled });
  });

  return app.routes;
}
