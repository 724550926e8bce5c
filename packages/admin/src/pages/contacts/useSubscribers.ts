import { useCallback, useEffect, useRef, useState } from 'react';
import type { AgGridReact } from 'ag-grid-react';
import { messages } from '@vitrine/shared/messages';
import type { Subscriber } from '@vitrine/shared/schemas';
import { useAdmin } from '../../core/AdminContext';
import { serverReason, useNotify } from '../../core/useNotify';
import { useBusyAction } from '../../core/useBusyAction';
import { useConfirmedDelete } from '../../lib/useConfirmedDelete';
import { useResource } from '../../lib/useResource';

const m = messages.admin;

/**
 * The subscribers list and what staff do to it: delete (with undo), lift one suppression, or
 * select every suppressed address and lift them together after a confirmation.
 */
export function useSubscribers() {
  const { api } = useAdmin();
  const notify = useNotify();
  const grid = useRef<AgGridReact<Subscriber>>(null);
  const [filter, setFilter] = useState('');

  const rows = useResource(useCallback(() => api.listSubscribers(), [api]));
  const load = rows.reload;
  const deletion = useConfirmedDelete<Subscriber>({
    remove: (id) => api.deleteSubscriber(id),
    success: m.subscriberDeleted,
    successMany: m.subscribersDeleted,
    failure: m.subscriberDeleteError,
    onDeleted: () => void load(),
    undo: {
      restore: (id) => api.restoreSubscriber(id),
      success: m.subscriberRestored,
      failure: m.subscriberRestoreError,
    },
  });
  const { run: liftRun } = useBusyAction();
  const liftSuppression = useCallback(
    (subscriber: Subscriber) =>
      liftRun(messages.admin.suppressionLiftError, async () => {
        const { message } = await api.liftSuppression(subscriber.id);
        notify('success', message);
        load();
      }),
    [api, notify, load, liftRun],
  );
  const [selected, setSelected] = useState<Subscriber[]>([]);
  const suppressedSelected = selected.filter((s) => s.suprimido_em !== null);
  const [confirmingLift, setConfirmingLift] = useState(false);
  const { busy: liftManyBusy, run: liftManyRun } = useBusyAction();
  const liftSelected = () =>
    liftManyRun(messages.admin.suppressionLiftError, async () => {
      const { message } = await api.liftSuppressions(suppressedSelected.map((s) => s.id));
      setConfirmingLift(false);
      notify('success', message);
      grid.current?.api.deselectAll();
      load();
    });
  // Keyboard and touch users reach every suppressed address at once, without ticking each row.
  const selectSuppressed = () =>
    grid.current?.api.forEachNodeAfterFilter((node) => node.setSelected(Boolean(node.data?.suprimido_em)));
  useEffect(() => {
    if (rows.error) notify('error', messages.admin.subscribersFetchError, serverReason(rows.error));
  }, [rows.error, notify]);

  return {
    grid,
    filter,
    setFilter,
    rows,
    deletion,
    liftSuppression,
    selected,
    setSelected,
    suppressedSelected,
    confirmingLift,
    setConfirmingLift,
    liftManyBusy,
    liftSelected,
    selectSuppressed,
  };
}
