import { focusFirstInvalid } from '../../lib/focus-invalid';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { ApiError, errorCode } from '@vitrine/shared/api-client';
import { messages } from '@vitrine/shared/messages';
import { useAdmin } from '../../app/AdminContext';
import { serverReason, useNotify } from '../../app/useNotify';
import {
  EXTERNAL_IMAGES_WARNING,
  droppedImageSources,
  existingContentImageIds,
  nextImageId,
  prepareContent,
  type PendingImage,
} from '../../lib/content-images';
import {
  buildPostParts,
  emptyPostForm,
  formSnapshot,
  postToForm,
  validatePostForm,
  type PostFormState,
} from '../../lib/post-form';
import { ROUTES } from '../../lib/navigation';
import type { ImageStore } from '../../editor/plugins';

type Status = 'loading' | 'ready' | 'notFound' | 'error';

/** State and actions of the post editor: load, edit, validate, save (create or update). */
export function usePostEditor(idParam: string) {
  const { api } = useAdmin();
  const notify = useNotify();
  const [, setLocation] = useLocation();
  const isNew = idParam === 'novo';
  const postId = isNew ? null : /^\d+$/.test(idParam) ? Number(idParam) : NaN;

  const [status, setStatus] = useState<Status>(isNew ? 'ready' : 'loading');
  const [form, setForm] = useState<PostFormState>(emptyPostForm);
  const [baseline, setBaseline] = useState(() => formSnapshot(emptyPostForm()));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  // Share of the post (its images, mostly) sent to the server while saving; null before the first report.
  const [uploadProgress, setUploadProgress] = useState<number | null>(null);
  // The content holds images the server will drop (pasted from another site): warn before saving.
  const [externalImages, setExternalImages] = useState(false);
  // Remounts CKEditor with fresh data after a load (its data prop is only read at start).
  const [editorKey, setEditorKey] = useState(0);
  const pending = useRef<PendingImage[]>([]);
  const existingIds = useRef<number[]>([]);

  const reset = useCallback((next: PostFormState, id: number | null) => {
    for (const image of pending.current) URL.revokeObjectURL(image.url);
    pending.current = [];
    existingIds.current = existingContentImageIds(next.content, id);
    setExternalImages(droppedImageSources(next.content, [], id).length > 0);
    setForm(next);
    setBaseline(formSnapshot(next));
    setErrors({});
    setEditorKey((k) => k + 1);
  }, []);

  const load = useCallback(async () => {
    if (postId === null) return;
    if (Number.isNaN(postId)) return setStatus('notFound');
    try {
      const post = await api.getPost(postId);
      reset(postToForm(post), postId);
      setStatus('ready');
    } catch (error) {
      setStatus(errorCode(error) === 'not_found' ? 'notFound' : 'error');
    }
  }, [api, postId, reset]);

  useEffect(() => {
    void load();
  }, [load]);

  useEffect(() => () => pending.current.forEach((image) => URL.revokeObjectURL(image.url)), []);

  const imageStore = useMemo<ImageStore>(
    () => ({
      async add(file) {
        const id = nextImageId([...existingIds.current, ...pending.current.map((p) => p.id)]);
        const bytes = new Uint8Array(await file.arrayBuffer());
        const url = URL.createObjectURL(file);
        pending.current.push({ id, url, file: { fileName: file.name || `imagem-${id}`, type: file.type, bytes } });
        return url;
      },
    }),
    [],
  );

  const update = useCallback(
    <K extends keyof PostFormState>(key: K, value: PostFormState[K]) => {
      setForm((f) => ({ ...f, [key]: value }));
      if (key === 'content') {
        setExternalImages(droppedImageSources(value as string, pending.current, postId).length > 0);
      }
      setErrors((e) => {
        if (!(key in e) && key !== 'cover') return e;
        const next = { ...e };
        delete next[key];
        if (key === 'cover') delete next.image;
        return next;
      });
    },
    [postId],
  );

  async function save() {
    const checked = validatePostForm(form, { isNew });
    if (!checked.ok) {
      setErrors(checked.errors);
      notify('warning', messages.post.requiredWarning);
      focusFirstInvalid(document.querySelector('main'));
      return;
    }
    setErrors({});
    if (droppedImageSources(form.content, pending.current, postId).length > 0) {
      notify('warning', EXTERNAL_IMAGES_WARNING);
    }
    setSaving(true);
    setUploadProgress(null);
    const progress = { onUploadProgress: setUploadProgress };
    const { content, images } = prepareContent(form.content, pending.current, postId);
    const parts = buildPostParts(form, { postId, content, contentImages: images });
    try {
      if (isNew) {
        const { id } = await api.createPost(parts, progress);
        setBaseline(formSnapshot(form));
        notify('success', messages.admin.postCreated);
        setLocation(ROUTES.post(id), { replace: true });
      } else {
        await api.updatePost(parts, progress);
        notify('success', messages.admin.postUpdated);
        await load();
      }
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.errors).length > 0) setErrors(error.errors);
      notify('error', isNew ? messages.admin.postCreateError : messages.admin.postUpdateError, serverReason(error));
    } finally {
      setSaving(false);
    }
  }

  return {
    isNew,
    postId,
    status,
    form,
    errors,
    saving,
    uploadProgress,
    externalImages,
    editorKey,
    imageStore,
    dirty: status === 'ready' && formSnapshot(form) !== baseline,
    update,
    save,
    reload: load,
  };
}
