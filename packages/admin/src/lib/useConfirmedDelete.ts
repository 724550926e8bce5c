import { useCallback, useState } from 'react';
import { messages } from '@vitrine/shared/messages';
import { serverReason, useNotify } from '../core/useNotify';

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
  /** When given, the success snackbar offers "Desfazer" for UNDO_MS, which brings the rows back. */
  undo?: { restore(id: number): Promise<unknown>; success: string; failure: string };
}) {
  const notify = useNotify();
  const [targets, setTargets] = useState<T[] | null>(null);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    if (!targets?.length) return;
    setBusy(true);
    const deletedIds: number[] = [];
    try {
      // One after the other: a failure stops the rest and says how far it got.
      for (const row of targets) {
        await options.remove(row.id);
        deletedIds.push(row.id);
      }
      const deleted = deletedIds.length;
      const text = deleted > 1 && options.successMany ? options.successMany(deleted) : options.success;
      notify('success', text, undefined, undoAction(deletedIds));
    } catch (error) {
      notify('error', options.failure, serverReason(error));
    } finally {
      if (deletedIds.length > 0) options.onDeleted();
      setBusy(false);
      setTargets(null);
    }
  }

  function undoAction(ids: number[]) {
    const { undo } = options;
    if (!undo) return undefined;
    return {
      label: messages.admin.undo,
      run: async () => {
        try {
          for (const id of ids) await undo.restore(id);
          notify('success', undo.success);
        } catch (error) {
          notify('error', undo.failure, serverReason(error));
        } finally {
          options.onDeleted();
        }
      },
    };
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
