import { Button, Spinner, type ButtonProps } from '@fluentui/react-components';

export type BusyButtonProps = ButtonProps & {
  /** The button's action is under way. */
  busy: boolean;
};

/**
 * A button that starts something the person waits for (a save, a sign-in, a confirmation): while
 * `busy` it is disabled, so the action is never sent twice, and a spinner takes the place of its icon.
 */
export function BusyButton({ busy, disabled, icon, ...props }: BusyButtonProps) {
  return <Button {...props} disabled={busy || disabled} icon={busy ? <Spinner size="tiny" /> : icon} />;
}
