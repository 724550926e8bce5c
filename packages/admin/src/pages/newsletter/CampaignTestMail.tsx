import { useCallback, useEffect, useState } from 'react';
import { Dropdown, Field, Option, makeStyles } from '@fluentui/react-components';
import { MailCheckmark20Regular } from '@fluentui/react-icons';
import { messages } from '@vitrine/shared/messages';
import { useAdmin, useSession } from '../../core/AdminContext';
import { serverReason, useNotify } from '../../core/useNotify';
import { useBusyAction } from '../../core/useBusyAction';
import { BusyButton } from '../../components/BusyButton';
import { useResource } from '../../lib/useResource';

const useStyles = makeStyles({
  row: { display: 'flex', gap: '8px', flexWrap: 'wrap', alignItems: 'flex-end', minWidth: 0 },
  // Fluent's Dropdown asks for 250 px at least; on a phone it must fit beside nothing.
  field: { minWidth: 0, maxWidth: '100%' },
  dropdown: { minWidth: 0, maxWidth: '100%', width: '320px' },
});

export interface CampaignTestMailProps {
  campaignId: number;
  /** Unsaved edits: the test would mail the stored version, so the button waits (with this hint's id). */
  saveFirstId: string | null;
}

/**
 * "Enviar teste": to one of the staff's own addresses only (the server refuses any other),
 * chosen from the list it answers; one's own address is chosen first. The toast names where
 * the test went.
 */
export function CampaignTestMail({ campaignId, saveFirstId }: CampaignTestMailProps) {
  const styles = useStyles();
  const { api } = useAdmin();
  const session = useSession();
  const notify = useNotify();
  const { busy, run } = useBusyAction();
  const recipients = useResource(useCallback(() => api.campaignTestRecipients(), [api]));
  const addresses = recipients.data?.addresses ?? [];
  const own = session.username.toLowerCase();
  const [chosen, setChosen] = useState<string | null>(null);
  const to = chosen ?? (addresses.includes(own) ? own : (addresses[0] ?? ''));

  useEffect(() => {
    if (recipients.error) notify('error', messages.mailServer.testRecipientsError, serverReason(recipients.error));
  }, [recipients.error, notify]);

  const send = () =>
    run(messages.admin.campaignActionError, async () => {
      const { message } = await api.sendCampaignTest(campaignId, to);
      notify('success', message);
    });

  return (
    <div className={styles.row}>
      <Field label="Enviar teste para" className={styles.field}>
        <Dropdown
          className={styles.dropdown}
          value={to}
          selectedOptions={to ? [to] : []}
          disabled={addresses.length === 0}
          onOptionSelect={(_, d) => d.optionValue && setChosen(d.optionValue)}
        >
          {addresses.map((address) => (
            <Option key={address} value={address}>
              {address}
            </Option>
          ))}
        </Dropdown>
      </Field>
      <BusyButton
        icon={<MailCheckmark20Regular />}
        busy={busy}
        disabled={!to}
        disabledFocusable={saveFirstId !== null}
        aria-describedby={saveFirstId ?? undefined}
        onClick={() => void send()}
      >
        Enviar teste
      </BusyButton>
    </div>
  );
}
