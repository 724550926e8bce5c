import { messages } from '@vitrine/shared/messages';
import type { User } from '@vitrine/shared/schemas';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import type { useConfirmedDelete } from '../../lib/useConfirmedDelete';
import type { UserAccountActions } from './useUserAccountActions';

type UserDeletion = ReturnType<typeof useConfirmedDelete<User>>;

/** Ending every session of an account signs it out on all devices. */
export function EndSessionsDialog({ ending }: Pick<UserAccountActions, 'ending'>) {
  return (
    <ConfirmDialog
      open={ending.target !== null}
      title="Encerrar sessões"
      confirmLabel="Encerrar sessões"
      danger
      busy={ending.busy}
      onCancel={() => ending.set(null)}
      onConfirm={() => void ending.confirm()}
    >
      Encerrar todas as sessões de <strong>{ending.target?.username}</strong>? A pessoa precisará entrar novamente em
      todos os dispositivos.
    </ConfirmDialog>
  );
}

/** The two resets an Admin may do to another account: its second step and its password. */
export function ResetDialogs({ resetting, resettingTotp }: Pick<UserAccountActions, 'resetting' | 'resettingTotp'>) {
  return (
    <>
      <ConfirmDialog
        open={resettingTotp.target !== null}
        title="Redefinir 2FA"
        confirmLabel="Redefinir 2FA"
        danger
        busy={resettingTotp.busy}
        onCancel={() => resettingTotp.set(null)}
        onConfirm={() => void resettingTotp.confirm()}
      >
        {messages.totpReset.confirm(resettingTotp.target?.username ?? '')}
      </ConfirmDialog>
      <ConfirmDialog
        open={resetting.target !== null}
        title="Redefinir senha"
        confirmLabel="Gerar senha temporária"
        busy={resetting.busy}
        onCancel={() => resetting.set(null)}
        onConfirm={() => void resetting.confirm()}
      >
        Gerar uma nova senha temporária para <strong>{resetting.target?.username}</strong>? A senha atual deixa de
        valer, as sessões abertas são encerradas e uma nova senha será pedida no próximo acesso.
      </ConfirmDialog>
    </>
  );
}

/** Deleting an account cannot be undone, so it is confirmed by name. */
export function DeleteUserDialog({ deletion }: { deletion: UserDeletion }) {
  return (
    <ConfirmDialog
      open={deletion.open}
      title="Excluir usuário"
      confirmLabel="Excluir"
      danger
      busy={deletion.busy}
      onCancel={deletion.cancel}
      onConfirm={() => void deletion.confirm()}
    >
      Excluir o usuário <strong>{deletion.target?.username}</strong>? Esta ação não pode ser desfeita.
    </ConfirmDialog>
  );
}
