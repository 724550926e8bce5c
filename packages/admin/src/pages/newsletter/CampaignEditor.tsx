import { useCallback, useEffect, useState } from 'react';
import { messages } from '@vitrine/shared/messages';
import {
  Body1,
  Field,
  Input,
  ProgressBar,
  Subtitle1,
  Tab,
  TabList,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import {
  CalendarClock20Regular,
  Dismiss20Regular,
  Pause20Regular,
  Play20Regular,
  Save20Regular,
  Send20Regular,
} from '@fluentui/react-icons';
import {
  CAMPAIGN_STATUS_LABELS,
  campaignInputSchema,
  validate,
  type Campaign,
  type CampaignInput,
  type CampaignPreview,
} from '@vitrine/shared/schemas';
import { isoToNewsroomLocal } from '@vitrine/shared/publishing';
import { useAdmin } from '../../core/AdminContext';
import { serverReason, useNotify } from '../../core/useNotify';
import { useBusyAction } from '../../core/useBusyAction';
import { BusyButton } from '../../components/BusyButton';
import { Panel } from '../../components/Panel';
import { RichTextEditor } from '../../editor/RichTextEditor';
import type { ImageStore } from '../../editor/plugins';
import {
  campaignDone,
  campaignStatusLabel,
  isEditable,
  LIVE_STATUSES,
  percent,
  subscribersLabel,
} from '../../lib/campaigns';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useResource } from '../../lib/useResource';
import { CampaignWaitNotice } from '../../components/MailServerNotice';
import { CampaignTestMail } from './CampaignTestMail';

/** Live progress: how often the screen asks while a campaign is sending, scheduled or paused. */
const POLL_MS = 2000;

const useStyles = makeStyles({
  // One column: the editor at full width, the preview below it at a real desktop width.
  layout: { display: 'flex', flexDirection: 'column', gap: '24px', minWidth: 0 },
  column: { display: 'flex', flexDirection: 'column', gap: '12px', minWidth: 0 },
  actions: { display: 'flex', gap: '8px', flexWrap: 'wrap', alignItems: 'flex-end' },
  counts: { display: 'flex', gap: '16px', flexWrap: 'wrap', color: tokens.colorNeutralForeground2 },
  frameBox: {
    display: 'flex',
    justifyContent: 'center',
    backgroundColor: tokens.colorNeutralBackground3,
    padding: '12px',
  },
  frame: { border: `1px solid ${tokens.colorNeutralStroke1}`, backgroundColor: '#fff', height: '640px' },
  // CKEditor's toolbar and wide images must not push the panel past a phone's width.
  editorBox: { minWidth: 0, maxWidth: '100%', overflowX: 'auto' },
  failures: { margin: 0, paddingLeft: '20px', color: tokens.colorPaletteRedForeground1 },
  saveFirst: { color: tokens.colorPaletteDarkOrangeForeground1 },
});

// Campaign images come from posts (absolute URLs of the site); pasted files are not uploaded.
const noUploads: ImageStore = {
  add: () => Promise.reject(new Error('Para usar imagens, crie a campanha a partir de um post.')),
};

type Action = 'save' | 'enviar' | 'agendar' | 'pausar' | 'retomar' | 'cancelar';

export interface CampaignEditorProps {
  /** A stored campaign, or null while writing a new one from `draft`. */
  campaignId: number | null;
  draft: CampaignInput | null;
  onSaved(id: number): void;
  onChanged(): void;
}

