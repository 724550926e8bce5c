import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { ConfirmDialog } from '../components/ConfirmDialog';

interface GuardValue {
  /** Navigates, asking first when a screen holds unsaved changes. */
  navigate(to: string, options?: { replace?: boolean }): void;
  /** Runs an action (Sair) behind the same question. */
  confirmThen(action: () => void): void;
  setDirty(dirty: boolean): void;
}

const GuardContext = createContext<GuardValue | null>(null);

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
        title="Descartar alterações?"
        confirmLabel="Sair sem salvar"
        danger
        onCancel={() => setPending(null)}
        onConfirm={() => {
          const action = pending;
          dirtyRef.current = false;
          setPending(null);
          action?.();
        }}
      >
        Há alterações não salvas neste post. Se sair agora, elas serão perdidas.
      </ConfirmDialog>
    </GuardContext.Provider>
  );
}

export function useGuardedNavigate(): GuardValue {
  const value = useContext(GuardContext);
  if (!value) throw new Error('useGuardedNavigate outside NavigationGuardProvider');
  return value;
}

/** Registers a screen's unsaved changes: in-app navigation asks, and so does the browser. */
export function useUnsavedChanges(dirty: boolean) {
  const { setDirty } = useGuardedNavigate();
  useEffect(() => {
    setDirty(dirty);
    if (!dirty) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium (Electron included) needs returnValue set to show the prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      setDirty(false);
    };
  }, [dirty, setDirty]);
}
