import { useState } from 'react';
import { serverReason, useNotify } from '../app/useNotify';

/**
 * The grids' delete flow: a row asks (`ask(row)` opens the confirmation dialog), the dialog
 * confirms or cancels, the deletion reports the spec's success or error snackbar (with the
 * server's reason) and the grid reloads.
 */
export function useConfirmedDelete<T extends { id: number }>(options: {
  remove(id: number): Promise<unknown>;
  success: string;
  failure: string;
  onDeleted(): void;
}) {
  const notify = useNotify();
  const [target, setTarget] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    if (!target) return;
    setBusy(true);
    try {
      await options.remove(target.id);
      notify('success', options.success);
      options.onDeleted();
    } catch (error) {
      notify('error', options.failure, serverReason(error));
    } finally {
      setBusy(false);
      setTarget(null);
    }
  }

  return { target, ask: setTarget, cancel: () => setTarget(null), confirm, busy };
}
