import type { ReactNode } from 'react';
import { MessageBar, MessageBarActions, MessageBarBody, type MessageBarProps } from '@fluentui/react-components';

export interface NoticeProps extends Omit<MessageBarProps, 'children'> {
  children: ReactNode;
  /** Buttons at the bar's end (a retry). */
  actions?: ReactNode;
}

/**
 * The admin's one message bar (Fluent's bar, its text, its buttons where there are any), so every
 * warning and error in a page has the same structure. `intent`, `role` and the rest go to the bar.
 */
export function Notice({ children, actions, ...bar }: NoticeProps) {
  return (
    <MessageBar {...bar}>
      <MessageBarBody>{children}</MessageBarBody>
      {actions && <MessageBarActions>{actions}</MessageBarActions>}
    </MessageBar>
  );
}
