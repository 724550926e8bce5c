import type { ReactNode } from 'react';
import { Button } from '@fluentui/react-components';
import { AdminDialog } from './AdminDialog';
import { BusyButton } from './BusyButton';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** Destructive actions get the red button. */
  danger?: boolean;
  busy?: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** Modal confirmation (deletions, leaving unsaved work); Cancelar has the initial focus. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, title, children, confirmLabel, danger, busy = false, onConfirm, onCancel } = props;
  return (
    <AdminDialog
      open={open}
      modalType="alert"
      describedBy={undefined}
      title={title}
      onDismiss={() => !busy && onCancel()}
      actions={
        <>
          <Button appearance="secondary" onClick={onCancel} disabled={busy}>
            Cancelar
          </Button>
          <BusyButton
            appearance="primary"
            onClick={onConfirm}
            busy={busy}
            style={danger ? { backgroundColor: '#c50f1f', borderColor: '#c50f1f' } : undefined}
          >
            {confirmLabel}
          </BusyButton>
        </>
      }
    >
      {children}
    </AdminDialog>
  );
}
