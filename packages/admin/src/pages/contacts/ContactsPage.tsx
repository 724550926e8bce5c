import { describeLeadSource } from '@vitrine/shared/lead-source';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useResource } from '../../lib/useResource';
import { Badge, Button, Subtitle1 } from '@fluentui/react-components';
import { CheckmarkCircle20Regular, MailRead20Regular } from '@fluentui/react-icons';
import type { AgGridReact } from 'ag-grid-react';
import type { ColDef, RowClickedEvent } from 'ag-grid-community';
import { useLocation } from 'wouter';
import { messages } from '@vitrine/shared/messages';
import { GRID_PAGE_SIZE } from '@vitrine/shared/constants';
import type { ContactRecord } from '@vitrine/shared/schemas';
import { useAdmin } from '../../core/AdminContext';
import { serverReason, useNotify } from '../../core/useNotify';
import { useBusyAction } from '../../core/useBusyAction';
import { DataGrid, gridHeight, type ColumnContext } from '../../components/DataGrid';
import { PageHeader } from '../../components/PageHeader';
import { Panel } from '../../components/Panel';
import { rowActionsColumn } from '../../components/RowActions';
import { dateComparator, gridDate, gridPhone, gridYesNo } from '../../lib/grid-format';
import { erasedContactText } from '@vitrine/shared/lgpd';
import { markReadOutcome, unreadIds, withRead } from '../../lib/contacts';
import { ROUTES } from '../../lib/navigation';
import { ContactDialog } from './ContactDialog';
import { ExportCsvButton, GridFilter } from '../../components/GridExport';
import { CONTACT_CSV_COLUMNS } from '../../lib/exports';
import { SubscribersPanel } from './SubscribersPanel';

const m = messages.admin;

/** A contact's field for the grid; '—' once a data-subject request erased it. */
const erasedOr =
  (field: 'name' | 'phone' | 'subject') =>
  (p: { data?: ContactRecord }): string =>
    p.data?.erased ? '—' : (p.data?.[field] ?? '');

/** /admin/contatos and /admin/contatos/{id} (the latter opens that contact's dialog). */
export function ContactsPage({ contactId }: { contactId?: string }) {
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

  const columns = useMemo<ColDef<ContactRecord>[]>(
    () => [
      // E-mail and phone get the room first (whole at 1440 px); on a narrow grid the date, source and
      // read flag give way and are listed under the e-mail. An erased contact says so in place of
      // its address ("Dados eliminados em … — solicitação nº 2").
      { field: 'name', headerName: 'Nome', flex: 1, minWidth: 110, valueGetter: erasedOr('name') },
      {
        field: 'email',
        headerName: 'E-mail',
        flex: 3,
        minWidth: 200,
        valueGetter: (p) => (p.data?.erased ? erasedContactText(p.data.erased) : p.data?.email),
        context: { primary: true } satisfies ColumnContext,
      },
      {
        field: 'phone',
        headerName: 'Telefone',
        width: 146,
        minWidth: 146,
        valueGetter: erasedOr('phone'),
        valueFormatter: (p) => gridPhone(p.value),
      },
      { field: 'subject', headerName: 'Assunto', flex: 1, minWidth: 110, valueGetter: erasedOr('subject') },
      {
        field: 'create_date',
        headerName: 'Data',
        width: 150,
        context: { hideBelow: 900 } satisfies ColumnContext,
        valueFormatter: (p) => gridDate(p.value),
        comparator: dateComparator,
        sort: 'desc',
      },
      {
        colId: 'source',
        headerName: 'Origem',
        flex: 1,
        minWidth: 140,
        context: { hideBelow: 1100 } satisfies ColumnContext,
        valueGetter: (p) => (p.data ? describeLeadSource(p.data.source) : ''),
        tooltipValueGetter: (p) => p.value as string,
      },
      {
        field: 'read',
        headerName: 'Lido',
        width: 68,
        minWidth: 68,
        context: { hideBelow: 900 } satisfies ColumnContext,
        valueFormatter: (p) => gridYesNo(p.value),
        cellRenderer: (p: { value?: boolean }) => (
          <Badge appearance="tint" color={p.value ? 'subtle' : 'warning'}>
            {p.value ? 'Sim' : 'Não'}
          </Badge>
        ),
      },
      rowActionsColumn<ContactRecord>({ headerName: '', width: 52, minWidth: 52 }, (contact) => [
        {
          kind: 'open',
          label: `Abrir contato de ${contact.name}`,
          onClick: () => navigate(ROUTES.contact(contact.id)),
        },
      ]),
    ],
    [navigate],
  );

  function onRowClicked(event: RowClickedEvent<ContactRecord>) {
    const target = event.event?.target as HTMLElement | null;
    // Clicks on the selection checkbox select; anywhere else on the row opens the message.
    if (target?.closest('.ag-selection-checkbox, .ag-checkbox-input-wrapper, button')) return;
    if (event.data) navigate(ROUTES.contact(event.data.id));
  }

  const unread = contacts?.filter((c) => !c.read).length ?? 0;
  return (
    <>
      <PageHeader title="Contatos" subtitle="Mensagens enviadas pelo formulário de contato do site." />
      <Panel>
        <div style={{ display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap', marginBottom: 12 }}>
          <Subtitle1 as="h2" style={{ marginRight: 'auto', marginBottom: 0 }}>
            Mensagens{' '}
            {contacts && (
              <Badge appearance="filled" color={unread ? 'danger' : 'informative'} data-testid="unread-count">
                {unread} não {unread === 1 ? 'lida' : 'lidas'}
              </Badge>
            )}
          </Subtitle1>
          <Button
            icon={<CheckmarkCircle20Regular />}
            disabled={busy}
            onClick={() => void markRead(grid.current?.api.getSelectedRows() ?? [])}
          >
            Marcar selecionados como lidos{selectedCount ? ` (${selectedCount})` : ''}
          </Button>
          <Button
            icon={<MailRead20Regular />}
            disabled={busy || !contacts}
            onClick={() => void markRead(contacts ?? [])}
          >
            Marcar todos como lidos
          </Button>
          <GridFilter label="Filtrar contatos" value={filter} onChange={setFilter} />
          <ExportCsvButton grid={grid} kind="contatos" columns={CONTACT_CSV_COLUMNS} disabled={!contacts} />
        </div>
        <DataGrid<ContactRecord>
          gridRef={grid}
          label="Contatos"
          rowData={contacts}
          loading={contacts === null}
          columnDefs={columns}
          getRowId={(p) => String(p.data.id)}
          pageSize={GRID_PAGE_SIZE.contacts}
          height={gridHeight(GRID_PAGE_SIZE.contacts)}
          emptyText={m.emptyContacts}
          quickFilterText={filter}
          rowSelection={{ mode: 'multiRow', checkboxes: true, headerCheckbox: true, enableClickSelection: false }}
          rowClassRules={{ 'contact-read': (p) => !!p.data?.read, 'contact-unread': (p) => !p.data?.read }}
          onSelectionChanged={(e) => setSelectedCount(e.api.getSelectedRows().length)}
          onRowClicked={onRowClicked}
          onRowOpen={(contact) => navigate(ROUTES.contact(contact.id))}
        />
      </Panel>
      <SubscribersPanel />
      {open && (
        <ContactDialog
          contact={open}
          busy={busy}
          onMarkRead={() => void markRead([open])}
          onClose={() => navigate(ROUTES.contacts)}
        />
      )}
    </>
  );
}
