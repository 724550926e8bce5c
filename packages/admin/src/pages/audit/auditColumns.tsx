import { Link as FluentLink } from '@fluentui/react-components';
import { Link } from 'wouter';
import type { ColDef } from 'ag-grid-community';
import type { AuditEntryView } from '@vitrine/shared/schemas';
import type { ColumnContext } from '../../components/DataGrid';
import { auditActionLabel, auditDetails, auditTarget, auditTargetHref } from '../../lib/audit';
import { gridDate } from '../../lib/grid-format';

/** The target as words, a link to its screen where it has one ("Post “Gestão de pátio”"). */
function AuditTargetCell({ data, value }: { data?: AuditEntryView; value?: string }) {
  const href = data ? auditTargetHref(data) : null;
  if (!href) return <>{value}</>;
  return (
    <Link href={href} asChild>
      <FluentLink>{value}</FluentLink>
    </Link>
  );
}

// Widths and minimum widths sum to 720 px: the grid fits the content box at 1024 px (about 730 px) with
// no sideways scroll. The date is whole ("02/12/2026 07:54", with room for wider digits); the user's address, action, target
// and details wrap onto more lines rather than being cut: they are names and sentences to read.
export const AUDIT_COLUMNS: ColDef<AuditEntryView>[] = [
  {
    field: 'at',
    headerName: 'Data',
    width: 152,
    minWidth: 152,
    sortable: false,
    valueFormatter: (p) => gridDate(p.value),
  },
  {
    field: 'actorUsername',
    headerName: 'Usuário',
    flex: 1,
    minWidth: 110,
    sortable: false,
    wrapText: true,
    autoHeight: true,
    valueFormatter: (p) => p.value ?? '—',
  },
  {
    field: 'action',
    headerName: 'Ação',
    flex: 1.2,
    minWidth: 120,
    // On a phone each entry is a card headed by what was done.
    context: { primary: true } satisfies ColumnContext,
    sortable: false,
    wrapText: true,
    autoHeight: true,
    valueFormatter: (p) => auditActionLabel(p.value),
  },
  {
    colId: 'target',
    headerName: 'Alvo',
    flex: 1.4,
    minWidth: 118,
    sortable: false,
    wrapText: true,
    autoHeight: true,
    valueGetter: (p) => (p.data ? auditTarget(p.data) : ''),
    tooltipValueGetter: (p) => p.data?.targetName ?? undefined,
    cellRenderer: AuditTargetCell,
  },
  {
    field: 'address',
    headerName: 'Endereço IP',
    width: 112,
    minWidth: 110,
    sortable: false,
    valueFormatter: (p) => p.value ?? '—',
  },
  {
    colId: 'details',
    headerName: 'Detalhes',
    flex: 2,
    minWidth: 110,
    sortable: false,
    wrapText: true,
    autoHeight: true,
    valueGetter: (p) => (p.data ? auditDetails(p.data) : ''),
  },
];
