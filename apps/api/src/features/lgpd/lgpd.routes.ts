import type { Context } from 'hono';
import type { AuditAction } from '@vitrine/shared/audit';
import { lgpdMessages } from '@vitrine/shared/lgpd';
import type { AppDeps, AppEnv } from '../../deps';
import { AppError } from '../../http/errors';
import { idParam } from '../../http/request';
import { auditAction } from '../audit/audit-action';
import { adminOnly } from '../auth/auth.middleware';
import * as dsr from './dsr.service';
import { recentRetentionRuns } from './retention.service';
import { apiRouter, type ApiRouter } from '../../http/api-router';

type Audit = (c: Context<AppEnv>, action: AuditAction, extra: Parameters<typeof auditAction>[3]) => Promise<void>;

/**
 * Data-subject requests (LGPD art. 18) and staff exports, Admin only. Every step is kept twice:
 * in the request's own record (what the DPO lists) and in the audit log (ids and counts only,
 * never the address, so erasing a person never has to rewrite those entries).
 */
export function lgpdRoutes(deps: AppDeps) {
  const app = apiRouter();
  app.use('/lgpd/*', adminOnly(deps));
  app.use('/exportacoes', adminOnly(deps));

  const audit: Audit = (c, action, extra) => auditAction(deps, c, action, extra);

  // The requests name the data subjects' addresses: a read of personal data.
  app.get('/lgpd/solicitacoes', async (c) => {
    const requests = await dsr.listRequests(deps.db);
    await audit(c, 'dsr.list', { details: { count: requests.length } });
    return c.json({
      requests,
      retention: {
        days: retentionDays(deps),
        runs: await recentRetentionRuns(deps.db),
      },
    });
  });

  // Looking an address up opens no legal request (opening one is its own action, below);
  // the look-up is audited with its counts only.
  app.post('/lgpd/consulta', async (c, { json: { email } }) => {
    const data = await dsr.findSubjectData(deps.db, email, deps.now());
    await audit(c, 'dsr.search', { details: dsr.subjectCounts(data) });
    return c.json({ data });
  });

  app.post('/lgpd/solicitacoes', async (c, { json: { email } }) => {
    const request = await dsr.openRequest(deps.db, email, c.get('user'), deps.now());
    await audit(c, 'dsr.open', { target: { type: 'dsr_request', id: request.id } });
    return c.json(request, 201);
  });

  requestActionRoutes(app, deps, audit);

  // The contacts and subscribers grids export in the browser (their filtered rows) and report it here.
  app.post('/exportacoes', async (c, { json: { tipo, filtrado } }) => {
    // The client's own count (`linhas`) is not trusted: the server records how many rows of
    // that kind the grid held, the most the file can carry.
    const rows = await dsr.countExportableRows(deps.db, tipo);
    await audit(c, tipo === 'contatos' ? 'export.contacts' : 'export.subscribers', {
      details: { rows, filtered: filtrado },
    });
    return c.body(null, 204);
  });

  return app.routes;
}

/** How long each kind of personal data is kept (the Privacidade screen shows it). */
function retentionDays(deps: AppDeps) {
  return {
    contacts: deps.config.RETENTION_CONTACTS_DAYS,
    subscribers: deps.config.RETENTION_CANCELLED_SUBSCRIBERS_DAYS,
    mails: deps.config.RETENTION_SENT_MAIL_DAYS,
    audit: deps.config.AUDIT_RETENTION_DAYS,
  };
}

/** What the DPO does on an open request: read the subject's data, export it, erase it, close the request. */
function requestActionRoutes(app: ApiRouter, deps: AppDeps, audit: Audit) {
  app.get('/lgpd/solicitacoes/:id/dados', async (c) => {
    const { row, email } = await dsr.openRequestById(deps.db, idParam(c));
    const data = await dsr.findSubjectData(deps.db, email, deps.now());
    const counts = dsr.subjectCounts(data);
    const request = await dsr.recordAction(deps.db, row, {
      kind: 'search',
      by: c.get('user').username,
      at: deps.now(),
      counts,
    });
    await audit(c, 'dsr.search', { target: { type: 'dsr_request', id: row.id }, details: counts });
    return c.json({ request, data });
  });

  app.get('/lgpd/solicitacoes/:id/exportacao', async (c, { query: { formato } }) => {
    const { row, email } = await dsr.openRequestById(deps.db, idParam(c));
    const data = await dsr.findSubjectData(deps.db, email, deps.now());
    const counts = dsr.subjectCounts(data);
    await dsr.recordAction(deps.db, row, {
      kind: `export.${formato}`,
      by: c.get('user').username,
      at: deps.now(),
      counts,
    });
    await audit(c, 'dsr.export', {
      target: { type: 'dsr_request', id: row.id },
      details: { format: formato, ...counts },
    });
    // As JSON so every transport (browser fetch, the desktop's IPC) carries it; the admin saves it as a file.
    return c.json(dsr.exportFile(data, formato, row.id));
  });

  app.post('/lgpd/solicitacoes/:id/eliminacao', async (c, { json: { confirmacao } }) => {
    const { row, email } = await dsr.openRequestById(deps.db, idParam(c));
    if (confirmacao !== email)
      throw new AppError('invalid_input', lgpdMessages.eraseConfirmMismatch, {
        confirmacao: lgpdMessages.eraseConfirmMismatch,
      });
    const at = deps.now();
    const counts = await dsr.eraseSubject(deps.db, email, at, row.id);
    const request = await dsr.recordAction(
      deps.db,
      row,
      { kind: 'erase', by: c.get('user').username, at, counts: { ...counts } },
      true,
    );
    await audit(c, 'dsr.erase', { target: { type: 'dsr_request', id: row.id }, details: { ...counts } });
    c.var.logger.info('dsr.erased', { request: row.id, ...counts });
    return c.json({ message: lgpdMessages.erased, request });
  });

  app.post('/lgpd/solicitacoes/:id/conclusao', async (c) => {
    const { row } = await dsr.openRequestById(deps.db, idParam(c));
    const request = await dsr.recordAction(
      deps.db,
      row,
      { kind: 'close', by: c.get('user').username, at: deps.now() },
      true,
    );
    await audit(c, 'dsr.close', { target: { type: 'dsr_request', id: row.id } });
    return c.json({ message: lgpdMessages.closed, request });
  });
}
