import type { ReactNode } from 'react';
import { makeStyles, tokens, useId, type ButtonProps } from '@fluentui/react-components';
import { BusyButton } from './BusyButton';

const useStyles = makeStyles({
  actions: { display: 'flex', justifyContent: 'flex-start', alignItems: 'center', gap: '12px', flexWrap: 'wrap' },
  waiting: { color: tokens.colorNeutralForeground3 },
});

/**
 * A form's submit button, there from the start so the person sees what ends the form. Until the
 * form can be sent it stays disabled (still focusable, so a screen reader reaches it) and says
 * beside it, and as its description, what it waits for.
 */
export function SubmitWithReason({
  reason,
  busy,
  appearance = 'primary',
  children,
}: {
  /** What is missing; null once the form can be sent. */
  reason: string | null;
  busy: boolean;
  appearance?: ButtonProps['appearance'];
  children: ReactNode;
}) {
  const styles = useStyles();
  const id = useId('submit-waiting');
  return (
    <div className={styles.actions}>
      <BusyButton
        type="submit"
        appearance={appearance}
        busy={busy}
        disabledFocusable={reason !== null}
        aria-describedby={reason ? id : undefined}
      >
        {children}
      </BusyButton>
      {reason && (
        <span id={id} className={styles.waiting}>
          {reason}
        </span>
      )}
    </div>
  );
}
