import { Button, Field, Select, Tab, TabList } from '@fluentui/react-components';
import { POST_STATUSES, POST_STATUS_LABELS, type PostStatus } from '@vitrine/shared/publishing';
import { Add20Regular, Delete20Regular } from '@fluentui/react-icons';
import { messages } from '@vitrine/shared/messages';
import { GRID_PAGE_SIZE } from '@vitrine/shared/constants';
import type { PostSummary } from '../../lib/api-types';
import { DataGrid, bulkSelection, gridHeight } from '../../components/DataGrid';
import { PageHeader } from '../../components/PageHeader';
import { Panel } from '../../components/Panel';
import { DeleteDialog } from '../../components/DeleteDialog';
import { GridFilter } from '../../components/GridExport';
import { ROUTES } from '../../lib/navigation';
import { PostsTrash } from './PostsTrash';
import { usePostsPage } from './usePostsPage';

const m = messages.admin;

/** /admin/posts: every post (drafts, scheduled, published) and the trash. */
export function PostsPage() {
  const page = usePostsPage();
  const { navigate, posts, load, shown, statusFilter, setStatusFilter, deletion, askDelete, filter, setFilter } = page;
  const { selected, setSelected, view, setView, columns } = page;

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
