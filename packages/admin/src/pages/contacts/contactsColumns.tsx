import { Badge } from '@fluentui/react-components';
import type { ColDef } from 'ag-grid-community';
import { describeLeadSource } from '@vitrine/shared/lead-source';
import { erasedContactText } from '@vitrine/shared/lgpd';
import type { ContactRecord } from '@vitrine/shared/schemas';
import type { ColumnContext } from '../../components/DataGrid';
import { rowActionsColumn } from '../../components/RowActions';
import { dateComparator, gridDate, gridPhone, gridYesNo } from '../../lib/grid-format';
import { ROUTES } from '../../lib/navigation';

/** A contact's field for the grid; '—' once a data-subject request erased it. */
const erasedOr =
  (field: 'name' | 'phone' | 'subject') =>
  (p: { data?: ContactRecord }): string =>
    p.data?.erased ? '—' : (p.data?.[field] ?? '');

/** The contacts grid; memoise the result on `navigate` so the grid keeps its columns. */
export function contactColumns(navigate: (to: string) => void): ColDef<ContactRecord>[] {
  return [
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
  ];
}
