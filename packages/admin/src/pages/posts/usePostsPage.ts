import { useCallback, useEffect, useMemo, useState } from 'react';
import type { PostStatus } from '@vitrine/shared/publishing';
import { messages } from '@vitrine/shared/messages';
import type { PostSummary } from '../../lib/api-types';
import { useAdmin } from '../../core/AdminContext';
import { useGuardedNavigate } from '../../core/NavigationGuard';
import { serverReason, useNotify } from '../../core/useNotify';
import { useConfirmedDelete } from '../../lib/useConfirmedDelete';
import { useResource } from '../../lib/useResource';
import { postColumns } from './postsColumns';

const m = messages.admin;

/** Every post for staff, narrowed by status and text, with delete (and undo) and the trash tab. */
export function usePostsPage() {
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

  const columns = useMemo(() => postColumns(navigate, askDelete), [navigate, askDelete]);

  return {
    navigate,
    posts,
    load,
    shown,
    statusFilter,
    setStatusFilter,
    deletion,
    askDelete,
    filter,
    setFilter,
    selected,
    setSelected,
    view,
    setView,
    columns,
  };
}
