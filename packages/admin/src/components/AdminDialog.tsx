import type { CSSProperties, FormEvent, ReactNode } from 'react';
import {
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';

export interface AdminDialogProps {
  /** Shown while true (the default: most dialogs are shown by being mounted). */
  open?: boolean;
  title: ReactNode;
  children: ReactNode;
  /** The buttons at the bottom (a submit button when `onSubmit` is given). */
  actions: ReactNode;
  /** Escape or a click outside: the parent closes the dialog (or ignores it while busy). */
  onDismiss(): void;
  /** Given: the body is a form (no browser validation; ours shows the messages). */
  onSubmit?(event: FormEvent): void;
  /** 'alert': a click outside does not dismiss (confirmations, one-time secrets). */
  modalType?: 'modal' | 'alert';
  /** Fields stacked with this gap, in pixels; without it the content flows as text. */
  stackGap?: number;
  maxWidth?: number;
  /**
   * Fluent points aria-describedby at the content; a confirmation passes `describedBy:
   * undefined` (the key present) to have none, as Fluent's own docs do for alert dialogs.
   */
  describedBy?: string;
}

/**
 * The admin's one dialog shell (Fluent's Dialog, surface, body, title, content and actions), so
 * every dialog has the same structure, and a form around the body where there is one. The
 * parent decides when it is shown: it mounts the dialog, or passes `open` to ConfirmDialog.
 */
export function AdminDialog(props: AdminDialogProps) {
  const { open = true, title, children, actions, onDismiss, onSubmit, modalType = 'modal', stackGap, maxWidth } = props;
  const contentStyle: CSSProperties | undefined =
    stackGap === undefined ? undefined : { display: 'flex', flexDirection: 'column', gap: stackGap };
  const body = (
    <DialogBody>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent style={contentStyle}>{children}</DialogContent>
      <DialogActions>{actions}</DialogActions>
    </DialogBody>
  );
  const surfaceProps = 'describedBy' in props ? { 'aria-describedby': props.describedBy } : {};
  return (
    <Dialog open={open} modalType={modalType} onOpenChange={(_, data) => !data.open && onDismiss()}>
      <DialogSurface style={maxWidth ? { maxWidth } : undefined} {...surfaceProps}>
        {onSubmit ? (
          <form onSubmit={onSubmit} noValidate>
            {body}
          </form>
        ) : (
          body
        )}
      </DialogSurface>
    </Dialog>
  );
}
