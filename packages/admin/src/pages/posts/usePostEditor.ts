import { focusFirstInvalid } from '../../lib/focus-invalid';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { ApiError, errorCode } from '@vitrine/shared/api-client';
import { messages } from '@vitrine/shared/messages';
import { useAdmin } from '../../core/AdminContext';
import { serverReason, useNotify } from '../../core/useNotify';
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
  slugAfterTitleChange,
  validatePostForm,
  type PostFormState,
  type PublishingTarget,
} from '../../lib/post-form';
import { formatNewsroomDateTime, formatNewsroomTime, postStatusAt, type PostStatus } from '@vitrine/shared/publishing';
import { CREATED_POST_STATE, ROUTES } from '../../lib/navigation';
import type { ImageStore } from '../../editor/plugins';

type Status = 'loading' | 'ready' | 'notFound' | 'error';

/** A draft is saved this long after the last keystroke ("a few seconds"). */
export const AUTOSAVE_DELAY_MS = 3000;

/** The post's visibility as stored: what the buttons start from. */
interface Publishing {
  status: PostStatus;
  publish_at: string | null;
}

/**
 * State and actions of the post editor: load, edit, validate, save (create or update) with a
 * publishing target (draft, scheduled, published), autosave of drafts, unpublish and preview
 * links.
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
  const isNew = postId === null;
  const skipLoadFor = useRef<number | null>(null);
  const [publishing, setPublishing] = useState<Publishing>({ status: 'draft', publish_at: null });
  const [autosavedAt, setAutosavedAt] = useState<string | null>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const autosaving = useRef(false);
  /** The autosave under way: a button's save waits for it, so a new post is never created twice. */
  const autosaveInFlight = useRef<Promise<void> | null>(null);
  /** The id the autosave created, known at once (state arrives a render later). */
  const createdRef = useRef<number | null>(null);

  const [status, setStatus] = useState<Status>(routeId === null ? 'ready' : 'loading');
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
      setForm((f) =>
        key === 'title'
          ? { ...f, title: value as string, slug: slugAfterTitleChange(f, value as string) }
          : { ...f, [key]: value },
      );
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

  /** The stored visibility, as a save that keeps it sends it. */
  const keepPublishing = (): PublishingTarget => {
    const status = postStatusAt(publishing, Date.now());
    return status === 'scheduled' ? { status, publish_at: publishing.publish_at! } : { status };
  };

  /** The message a button's save ends with. */
  const savedMessage = (target: PublishingTarget): string => {
    if (target.status === 'published' && postStatusAt(publishing, Date.now()) !== 'published')
      return messages.admin.postPublished;
    if (target.status === 'scheduled' && target.publish_at) {
      return messages.admin.postScheduled(formatNewsroomDateTime(target.publish_at));
    }
    if (target.status === 'draft') return messages.admin.draftSaved(formatNewsroomTime(new Date().toISOString()));
    return isNew ? messages.admin.postCreated : messages.admin.postUpdated;
  };

  /**
   * Saves the form with a publishing target (by default the post's own). `auto`: the autosave
   * of a draft, silent (no progress, no field errors, skipped while the form is incomplete).
   */
  async function save(target: PublishingTarget = keepPublishing(), options: { auto?: boolean } = {}) {
    const auto = options.auto === true;
    if (auto) {
      const run = saveNow(target, true);
      autosaveInFlight.current = run;
      await run;
      autosaveInFlight.current = null;
      return;
    }
    if (autosaveInFlight.current) await autosaveInFlight.current;
    await saveNow(target, false);
  }

  async function saveNow(target: PublishingTarget, auto: boolean) {
    const postId = routeId ?? createdRef.current;
    const isNew = postId === null;
    const checked = validatePostForm(form, { isNew });
    if (!checked.ok) {
      if (auto) return;
      setErrors(checked.errors);
      notify('warning', messages.post.requiredWarning);
      focusFirstInvalid(document.querySelector('main'));
      return;
    }
    if (!auto) {
      setErrors({});
      if (droppedImageSources(form.content, pending.current, postId).length > 0) {
        notify('warning', EXTERNAL_IMAGES_WARNING);
      }
      setSaving(true);
      setUploadProgress(null);
    }
    autosaving.current = auto;
    const progress = auto ? undefined : { onUploadProgress: setUploadProgress };
    const { content, images } = prepareContent(form.content, pending.current, postId);
    const parts = buildPostParts(form, { postId, content, contentImages: images, publishing: target });
    const snapshot = formSnapshot(form);
    try {
      if (auto) {
        if (isNew) {
          const { id } = await api.createPost(parts);
          skipLoadFor.current = id;
          createdRef.current = id;
          setCreatedId(id);
          setLocation(ROUTES.post(id), { replace: true, state: { [CREATED_POST_STATE]: id } });
        } else {
          await api.updatePost(parts);
        }
        setBaseline(snapshot);
        setAutosavedAt(new Date().toISOString());
        return;
      }
      if (isNew) {
        const { id } = await api.createPost(parts, progress);
        setBaseline(snapshot);
        notify('success', savedMessage(target));
        setLocation(ROUTES.post(id), { replace: true });
      } else {
        await api.updatePost(parts, progress);
        notify('success', savedMessage(target));
        skipLoadFor.current = null;
        if (routeId === null && postId !== null) setLocation(ROUTES.post(postId), { replace: true });
        else await load();
      }
    } catch (error) {
      if (auto) return;
      if (error instanceof ApiError && Object.keys(error.errors).length > 0) setErrors(error.errors);
      notify('error', isNew ? messages.admin.postCreateError : messages.admin.postUpdateError, serverReason(error));
    } finally {
      autosaving.current = false;
      if (!auto) setSaving(false);
    }
  }

  const dirty = status === 'ready' && formSnapshot(form) !== baseline;
  // Autosave: a draft with unsaved changes is saved a few seconds after the last change.
  const snapshotNow = formSnapshot(form);
  useEffect(() => {
    if (!dirty || saving || publishing.status !== 'draft' || autosaving.current) return;
    const timer = setTimeout(() => void save(undefined, { auto: true }), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
    // `snapshotNow` and `baseline` stand for the form and what was last saved.
  }, [snapshotNow, baseline, dirty, saving, publishing.status]);

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

  /** A new preview link, shown in the editor and copied to the clipboard where the host allows it. */
  async function copyPreviewLink() {
    if (postId === null) return;
    try {
      const { url } = await api.createPreviewLink(postId);
      setPreviewUrl(url);
      await navigator.clipboard?.writeText(url).catch(() => undefined);
      notify('success', messages.admin.previewCopied);
    } catch (error) {
      notify('error', messages.admin.postUpdateError, serverReason(error));
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
    dirty,
    update,
    save,
    reload: load,
    // As of this render (a scheduled time may have passed since the post was read).
    publishing: { ...publishing, status: postStatusAt(publishing, Date.now()) },
    autosavedAt,
    previewUrl,
    unpublish,
    copyPreviewLink,
  };
}
