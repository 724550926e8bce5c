import { useCallback, useEffect, useMemo } from 'react';
import { Button, Text } from '@fluentui/react-components';
import { ArrowUndo20Regular } from '@fluentui/react-icons';
import type { ColDef } from 'ag-grid-community';
import { messages } from '@vitrine/shared/messages';
import { GRID_PAGE_SIZE } from '@vitrine/shared/constants';
import type { PostSummary } from '../../lib/api-types';
import { useAdmin } from '../../core/AdminContext';
import { serverReason, useNotify } from '../../core/useNotify';
import { useBusyAction } from '../../core/useBusyAction';
import { DataGrid, gridHeight } from '../../components/DataGrid';
import { Panel } from '../../components/Panel';
import { useResource } from '../../lib/useResource';
import { dateComparator, gridDate } from '../../lib/grid-format';

const m = messages.admin;

/**
 * The posts' trash (Lixeira): deleted posts wait here 30 days, off every public page,
 * until the retention job removes them; "Restaurar" brings one back as it was.
 */
export function PostsTrash({ onRestored }: { onRestored(): void }) {
  const { api } = useAdmin();
  const notify = useNotify();
  const trash = useResource(useCallback(() => api.listTrashedPosts(), [api]));
  const reload = trash.reload;
  useEffect(() => {
    if (trash.error) notify('error', m.postsFetchError, serverReason(trash.error));
  }, [trash.error, notify]);

  const { run } = useBusyAction();
  const restore = useCallback(
    (post: PostSummary) =>
      run(
        m.postRestoreError,
        async () => {
          notify('success', (await api.restorePost(post.id)).message);
          onRestored();
        },
        reload,
      ),
    [api, notify, onRestored, reload, run],
  );

  const columns = useMemo<ColDef<PostSummary>[]>(
    () => [
      { field: 'id', headerName: 'ID', width: 72 },
      { field: 'title', headerName: 'Título', flex: 3, minWidth: 160, tooltipField: 'title' },
      {
        field: 'deleted_at',
        headerName: 'Excluído em',
        width: 170,
        sort: 'desc',
        valueFormatter: (p) => gridDate(p.value),
        comparator: dateComparator,
      },
      {
        headerName: 'Ações',
        width: 140,
        sortable: false,
        cellRenderer: (p: { data?: PostSummary }) =>
          p.data ? (
            <Button
              size="small"
              icon={<ArrowUndo20Regular />}
              aria-label={`${m.restore} post ${p.data.title}`}
              onClick={() => void restore(p.data!)}
            >
              {m.restore}
            </Button>
          ) : null,
      },
    ],
    [restore],
  );

  return (
    <Panel>
      <Text as="p" style={{ marginTop: 0 }}>
        {m.trashHint}
      </Text>
      <DataGrid<PostSummary>
        label={m.trash}
        rowData={trash.data ?? (trash.error ? [] : null)}
        loading={trash.loading && !trash.data}
        columnDefs={columns}
        getRowId={(p) => String(p.data.id)}
        pageSize={GRID_PAGE_SIZE.posts}
        height={gridHeight(GRID_PAGE_SIZE.posts)}
        emptyText={m.emptyTrash}
      />
    </Panel>
  );
}
