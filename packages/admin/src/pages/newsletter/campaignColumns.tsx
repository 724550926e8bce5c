import { Badge } from '@fluentui/react-components';
import type { ColDef } from 'ag-grid-community';
import type { Campaign } from '@vitrine/shared/schemas';
import type { ColumnContext } from '../../components/DataGrid';
import { campaignDone, campaignStatusLabel, percent, waitsForMailServer } from '../../lib/campaigns';
import { dateComparator, gridDate } from '../../lib/grid-format';

/** Counts a narrow grid lists under the subject instead of scrolling sideways. */
const NARROW_GIVES_WAY: ColumnContext = { hideBelow: 1000 };

const STATUS_COLOURS = {
  draft: 'subtle',
  scheduled: 'informative',
  sending: 'brand',
  paused: 'warning',
  cancelled: 'danger',
  sent: 'success',
} as const;

/** The campaigns grid (history): fixed, so one array serves every render. */
export const CAMPAIGN_COLUMNS: ColDef<Campaign>[] = [
  { field: 'subject', headerName: 'Assunto', flex: 2, minWidth: 160 },
  {
    field: 'status',
    headerName: 'Situação',
    // Room for "Aguardando servidor".
    width: 170,
    valueFormatter: (p) => (p.data ? campaignStatusLabel(p.data) : ''),
    cellRenderer: (p: { data?: Campaign }) =>
      p.data ? (
        <Badge appearance="tint" color={waitsForMailServer(p.data) ? 'danger' : STATUS_COLOURS[p.data.status]}>
          {campaignStatusLabel(p.data)}
        </Badge>
      ) : null,
  },
  {
    field: 'started_at',
    headerName: 'Enviada em',
    width: 140,
    valueFormatter: (p) => gridDate(p.value ?? p.data?.scheduled_at),
    comparator: dateComparator,
  },
  // The counts give way on a narrow grid (listed under the subject) instead of scrolling sideways.
  { field: 'audience', headerName: 'Público', width: 100, type: 'numericColumn', context: NARROW_GIVES_WAY },
  {
    headerName: 'Enviados',
    width: 104,
    type: 'numericColumn',
    valueGetter: (p) => p.data?.progress.sent,
    context: NARROW_GIVES_WAY,
  },
  {
    headerName: 'Falhas',
    width: 96,
    type: 'numericColumn',
    valueGetter: (p) => p.data?.progress.failed,
    context: NARROW_GIVES_WAY,
  },
  {
    headerName: 'Suprimidos',
    width: 116,
    type: 'numericColumn',
    valueGetter: (p) => p.data?.progress.suppressed,
    context: NARROW_GIVES_WAY,
  },
  {
    headerName: 'Progresso',
    width: 110,
    valueGetter: (p) => (p.data ? percent(campaignDone(p.data.progress, p.data.audience)) : ''),
  },
];
