import { Body1, Field, Input } from '@fluentui/react-components';
import { ConfirmDialog } from '../../components/ConfirmDialog';

interface Props {
  open: boolean;
  busy: boolean;
  email: string | undefined;
  confirmation: string;
  onConfirmationChange: (value: string) => void;
  onCancel: () => void;
  onConfirm: () => Promise<void>;
}

/** Erasure cannot be undone, so staff type the address again and read what is kept and why. */
export function EraseDialog({ open, busy, email, confirmation, onConfirmationChange, onCancel, onConfirm }: Props) {
  return (
    <ConfirmDialog
      open={open}
      title="Eliminar dados do titular"
      confirmLabel="Eliminar"
      danger
      busy={busy}
      onCancel={onCancel}
      onConfirm={() => void onConfirm()}
    >
      <Body1 as="p" style={{ marginTop: 0 }}>
        Contatos e inscrições serão anonimizados (os totais continuam) e os e-mails enviados ao titular serão apagados.
        Os registros da auditoria que citam o endereço são mantidos, com base legal na segurança e na prestação de
        contas, e esta eliminação também fica registrada lá. <strong>Esta ação não pode ser desfeita.</strong>
      </Body1>
      <Field label={`Digite ${email ?? 'o e-mail'} para confirmar`} required>
        <Input
          value={confirmation}
          onChange={(_, d) => onConfirmationChange(d.value)}
          autoComplete="off"
          name="dsr-confirm"
        />
      </Field>
    </ConfirmDialog>
  );
}
