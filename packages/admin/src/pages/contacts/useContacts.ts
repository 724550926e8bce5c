import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { AgGridReact } from 'ag-grid-react';
import type { RowClickedEvent } from 'ag-grid-community';
import { useLocation } from 'wouter';
import { messages } from '@vitrine/shared/messages';
import type { ContactRecord } from '@vitrine/shared/schemas';
import { useAdmin } from '../../core/AdminContext';
import { serverReason, useNotify } from '../../core/useNotify';
import { useBusyAction } from '../../core/useBusyAction';
import { markReadOutcome, unreadIds, withRead } from '../../lib/contacts';
import { ROUTES } from '../../lib/navigation';
import { useResource } from '../../lib/useResource';

const m = messages.admin;

/**
 * The contact messages, the one the address opens (an unknown id goes back to the list with a
 * message) and marking messages read.
 */
export function useContacts(contactId: string | undefined) {
  const { api } = useAdmin();
  const notify = useNotify();
  const [, navigate] = useLocation();
  const grid = useRef<AgGridReact<ContactRecord>>(null);
  const [selectedCount, setSelectedCount] = useState(0);
  const { busy, run } = useBusyAction();
  const [filter, setFilter] = useState('');

  const resource = useResource(useCallback(() => api.listContacts(), [api]));
  const contacts = useMemo(() => resource.data ?? (resource.error ? [] : null), [resource.data, resource.error]);
  const setContacts = resource.setData;
  useEffect(() => {
    if (resource.error) notify('error', messages.admin.contactsFetchError, serverReason(resource.error));
  }, [resource.error, notify]);

  const open = contactId && contacts ? contacts.find((c) => String(c.id) === contactId) : undefined;
  useEffect(() => {
    if (contactId && contacts && !open) {
      notify('error', messages.admin.contactNotFound);
      navigate(ROUTES.contacts, { replace: true });
    }
  }, [contactId, contacts, open, notify, navigate]);

  /** Nothing (left) to mark, from any of the three actions, gives the spec's info message. */
  async function markRead(list: readonly ContactRecord[]) {
    const ids = unreadIds(list);
    if (ids.length === 0) {
      notify('info', m.noContactToMark);
      grid.current?.api.deselectAll();
      return;
    }
    await run(m.contactsUpdateError, async () => {
      const { updatedCount } = await api.markContactsRead(ids);
      setContacts((current) => (current ? withRead(current, ids) : current));
      const outcome = markReadOutcome(updatedCount ?? ids.length);
      notify(outcome.intent, outcome.text);
      grid.current?.api.deselectAll();
    });
  }

  function onRowClicked(event: RowClickedEvent<ContactRecord>) {
    const target = event.event?.target as HTMLElement | null;
    // Clicks on the selection checkbox select; anywhere else on the row opens the message.
    if (target?.closest('.ag-selection-checkbox, .ag-checkbox-input-wrapper, button')) return;
    if (event.data) navigate(ROUTES.contact(event.data.id));
  }

  return {
    grid,
    navigate,
    busy,
    filter,
    setFilter,
    selectedCount,
    setSelectedCount,
    contacts,
    open,
    markRead,
    onRowClicked,
  };
}
