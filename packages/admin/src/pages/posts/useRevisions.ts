import { useCallback, useEffect, useState } from 'react';
import { messages } from '@vitrine/shared/messages';
import type { PostRevision } from '@vitrine/shared/schemas';
import { useAdmin } from '../../core/AdminContext';
import { serverReason, useNotify } from '../../core/useNotify';
import { useBusyAction } from '../../core/useBusyAction';
import { useResource } from '../../lib/useResource';

/** A post's revisions, the one shown (the newest until another is chosen) and restoring it. */
export function useRevisions(postId: number, onRestored: () => void) {
  const { api } = useAdmin();
  const notify = useNotify();
  const revisions = useResource(useCallback(() => api.listRevisions(postId), [api, postId]));
  // The newest revision until another is chosen.
  const [chosenId, setChosenId] = useState<number | null>(null);
  const shownId = chosenId ?? revisions.data?.[0]?.id ?? null;
  const revision = useResource(
    useCallback(
      (): Promise<PostRevision | null> => (shownId === null ? Promise.resolve(null) : api.getRevision(postId, shownId)),
      [api, postId, shownId],
    ),
  );
  const chosen = revision.data && revision.data.id === shownId ? revision.data : null;
  const { busy: restoring, run: runRestore } = useBusyAction();
  useEffect(() => {
    if (revision.error) notify('error', messages.post.revisionNotFound, serverReason(revision.error));
  }, [revision.error, notify]);

  async function restore() {
    if (!chosen) return;
    await runRestore(messages.admin.postUpdateError, async () => {
      await api.restoreRevision(postId, chosen.id);
      notify('success', messages.admin.revisionRestored);
      onRestored();
    });
  }

  return { revisions, shownId, setChosenId, chosen, restoring, restore };
}
