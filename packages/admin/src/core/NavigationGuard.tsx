import { createContext, useContext, useEffect } from 'react';

/**
 * The unsaved-changes guard every screen reads. Its provider, which also draws the question, is
 * part of the composition root (app/NavigationGuardProvider.tsx), so this file needs no component.
 */

export interface GuardValue {
  /** Navigates, asking first when a screen holds unsaved changes. */
  navigate(to: string, options?: { replace?: boolean }): void;
  /** Runs an action (Sair) behind the same question. */
  confirmThen(action: () => void): void;
  setDirty(dirty: boolean): void;
}

export const GuardContext = createContext<GuardValue | null>(null);

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
