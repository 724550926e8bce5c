import { Badge, Button } from '@fluentui/react-components';
import { Delete20Regular, Edit20Regular } from '@fluentui/react-icons';
import type { ColDef } from 'ag-grid-community';
import type { Redirect } from '@vitrine/shared/wordpress';
import type { ColumnContext } from '../../components/DataGrid';
import { dateComparator, gridDate } from '../../lib/grid-format';
import type { Editing } from './RedirectDialog';

/** The redirects grid; memoise the result so the grid keeps its columns. Only editable rows get buttons. */
export function redirectColumns(
  actionsClass: string,
  onEdit: (editing: Editing) => void,
  onDelete: (redirect: Redirect) => void,
): ColDef<Redirect>[] {
  return [
    { field: 'from_path', headerName: 'Endereço antigo', flex: 2, minWidth: 180 },
    { field: 'to_path', headerName: 'Novo endereço', flex: 2, minWidth: 160 },
    {
      field: 'source',
      headerName: 'Origem',
      width: 115,
      valueFormatter: (p) => (p.value === 'wordpress' ? 'WordPress' : 'Manual'),
      cellRenderer: (p: { data?: Redirect }) =>
        p.data && (
          <Badge appearance="tint" color={p.data.source === 'wordpress' ? 'brand' : 'informative'}>
            {p.data.source === 'wordpress' ? 'WordPress' : 'Manual'}
          </Badge>
        ),
    },
    // Listed under the old address on a narrow grid, instead of a sideways scroll.
    { field: 'hits', headerName: 'Acessos', width: 95, context: { hideBelow: 1000 } satisfies ColumnContext },
    {
      field: 'last_hit_at',
      headerName: 'Último acesso',
      width: 150,
      context: { hideBelow: 1000 } satisfies ColumnContext,
      valueFormatter: (p) => (p.value ? gridDate(p.value) : '—'),
      comparator: dateComparator,
    },
    {
      colId: 'actions',
      headerName: 'Ações',
      width: 110,
      sortable: false,
      resizable: false,
      cellRenderer: (p: { data?: Redirect }) =>
        p.data &&
        p.data.editable && (
          <div className={actionsClass}>
            <Button
              size="small"
              appearance="subtle"
              icon={<Edit20Regular />}
              aria-label={`Editar redirecionamento de ${p.data.from_path}`}
              onClick={() => onEdit({ id: p.data!.id, from_path: p.data!.from_path, to_path: p.data!.to_path })}
            />
            <Button
              size="small"
              appearance="subtle"
              icon={<Delete20Regular />}
              style={{ color: '#c50f1f' }}
              aria-label={`Excluir redirecionamento de ${p.data.from_path}`}
              onClick={() => onDelete(p.data!)}
            />
          </div>
        ),
    },
  ];
}
