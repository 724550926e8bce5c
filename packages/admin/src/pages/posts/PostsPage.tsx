import { useCallback, useEffect, useMemo, useState } from 'react';
import { useResource } from '../../lib/useResource';
import { Badge, Button } from '@fluentui/react-components';
import { Add20Regular, Delete20Regular } from '@fluentui/react-icons';
import type { ColDef } from 'ag-grid-community';
import { messages } from '@vitrine/shared/messages';
import { GRID_PAGE_SIZE } from '@vitrine/shared/constants';
import type { PostSummary, Tag } from '@vitrine/shared/schemas';
import { useAdmin } from '../../app/AdminContext';
import { useGuardedNavigate } from '../../app/NavigationGuard';
import { serverReason, useNotify } from '../../app/useNotify';
import { DataGrid, bulkSelection, gridHeight } from '../../components/DataGrid';
import { PageHeader } from '../../components/PageHeader';
import { Panel } from '../../components/Panel';
import { rowActionsColumn } from '../../components/RowActions';
import { DeleteDialog } from '../../components/DeleteDialog';
import { GridFilter } from '../../components/GridExport';
import { useConfirmedDelete } from '../../lib/useConfirmedDelete';
import { dateComparator, gridDate } from '../../lib/grid-format';
import { ROUTES } from '../../lib/navigation';

const m = messages.admin;

/**
 * The post's tags side by side; when they do not fit, each badge shrinks and ends its label in "…"
 * (the full list is the cell's tooltip).
 */
function TagBadges({ tags }: { tags?: Tag[] }) {
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 4, overflow: 'hidden', height: '100%' }}>
      {(tags ?? []).map((tag) => (
        <Badge key={tag.key} appearance="tint" color="brand" shape="rounded" style={{ minWidth: 28, flexShrink: 1 }}>
          <span className="cell-ellipsis">{tag.label}</span>
        </Badge>
      ))}
    </div>
  );
}

export function PostsPage() {
  const { api } = useAdmin();
  const notify = useNotify();
  const { navigate } = useGuardedNavigate();

  const posts = useResource(useCallback(async () => (await api.listPosts()).posts, [api]));
  const load = posts.reload;
  const deletion = useConfirmedDelete<PostSummary>({
    remove: (id) => api.deletePost(id),
    success: m.postDeleted,
    successMany: m.postsDeleted,
    failure: m.postDeleteError,
    onDeleted: () => void load(),
  });
  const askDelete = deletion.ask;
  const [filter, setFilter] = useState('');
  const [selected, setSelected] = useState<PostSummary[]>([]);
  useEffect(() => {
    if (posts.error) notify('error', m.postsFetchError, serverReason(posts.error));
  }, [posts.error, notify]);

  const columns = useMemo<ColDef<PostSummary>[]>(
    () => [
      { field: 'id', headerName: 'ID', width: 72, minWidth: 64, sort: 'desc' },
      { field: 'title', headerName: 'Título', flex: 3, minWidth: 120, tooltipField: 'title' },
      {
        field: 'tags',
        headerName: 'Tags',
        flex: 2,
        // With the selection column, the minimum widths fit the 1024 px grid (about 724 px) unscrolled.
        minWidth: 130,
        sortable: false,
        tooltipValueGetter: (p) => (p.value as Tag[] | undefined)?.map((tag) => tag.label).join(', '),
        cellRenderer: (p: { value?: Tag[] }) => <TagBadges tags={p.value} />,
      },
      { field: 'reading_time', headerName: 'Leitura', width: 92 },
      {
        field: 'created_at',
        headerName: 'Criado em',
        width: 150,
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
        subtitle="Artigos publicados no blog."
        actions={
          <Button appearance="primary" icon={<Add20Regular />} onClick={() => navigate(ROUTES.newPost)}>
            Novo post
          </Button>
        }
      />
      <Panel>
        <div style={{ display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap', marginBottom: 12 }}>
          <GridFilter label="Buscar posts" placeholder="Buscar por título ou tag" value={filter} onChange={setFilter} />
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
          rowData={posts.data ?? (posts.error ? [] : null)}
          loading={posts.loading && !posts.data}
          columnDefs={columns}
          getRowId={(p) => String(p.data.id)}
          pageSize={GRID_PAGE_SIZE.posts}
          height={gridHeight(GRID_PAGE_SIZE.posts)}
          emptyText={m.emptyPosts}
          onRowDoubleClicked={(e) => e.data && navigate(ROUTES.post(e.data.id))}
        />
      </Panel>
      <DeleteDialog deletion={deletion} noun={{ one: 'post', many: 'posts' }} name={(post) => post.title} />
    </>
  );
}
