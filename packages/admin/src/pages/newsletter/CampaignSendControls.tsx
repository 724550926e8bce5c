import { Body1, Field, Input } from '@fluentui/react-components';
import { CalendarClock20Regular, Save20Regular, Send20Regular } from '@fluentui/react-icons';
import { messages } from '@vitrine/shared/messages';
import { BusyButton } from '../../components/BusyButton';
import { useCampaignStyles } from './campaignStyles';
import { CampaignTestMail } from './CampaignTestMail';
import type { CampaignEditorState } from './useCampaignEditor';

interface Props {
  campaignId: number | null;
  editable: boolean;
  editor: CampaignEditorState;
}

/**
 * Save, send now (after saving: sending mails the stored version), a test mail and the schedule.
 * "Enviar agora" stays focusable while disabled so its reason can be read.
 */
export function CampaignSendControls({ campaignId, editable, editor }: Props) {
  const styles = useCampaignStyles();
  const { busy, dirty, scheduleAt } = editor;
  return (
    <>
      <div className={styles.actions}>
        {editable && (
          <BusyButton
            appearance="primary"
            icon={<Save20Regular />}
            busy={busy === 'save'}
            onClick={() => void editor.save()}
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
            onClick={() => editor.setConfirmingSend(true)}
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
            <Input type="datetime-local" value={scheduleAt} onChange={(_, d) => editor.setScheduleInput(d.value)} />
          </Field>
          <BusyButton
            icon={<CalendarClock20Regular />}
            busy={busy === 'agendar'}
            disabled={!scheduleAt}
            onClick={editor.schedule}
          >
            Agendar
          </BusyButton>
        </div>
      )}
    </>
  );
}
