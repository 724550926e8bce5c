import { messages } from '@vitrine/shared/messages';
import {
  CAMPAIGN_STATUS_LABELS,
  type Campaign,
  type CampaignProgress,
  type CampaignStatus,
} from '@vitrine/shared/schemas';

/** Share of the audience the campaign is done with (sent, failed, suppressed or skipped), 0 to 1. */
export function campaignDone(progress: CampaignProgress, audience: number): number {
  if (audience <= 0) return 0;
  const done = progress.sent + progress.failed + progress.suppressed + progress.skipped;
  return Math.min(1, done / audience);
}

/** "100 %": whole percent, as the screen shows it. */
export const percent = (share: number) => `${Math.floor(share * 100)} %`;

/** While these last, the screen asks the server again every few seconds (live progress). */
export const LIVE_STATUSES: ReadonlySet<CampaignStatus> = new Set(['sending', 'scheduled', 'paused']);

export const isEditable = (campaign: Pick<Campaign, 'status'> | null) =>
  !campaign || campaign.status === 'draft' || campaign.status === 'scheduled';

/** "6 assinantes", "1 assinante": a campaign's audience in words. */
export const subscribersLabel = (n: number) => `${n.toLocaleString('pt-BR')} ${n === 1 ? 'assinante' : 'assinantes'}`;

/** Whether the worker paused the campaign for the mail server's own failure (it resumes by itself). */
export const waitsForMailServer = (campaign: Pick<Campaign, 'status' | 'mail_server_retry_at'>) =>
  campaign.status === 'paused' && campaign.mail_server_retry_at !== null;

/** A campaign's state in words: a pause for the mail server is told apart from one by staff. */
export const campaignStatusLabel = (campaign: Pick<Campaign, 'status' | 'mail_server_retry_at'>) =>
  waitsForMailServer(campaign) ? messages.mailServer.waitingStatus : CAMPAIGN_STATUS_LABELS[campaign.status];
