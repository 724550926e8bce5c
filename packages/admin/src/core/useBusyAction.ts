import { useCallback, useState } from 'react';
import { runBusyAction } from './busy-action';
import { serverReason, useNotify } from './useNotify';

/** What a failed action says: a fixed snackbar text (from `messages`), or a handler of its own. */
export type BusyFailure = string | ((error: unknown) => void);

/**
 * One busy flag and a `run` for the screen's actions: while the work runs the buttons show
 * they are busy; a failure becomes the error snackbar with the server's reason when a person
 * can act on it; `settled` runs afterwards either way (a reload, say).
 */
export function useBusyAction() {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    (failure: BusyFailure, work: () => Promise<unknown>, settled?: () => void) =>
      runBusyAction(
        {
          setBusy,
          onFailure: typeof failure === 'function' ? failure : (error) => notify('error', failure, serverReason(error)),
        },
        work,
        settled,
      ),
    [notify],
  );
  return { busy, run };
}
