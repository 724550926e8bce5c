import { useMemo } from 'react';
import { Badge, Button, Subtitle1 } from '@fluentui/react-components';
import { CheckmarkCircle20Regular, MailRead20Regular } from '@fluentui/react-icons';
import { messages } from '@vitrine/shared/messages';
import { GRID_PAGE_SIZE } from '@vitrine/shared/constants';
import type { ContactRecord } from '@vitrine/shared/schemas';
import { DataGrid, gridHeight } from '../../components/DataGrid';
import { PageHeader } from '../../components/PageHeader';
import { Panel } from '../../components/Panel';
import { ROUTES } from '../../lib/navigation';
import { ContactDialog } from './ContactDialog';
import { ExportCsvButton, GridFilter } from '../../components/GridExport';
import { CONTACT_CSV_COLUMNS } from '../../lib/exports';
import { contactColumns } from './contactsColumns';
import { SubscribersPanel } from './SubscribersPanel';
import { useContacts } from './useContacts';

const m = messages.admin;

/** /admin/contatos and /admin/contatos/{id} (the latter opens that contact's dialog). */
export function ContactsPage({ contactId }: { contactId?: string }) {
  const {
    grid,
    navigate,
    busy,
    filter,
    setFilter,
    setSelectedCount,
    selectedCount,
    contacts,
    open,
    markRead,
    onRowClicked,
  } = useContacts(contactId);
  const columns = useMemo(() => contactColumns(navigate), [navigate]);

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
