import { useCallback, useState } from 'react';
import { serverReason, useNotify } from '../app/useNotify';

/**
 * The grids' delete flow: a row (or a selection of rows) asks (`ask(row)` / `ask([rows])` opens the
 * confirmation dialog), the dialog confirms or cancels once for all of them, the deletion reports
 * the spec's success or error snackbar (with the server's reason) and the grid reloads.
 */
export function useConfirmedDelete<T extends { id: number }>(options: {
  remove(id: number): Promise<unknown>;
  success: string;
  /** The snackbar after deleting several rows at once ("3 posts excluídos"). */
  successMany?: (count: number) => string;
  failure: string;
  onDeleted(): void;
}) {
  const notify = useNotify();
  const [targets, setTargets] = useState<T[] | null>(null);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    if (!targets?.length) return;
    setBusy(true);
    let deleted = 0;
    try {
      // One after the other: a failure stops the rest and says how far it got.
      for (const row of targets) {
        await options.remove(row.id);
        deleted += 1;
      }
      notify('success', deleted > 1 && options.successMany ? options.successMany(deleted) : options.success);
    } catch (error) {
      notify('error', options.failure, serverReason(error));
    } finally {
      if (deleted > 0) options.onDeleted();
      setBusy(false);
      setTargets(null);
    }
  }

  const ask = useCallback((rows: T | T[]) => setTargets(Array.isArray(rows) ? rows : [rows]), []);
  return {
    /** The one row asked about, or null (none, or several). */
    target: targets?.length === 1 ? targets[0]! : null,
    targets,
    open: targets !== null && targets.length > 0,
    ask,
    cancel: () => setTargets(null),
    confirm,
    busy,
  };
}
