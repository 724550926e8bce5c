import { useCallback, useEffect, useRef, useState } from 'react';
import { errorCode } from '@vitrine/shared/api-client';
import { messages } from '@vitrine/shared/messages';
import { postStatusAt } from '@vitrine/shared/publishing';
import { useLocation } from 'wouter';
import { useAdmin } from '../../core/AdminContext';
import { serverReason, useNotify } from '../../core/useNotify';
import { formSnapshot, postToForm } from '../../lib/post-form';
import { ROUTES } from '../../lib/navigation';
import { usePostForm } from './usePostForm';
import { usePostSave, type Publishing } from './usePostSave';
import { usePreviewLinks } from './usePreviewLinks';

export { AUTOSAVE_DELAY_MS } from './usePostSave';

type Status = 'loading' | 'ready' | 'notFound' | 'error';

/**
 * State and actions of the post editor: load, edit (usePostForm), save with a publishing target
 * and autosave drafts (usePostSave), unpublish, and preview links (usePreviewLinks).
 */
export function usePostEditor(idParam: string) {
  const { api } = useAdmin();
  const notify = useNotify();
  const [, setLocation] = useLocation();
  const routeId = idParam === 'novo' ? null : /^\d+$/.test(idParam) ? Number(idParam) : NaN;
  // A new post the autosave already created: edited in place; its address becomes the post's
  // own, marked in history.state so the same editor stays mounted (postEditorKey).
  const [createdId, setCreatedId] = useState<number | null>(null);
  const postId = routeId ?? createdId;
  const skipLoadFor = useRef<number | null>(null);
  const [publishing, setPublishing] = useState<Publishing>({ status: 'draft', publish_at: null });
  const [status, setStatus] = useState<Status>(routeId === null ? 'ready' : 'loading');
  const postForm = usePostForm(postId);
  const { form, reset } = postForm;

  const load = useCallback(async () => {
    if (postId === null || postId === skipLoadFor.current) return;
    if (Number.isNaN(postId)) return setStatus('notFound');
    try {
      const post = await api.getStaffPost(postId);
      reset(postToForm(post), postId);
      setPublishing({ status: post.status, publish_at: post.publish_at });
      setStatus('ready');
    } catch (error) {
      setStatus(errorCode(error) === 'not_found' ? 'notFound' : 'error');
    }
  }, [api, postId, reset]);

  useEffect(() => {
    void load();
  }, [load]);

  const dirty = status === 'ready' && formSnapshot(form) !== postForm.baseline;
  const saver = usePostSave({
    routeId,
    form,
    pending: postForm.pending,
    publishing,
    dirty,
    baseline: postForm.baseline,
    setBaseline: postForm.setBaseline,
    setErrors: postForm.setErrors,
    onCreated(id) {
      skipLoadFor.current = id;
      setCreatedId(id);
    },
    async afterSave(savedId) {
      skipLoadFor.current = null;
      if (routeId === null) setLocation(ROUTES.post(savedId), { replace: true });
      else await load();
    },
  });
  const previews = usePreviewLinks(postId);

  async function unpublish() {
    if (postId === null) return;
    try {
      await api.unpublishPost(postId);
      notify('success', messages.admin.postUnpublished);
      await load();
    } catch (error) {
      notify('error', messages.admin.postUpdateError, serverReason(error));
    }
  }

  return {
    isNew: postId === null,
    postId,
    status,
    form,
    errors: postForm.errors,
    externalImages: postForm.externalImages,
    editorKey: postForm.editorKey,
    imageStore: postForm.imageStore,
    update: postForm.update,
    dirty,
    ...saver,
    reload: load,
    // As of this render (a scheduled time may have passed since the post was read).
    publishing: { ...publishing, status: postStatusAt(publishing, Date.now()) },
    unpublish,
    ...previews,
  };
}
