import { Body1, Field, ProgressBar } from '@fluentui/react-components';
import { Dismiss20Regular, Pause20Regular, Play20Regular } from '@fluentui/react-icons';
import type { Campaign } from '@vitrine/shared/schemas';
import { BusyButton } from '../../components/BusyButton';
import { CampaignWaitNotice } from '../../components/MailServerNotice';
import { campaignDone, LIVE_STATUSES, percent, subscribersLabel } from '../../lib/campaigns';
import { useCampaignStyles } from './campaignStyles';
import type { CampaignAction } from './useCampaignEditor';

interface Props {
  campaign: Campaign;
  busy: CampaignAction | null;
  act: (action: 'pausar' | 'retomar' | 'cancelar') => void;
}

/** A campaign past its draft: how far the sending got, why mail failed, and pause/resume/cancel. */
export function CampaignProgress({ campaign, busy, act }: Props) {
  const styles = useCampaignStyles();
  const done = campaignDone(campaign.progress, campaign.audience);
  return (
    <section aria-label="Progresso do envio" className={styles.column}>
      <CampaignWaitNotice campaign={campaign} />
      <Field
        label={`Progresso: ${percent(done)}`}
        validationState="none"
        validationMessage={`${subscribersLabel(campaign.audience)} no público`}
      >
        <ProgressBar value={done} max={1} thickness="large" aria-label={`Progresso ${percent(done)}`} />
      </Field>
      <Body1 className={styles.counts}>
        <span>Na fila: {campaign.progress.queued}</span>
        <span>Enviados: {campaign.progress.sent}</span>
        <span>Falhas: {campaign.progress.failed}</span>
        <span>Suprimidos: {campaign.progress.suppressed}</span>
        <span>Não enviados: {campaign.progress.skipped}</span>
      </Body1>
      {campaign.failures.length > 0 && (
        <ul className={styles.failures} aria-label="Motivos das falhas">
          {campaign.failures.map((f) => (
            <li key={f.reason}>
              {f.count} × {f.reason}
            </li>
          ))}
        </ul>
      )}
      <div className={styles.actions}>
        {campaign.status === 'sending' && (
          <BusyButton icon={<Pause20Regular />} busy={busy === 'pausar'} onClick={() => act('pausar')}>
            Pausar
          </BusyButton>
        )}
        {campaign.status === 'paused' && (
          <BusyButton icon={<Play20Regular />} busy={busy === 'retomar'} onClick={() => act('retomar')}>
            Retomar
          </BusyButton>
        )}
        {LIVE_STATUSES.has(campaign.status) && (
          <BusyButton icon={<Dismiss20Regular />} busy={busy === 'cancelar'} onClick={() => act('cancelar')}>
            Cancelar envio
          </BusyButton>
        )}
      </div>
    </section>
  );
}
