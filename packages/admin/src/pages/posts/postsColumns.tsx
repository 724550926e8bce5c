import { Badge } from '@fluentui/react-components';
import type { ColDef } from 'ag-grid-community';
import { formatNewsroomDateTime, POST_STATUS_LABELS, type PostStatus } from '@vitrine/shared/publishing';
import type { Tag } from '@vitrine/shared/schemas';
import type { PostSummary } from '../../lib/api-types';
import type { ColumnContext } from '../../components/DataGrid';
import { rowActionsColumn } from '../../components/RowActions';
import { dateComparator, gridDate } from '../../lib/grid-format';
import { ROUTES } from '../../lib/navigation';
import { TagChips } from './TagChips';

const STATUS_COLORS = { draft: 'informative', scheduled: 'warning', published: 'success' } as const;
/** The grid sorts statuses by how far a post is from its readers. */
const STATUS_ORDER: Record<PostStatus, number> = { draft: 0, scheduled: 1, published: 2 };

/** The posts grid; memoise the result on its arguments so the grid keeps its columns. */
export function postColumns(
  navigate: (to: string) => void,
  askDelete: (post: PostSummary) => void,
): ColDef<PostSummary>[] {
  return [
    {
      field: 'id',
      headerName: 'ID',
      width: 72,
      minWidth: 64,
      sort: 'desc',
      context: { hideBelow: 1200 } satisfies ColumnContext,
    },
    {
      field: 'title',
      headerName: 'Título',
      flex: 3,
      minWidth: 120,
      tooltipField: 'title',
      context: { primary: true } satisfies ColumnContext,
    },
    {
      field: 'tags',
      headerName: 'Tags',
      flex: 2,
      // With the selection column, the minimum widths fit the 1024 px grid (about 724 px) unscrolled.
      minWidth: 130,
      sortable: false,
      tooltipValueGetter: (p) => (p.value as Tag[] | undefined)?.map((tag) => tag.label).join(', '),
      valueFormatter: (p) => (p.value as Tag[] | undefined)?.map((tag) => tag.label).join(', ') ?? '',
      cellRenderer: (p: { value?: Tag[] }) => <TagChips tags={p.value} />,
    },
    {
      field: 'status',
      headerName: 'Situação',
      width: 120,
      comparator: (a: PostStatus, b: PostStatus) => STATUS_ORDER[a] - STATUS_ORDER[b],
      valueFormatter: (p) => (p.value ? POST_STATUS_LABELS[p.value as PostStatus] : ''),
      cellRenderer: (p: { value?: PostStatus }) =>
        p.value ? (
          <Badge appearance="tint" color={STATUS_COLORS[p.value]}>
            {POST_STATUS_LABELS[p.value]}
          </Badge>
        ) : null,
    },
    {
      field: 'publish_at',
      headerName: 'Publicação (Brasília)',
      width: 170,
      context: { hideBelow: 900 } satisfies ColumnContext,
      valueFormatter: (p) => (p.value ? formatNewsroomDateTime(p.value as string) : '—'),
      comparator: dateComparator,
    },
    // Lower priority than the publication time: they give way first on a narrow grid, so the title
    // and the tags keep room for whole words (each is listed under the title instead).
    { field: 'reading_time', headerName: 'Leitura', width: 92, context: { hideBelow: 1200 } satisfies ColumnContext },
    {
      field: 'created_at',
      headerName: 'Criado em',
      width: 150,
      context: { hideBelow: 1200 } satisfies ColumnContext,
      valueFormatter: (p) => gridDate(p.value),
      comparator: dateComparator,
    },
    rowActionsColumn<PostSummary>({ headerName: 'Ações', width: 100 }, (post) => [
      { kind: 'edit', label: `Editar post ${post.title}`, onClick: () => navigate(ROUTES.post(post.id)) },
      { kind: 'delete', label: `Excluir post ${post.title}`, onClick: () => askDelete(post) },
    ]),
  ];
}
