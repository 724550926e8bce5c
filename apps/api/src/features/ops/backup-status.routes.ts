import type { AppDeps } from '../../deps';
import { apiRouter } from '../../http/api-router';
import { adminOnly } from '../auth/auth.middleware';
import { lastBackupAt } from './backup-status.service';

/** The dashboard's backup figure: when the last backup succeeded, and whether nightly ones run. */
export function backupStatusRoutes(deps: AppDeps) {
  const app = apiRouter();
  app.get('/backups', adminOnly(deps), async (c) =>
    c.json({ lastSuccessAt: await lastBackupAt(deps.db), nightly: Boolean(deps.config.BACKUP_DIR) }),
  );
  return app.routes;
}