/** One campaign: its text, preview at phone and desktop widths, test, sending and live progress. */
export function CampaignEditor({ campaignId, draft, onSaved, onChanged }: CampaignEditorProps) {
  const styles = useStyles();
  const { api } = useAdmin();
  const notify = useNotify();
  const [edited, setEdited] = useState<CampaignInput | null>(draft);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [width, setWidth] = useState<'phone' | 'desktop'>('phone');
  const { busy: working, run: runBusy } = useBusyAction();
  /** Which button is working, so only that one shows it. */
  const [busyAction, setBusyAction] = useState<Action | null>(null);
  const busy = working ? busyAction : null;
  const [scheduleInput, setScheduleInput] = useState<string | null>(null);
  /** Edits not yet saved: sending now would mail the stored version, not what the screen shows. */
  const [dirty, setDirty] = useState(false);
  const [confirmingSend, setConfirmingSend] = useState(false);

  const stored = useResource(
    useCallback(() => (campaignId === null ? Promise.resolve(null) : api.getCampaign(campaignId)), [api, campaignId]),
  );
  const previewed = useResource(
    useCallback(
      () => (campaignId === null ? Promise.resolve(null) : api.previewCampaign(campaignId)),
      [api, campaignId],
    ),
  );
  const campaign: Campaign | null = stored.data ?? null;
  const preview: CampaignPreview | null = previewed.data ?? null;
  const reloadCampaign = stored.reload;
  const reloadPreview = previewed.reload;
  // What the fields show: the person's edits, else the stored campaign.
  const form: CampaignInput | null =
    edited ??
    (campaign
      ? { subject: campaign.subject, preheader: campaign.preheader, body: campaign.body, post_id: campaign.post_id }
      : null);
  const scheduleAt = scheduleInput ?? (campaign?.scheduled_at ? isoToNewsroomLocal(campaign.scheduled_at) : '');

  useEffect(() => {
    if (stored.error) notify('error', messages.admin.campaignLoadError, serverReason(stored.error));
  }, [stored.error, notify]);

  const live = campaign !== null && LIVE_STATUSES.has(campaign.status);
  useEffect(() => {
    if (!live) return;
    const timer = setInterval(() => {
      reloadCampaign();
      onChanged();
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [live, reloadCampaign, onChanged]);

  const update = <K extends keyof CampaignInput>(key: K, value: CampaignInput[K]) => {
    setDirty(true);
    setEdited((e) => {
      const base = e ?? form;
      return base ? { ...base, [key]: value } : base;
    });
  };

  const run = async (action: Action, work: () => Promise<{ message: string }>) => {
    setBusyAction(action);
    await runBusy(messages.admin.campaignActionError, async () => {
      const { message } = await work();
      notify('success', message);
      reloadCampaign();
      onChanged();
    });
  };

  const save = async () => {
    if (!form) return;
    const checked = validate(campaignInputSchema, form);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setBusyAction('save');
    await runBusy(messages.admin.campaignSaveError, async () => {
      if (campaignId === null) {
        const { id, message } = await api.createCampaign(checked.data);
        setDirty(false);
        notify('success', message);
        onSaved(id);
      } else {
        const { message } = await api.updateCampaign(campaignId, checked.data);
        setDirty(false);
        notify('success', message);
        reloadCampaign();
        reloadPreview();
        onChanged();
      }
    });
  };

  const editable = isEditable(campaign);
  const done = campaign ? campaignDone(campaign.progress, campaign.audience) : 0;
  if (!form) return null;

  const act = (action: Exclude<Action, 'save' | 'agendar'>) =>
    campaignId !== null && void run(action, () => api.campaignAction(campaignId, action));

  return (
    <Panel>
      <div className={styles.layout}>
        <section className={styles.column} aria-label="Campanha">
          <Subtitle1 as="h2">
            {campaignId === null
              ? 'Nova campanha'
              : `Campanha: ${campaign ? campaignStatusLabel(campaign) : CAMPAIGN_STATUS_LABELS.draft}`}
          </Subtitle1>
          <Field label="Assunto" required validationMessage={errors.subject}>
            <Input value={form.subject} disabled={!editable} onChange={(_, d) => update('subject', d.value)} />
          </Field>
          <Field
            label="Texto de pré-visualização"
            hint="A linha que as caixas de entrada mostram depois do assunto."
            validationMessage={errors.preheader}
          >
            <Input value={form.preheader} disabled={!editable} onChange={(_, d) => update('preheader', d.value)} />
          </Field>
          <Field label="Conteúdo" validationMessage={errors.body}>
            <div className={styles.editorBox}>
              <RichTextEditor
                label="Conteúdo da campanha"
                initialData={form.body}
                imageStore={noUploads}
                readOnly={!editable}
                onChange={(html) => update('body', html)}
              />
            </div>
          </Field>
          <div className={styles.actions}>
            {editable && (
              <BusyButton
                appearance="primary"
                icon={<Save20Regular />}
                busy={busy === 'save'}
                onClick={() => void save()}
              >
                Salvar
              </BusyButton>
            )}
            {campaignId !== null && editable && (
              <BusyButton
                appearance="primary"
                icon={<Send20Regular />}
                busy={busy === 'enviar'}
                disabledFocusable={dirty}
                aria-describedby={dirty ? 'campaign-save-first' : undefined}
                onClick={() => setConfirmingSend(true)}
              >
                Enviar agora
              </BusyButton>
            )}
          </div>
          {campaignId !== null && (
            <CampaignTestMail campaignId={campaignId} saveFirstId={dirty ? 'campaign-save-first' : null} />
          )}
          {campaignId !== null && dirty && (
            <Body1 id="campaign-save-first" className={styles.saveFirst}>
              {messages.admin.campaignSaveBeforeSending}
            </Body1>
          )}
          {campaignId !== null && editable && (
            <div className={styles.actions}>
              <Field label="Agendar para (horário de Brasília)">
                <Input type="datetime-local" value={scheduleAt} onChange={(_, d) => setScheduleInput(d.value)} />
              </Field>
              <BusyButton
                icon={<CalendarClock20Regular />}
                busy={busy === 'agendar'}
                disabled={!scheduleAt}
                onClick={() => void run('agendar', () => api.scheduleCampaign(campaignId, scheduleAt))}
              >
                Agendar
              </BusyButton>
            </div>
          )}
          {campaign && campaign.status !== 'draft' && (
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
          )}
        </section>
        <section className={styles.column} aria-label="Prévia do e-mail">
          <Subtitle1 as="h2">Prévia</Subtitle1>
          <TabList selectedValue={width} onTabSelect={(_, d) => setWidth(d.value as 'phone' | 'desktop')}>
            <Tab value="phone">Celular (390 px)</Tab>
            <Tab value="desktop">Computador</Tab>
          </TabList>
          {preview ? (
            <div className={styles.frameBox}>
              <iframe
                title={`Prévia do e-mail: ${width === 'phone' ? 'celular' : 'computador'}`}
                className={styles.frame}
                style={{ width: width === 'phone' ? 390 : '100%' }}
                sandbox=""
                srcDoc={preview.html}
              />
            </div>
          ) : (
            <Body1>Salve a campanha para ver a prévia do e-mail.</Body1>
          )}
        </section>
      </div>
      <ConfirmDialog
        open={confirmingSend}
        title="Enviar campanha"
        confirmLabel="Enviar agora"
        busy={busy === 'enviar'}
        onCancel={() => setConfirmingSend(false)}
        onConfirm={() => {
          setConfirmingSend(false);
          act('enviar');
        }}
      >
        Enviar para {subscribersLabel(campaign?.audience ?? 0)}? O envio começa em seguida; enquanto estiver em
        andamento, pode ser pausado ou cancelado.
      </ConfirmDialog>
    </Panel>
  );
}
