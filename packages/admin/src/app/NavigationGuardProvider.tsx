import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { messages } from '@vitrine/shared/messages';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { GuardContext, type GuardValue } from '../core/NavigationGuard';

/** Holds the unsaved-changes flag and asks before leaving a screen that has any. */
export function NavigationGuardProvider({ children }: { children: ReactNode }) {
  const [, setLocation] = useLocation();
  const dirtyRef = useRef(false);
  const [pending, setPending] = useState<(() => void) | null>(null);

  const confirmThen = useCallback((action: () => void) => {
    if (dirtyRef.current) setPending(() => action);
    else action();
  }, []);
  const value = useMemo<GuardValue>(
    () => ({
      navigate: (to, options) => confirmThen(() => setLocation(to, options)),
      confirmThen,
      setDirty: (dirty) => {
        dirtyRef.current = dirty;
      },
    }),
    [confirmThen, setLocation],
  );

  return (
    <GuardContext.Provider value={value}>
      {children}
      <ConfirmDialog
        open={pending !== null}
        title={messages.admin.discardChangesTitle}
        confirmLabel={messages.admin.discardChangesConfirm}
        danger
        onCancel={() => setPending(null)}
        onConfirm={() => {
          const action = pending;
          dirtyRef.current = false;
          setPending(null);
          action?.();
        }}
      >
        {messages.admin.discardChangesBody}
      </ConfirmDialog>
    </GuardContext.Provider>
  );
}
