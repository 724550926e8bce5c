import { useState } from 'react';
import { Body1, Button, Subtitle1, makeStyles, tokens } from '@fluentui/react-components';
import { SignOut20Regular } from '@fluentui/react-icons';
import { messages } from '@vitrine/shared/messages';
import { useAdmin } from '../../core/AdminContext';
import { serverReason, useNotify } from '../../core/useNotify';
import { ConfirmDialog } from '../../components/ConfirmDialog';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: '10px', alignItems: 'flex-start', maxWidth: '560px' },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** "Sair de todas as sessões": ends this person's sessions on every device, this one included. */
export function SessionsPanel() {
  const styles = useStyles();
  const { api, logout } = useAdmin();
  const notify = useNotify();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);

  async function endAll() {
    setBusy(true);
    try {
      await api.endMySessions();
      notify('success', messages.admin.sessionsEnded);
      setAsking(false);
      await logout();
    } catch (error) {
      notify('error', messages.admin.sessionsEndError, serverReason(error));
      setBusy(false);
    }
  }

  return (
    <div className={styles.root}>
      <Subtitle1 as="h2">Sessões</Subtitle1>
      <Body1 className={styles.muted}>
        Esqueceu a conta aberta em outro computador? Encerre todas as sessões: será preciso entrar de novo em todos os
        dispositivos, inclusive neste.
      </Body1>
      <Button icon={<SignOut20Regular />} onClick={() => setAsking(true)}>
        Sair de todas as sessões
      </Button>
      <ConfirmDialog
        open={asking}
        title="Sair de todas as sessões"
        confirmLabel="Sair de todas"
        danger
        busy={busy}
        onCancel={() => setAsking(false)}
        onConfirm={() => void endAll()}
      >
        Todas as suas sessões serão encerradas, inclusive esta. Continuar?
      </ConfirmDialog>
    </div>
  );
}
