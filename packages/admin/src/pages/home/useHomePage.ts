import { useCallback, useState } from 'react';
import { Role } from '@vitrine/shared/roles';
import { errorMessage } from '@vitrine/shared/api-client';
import { useAdmin, useSession } from '../../core/AdminContext';
import { waitingCampaigns } from '../../components/MailServerNotice';
import { fillDays } from '../../lib/chart';
import { useResource } from '../../lib/useResource';

/** The periods the dashboard offers; every figure follows the one chosen. */
export const PERIODS = [7, 30, 90] as const;
export type Period = (typeof PERIODS)[number];
const periodLabel = (days: Period) => `últimos ${days} dias`;

/**
 * The dashboard's data for the chosen period; Admins also get the mail queue's counts and the
 * last backup, Marketing its campaigns (to say when the mail server holds them back).
 */
export function useHomePage() {
  const { api } = useAdmin();
  const session = useSession();
  const isAdmin = session.role === Role.Admin;
  const [period, setPeriod] = useState<Period>(30);
  const stats = useResource(useCallback(() => api.eventsSummary(period), [api, period]));
  const mails = useResource(
    useCallback(() => (isAdmin ? api.mailQueueCounts() : Promise.resolve(null)), [api, isAdmin]),
  );
  const backups = useResource(
    useCallback(() => (isAdmin ? api.backupStatus() : Promise.resolve(null)), [api, isAdmin]),
  );
  // Marketing sends campaigns but may not read the mail queue: its campaigns list says the same.
  const campaignList = useResource(
    useCallback(() => (isAdmin ? Promise.resolve(null) : api.listCampaigns()), [api, isAdmin]),
  );
  const mailServerWait = mails.data
    ? { campaigns: mails.data.campaignsWaitingForServer, error: mails.data.mailServerError }
    : campaignList.data
      ? waitingCampaigns(campaignList.data)
      : null;
  const summary = stats.data;
  const error = stats.error ? errorMessage(stats.error, 'Não foi possível carregar as estatísticas.') : null;
  // The summary counts the inbox on the server: listing every contact here wrote an audit entry
  // (a bulk read of personal data) each time someone opened the dashboard.
  const unread = summary?.unreadContacts ?? null;

  const days = summary ? fillDays(summary.days, period, new Date()) : [];
  const since = periodLabel(period);
  const totals = summary?.totals ?? { pageview: 0, contact: 0, newsletter: 0 };
  return {
    session,
    isAdmin,
    period,
    setPeriod,
    stats,
    mails,
    backups,
    mailServerWait,
    summary,
    error,
    unread,
    days,
    since,
    totals,
  };
}
