import { useCallback, useEffect, useState } from 'react';
import { messages } from '@vitrine/shared/messages';
import {
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
import { LIVE_STATUSES } from '../../lib/campaigns';
import { useResource } from '../../lib/useResource';

/** Live progress: how often the screen asks while a campaign is sending, scheduled or paused. */
const POLL_MS = 2000;

export type CampaignAction = 'save' | 'enviar' | 'agendar' | 'pausar' | 'retomar' | 'cancelar';

export interface CampaignEditorProps {
  /** A stored campaign, or null while writing a new one from `draft`. */
  campaignId: number | null;
  draft: CampaignInput | null;
  onSaved(id: number): void;
  onChanged(): void;
}

/** The stored campaign and its preview; while it is live, asked again every POLL_MS. */
function useStoredCampaign(campaignId: number | null, onChanged: () => void) {
  const { api } = useAdmin();
  const notify = useNotify();
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

  return { campaign, preview, reloadCampaign, reloadPreview: previewed.reload };
}

/** What the fields show: the person's edits over the stored campaign, and whether they are saved. */
function useCampaignForm(draft: CampaignInput | null, campaign: Campaign | null) {
  const [edited, setEdited] = useState<CampaignInput | null>(draft);
  /** Edits not yet saved: sending now would mail the stored version, not what the screen shows. */
  const [dirty, setDirty] = useState(false);
  const form: CampaignInput | null =
    edited ??
    (campaign
      ? { subject: campaign.subject, preheader: campaign.preheader, body: campaign.body, post_id: campaign.post_id }
      : null);
  const update = <K extends keyof CampaignInput>(key: K, value: CampaignInput[K]) => {
    setDirty(true);
    setEdited((e) => {
      const base = e ?? form;
      return base ? { ...base, [key]: value } : base;
    });
  };
  return { form, update, dirty, setDirty };
}

/**
 * One campaign's editing state (the person's edits over the stored version, the schedule
 * field, unsaved changes) and its actions: save, send, schedule, pause, resume, cancel.
 */
export function useCampaignEditor({ campaignId, draft, onSaved, onChanged }: CampaignEditorProps) {
  const { api } = useAdmin();
  const notify = useNotify();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [width, setWidth] = useState<'phone' | 'desktop'>('phone');
  const { busy: working, run: runBusy } = useBusyAction();
  /** Which button is working, so only that one shows it. */
  const [busyAction, setBusyAction] = useState<CampaignAction | null>(null);
  const busy = working ? busyAction : null;
  const [scheduleInput, setScheduleInput] = useState<string | null>(null);
  const [confirmingSend, setConfirmingSend] = useState(false);
  const { campaign, preview, reloadCampaign, reloadPreview } = useStoredCampaign(campaignId, onChanged);
  const { form, update, dirty, setDirty } = useCampaignForm(draft, campaign);
  const scheduleAt = scheduleInput ?? (campaign?.scheduled_at ? isoToNewsroomLocal(campaign.scheduled_at) : '');

  const run = async (action: CampaignAction, work: () => Promise<{ message: string }>) => {
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

  const act = (action: Exclude<CampaignAction, 'save' | 'agendar'>) =>
    campaignId !== null && void run(action, () => api.campaignAction(campaignId, action));
  const schedule = () => campaignId !== null && void run('agendar', () => api.scheduleCampaign(campaignId, scheduleAt));

  return {
    campaign,
    preview,
    form,
    errors,
    width,
    setWidth,
    busy,
    scheduleAt,
    setScheduleInput,
    dirty,
    confirmingSend,
    setConfirmingSend,
    update,
    save,
    act,
    schedule,
  };
}

export type CampaignEditorState = ReturnType<typeof useCampaignEditor>;
