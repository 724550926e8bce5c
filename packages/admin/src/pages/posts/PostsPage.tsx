import { useCallback, useEffect, useMemo, useState } from 'react';
import { useResource } from '../../lib/useResource';
import { Badge, Button, Field, Select, Tab, TabList } from '@fluentui/react-components';
import { formatNewsroomDateTime, POST_STATUSES, POST_STATUS_LABELS, type PostStatus } from '@vitrine/shared/publishing';
import { Add20Regular, Delete20Regular } from '@fluentui/react-icons';
import type { ColDef } from 'ag-grid-community';
import { messages } from '@vitrine/shared/messages';
import { GRID_PAGE_SIZE } from '@vitrine/shared/constants';
import type { Tag } from '@vitrine/shared/schemas';
import type { PostSummary } from '../../lib/api-types';
import { useAdmin } from '../../core/AdminContext';
import { useGuardedNavigate } from '../../core/NavigationGuard';
import { serverReason, useNotify } from '../../core/useNotify';
import { DataGrid, bulkSelection, gridHeight, type ColumnContext } from '../../components/DataGrid';
import { PageHeader } from '../../components/PageHeader';
import { Panel } from '../../components/Panel';
import { rowActionsColumn } from '../../components/RowActions';
import { DeleteDialog } from '../../components/DeleteDialog';
import { GridFilter } from '../../components/GridExport';
import { useConfirmedDelete } from '../../lib/useConfirmedDelete';
import { dateComparator, gridDate } from '../../lib/grid-format';
import { ROUTES } from '../../lib/navigation';
import { PostsTrash } from './PostsTrash';
import { TagChips } from './TagChips';

const m = messages.admin;

const STATUS_COLORS = { draft: 'informative', scheduled: 'warning', published: 'success' } as const;
/** The grid sorts statuses by how far a post is from its readers. */
const STATUS_ORDER: Record<PostStatus, number> = { draft: 0, scheduled: 1, published: 2 };

export function PostsPage() {
  const { api } = useAdmin();
  const notify = useNotify();
  const { navigate } = useGuardedNavigate();

  // Every post, drafts and scheduled ones too (the public list has only the published).
  const posts = useResource(useCallback(() => api.listStaffPosts(), [api]));
  const [statusFilter, setStatusFilter] = useState<PostStatus | ''>('');
  const shown = useMemo(
    () => (statusFilter && posts.data ? posts.data.filter((p) => p.status === statusFilter) : posts.data),
    [posts.data, statusFilter],
  );
  const load = posts.reload;
  const deletion = useConfirmedDelete<PostSummary>({
    remove: (id) => api.deletePost(id),
    success: m.postDeleted,
    successMany: m.postsDeleted,
    failure: m.postDeleteError,
    onDeleted: () => void load(),
    undo: { restore: (id) => api.restorePost(id), success: m.postRestored, failure: m.postRestoreError },
  });
  const askDelete = deletion.ask;
  const [filter, setFilter] = useState('');
  const [selected, setSelected] = useState<PostSummary[]>([]);
  const [view, setView] = useState<'posts' | 'trash'>('posts');
  useEffect(() => {
    if (posts.error) notify('error', m.postsFetchError, serverReason(posts.error));
  }, [posts.error, notify]);

  const columns = useMemo<ColDef<PostSummary>[]>(
    () => [
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
    ],
    [navigate, askDelete],
  );

  return (
    <>
      <PageHeader
        title="Posts"
        subtitle="Artigos do blog: rascunhos, agendados e publicados."
        actions={
          <Button appearance="primary" icon={<Add20Regular />} onClick={() => navigate(ROUTES.newPost)}>
            Novo post
          </Button>
        }
      />
      <TabList
        selectedValue={view}
        onTabSelect={(_, data) => setView(data.value as 'posts' | 'trash')}
        style={{ marginBottom: 8 }}
      >
        <Tab value="posts">Posts</Tab>
        <Tab value="trash">{m.trash}</Tab>
      </TabList>
      {view === 'trash' ? (
        <PostsTrash onRestored={() => void load()} />
      ) : (
        <Panel>
          <div style={{ display: 'flex', alignItems: 'flex-end', gap: 12, flexWrap: 'wrap', marginBottom: 12 }}>
            <GridFilter
              label="Buscar posts"
              placeholder="Buscar por título ou tag"
              value={filter}
              onChange={setFilter}
            />
            <Field label="Situação" orientation="horizontal" style={{ maxWidth: 320 }}>
              <Select value={statusFilter} onChange={(_, data) => setStatusFilter(data.value as PostStatus | '')}>
                <option value="">Todos</option>
                {POST_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {POST_STATUS_LABELS[status]}
                  </option>
                ))}
              </Select>
            </Field>
            <Button
              icon={<Delete20Regular />}
              disabled={selected.length === 0}
              onClick={() => askDelete(selected)}
              style={{ marginLeft: 'auto' }}
            >
              Excluir selecionados{selected.length ? ` (${selected.length})` : ''}
            </Button>
          </div>
          <DataGrid<PostSummary>
            quickFilterText={filter}
            {...bulkSelection(setSelected)}
            label="Posts"
            rowData={shown ?? (posts.error ? [] : null)}
            loading={posts.loading && !posts.data}
            columnDefs={columns}
            getRowId={(p) => String(p.data.id)}
            pageSize={GRID_PAGE_SIZE.posts}
            height={gridHeight(GRID_PAGE_SIZE.posts)}
            emptyText={m.emptyPosts}
            onRowDoubleClicked={(e) => e.data && navigate(ROUTES.post(e.data.id))}
            onRowOpen={(post) => navigate(ROUTES.post(post.id))}
          />
        </Panel>
      )}
      <DeleteDialog
        deletion={deletion}
        noun={{ one: 'post', many: 'posts' }}
        name={(post) => post.title}
        afterwards={m.postDeleteAfterwards}
      />
    </>
  );
}
