import { formatDateTime } from '@vitrine/shared/format';
import { describeMailServerFailure } from '@vitrine/shared/mail-queue';
import { messages } from '@vitrine/shared/messages';
import type { Campaign } from '@vitrine/shared/schemas';
import { waitsForMailServer } from '../lib/campaigns';
import { Notice } from './Notice';

/**
 * The dashboard's warning while campaigns wait for the mail server (it refused the login, the
 * sender, or did not answer): staff learn that the fault is the server's, that nobody was
 * suppressed for it, and that sending resumes by itself.
 */
export function MailServerWaitNotice({ campaigns, error }: { campaigns: number; error: string | null }) {
  if (campaigns === 0) return null;
  return (
    <Notice intent="warning" style={{ marginBottom: 16 }} data-testid="mail-server-wait">
      {messages.mailServer.dashboardWaiting(campaigns, describeMailServerFailure(error))}
    </Notice>
  );
}

/** The same on a campaign's screen, with when the next try is due. */
export function CampaignWaitNotice({ campaign }: { campaign: Campaign }) {
  if (!waitsForMailServer(campaign) || !campaign.mail_server_retry_at) return null;
  return (
    <Notice intent="warning" data-testid="campaign-mail-server-wait">
      {messages.mailServer.campaignWaiting(
        describeMailServerFailure(campaign.mail_server_error),
        formatDateTime(campaign.mail_server_retry_at),
      )}
    </Notice>
  );
}

/** Counts the campaigns of a list that wait for the mail server, and the latest one's error. */
export function waitingCampaigns(list: Campaign[]): { campaigns: number; error: string | null } {
  const waiting = list.filter(waitsForMailServer);
  return { campaigns: waiting.length, error: waiting[0]?.mail_server_error ?? null };
}
