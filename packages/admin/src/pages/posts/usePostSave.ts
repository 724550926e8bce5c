import { useEffect, useRef, useState, type RefObject } from 'react';
import { useLocation } from 'wouter';
import { ApiError } from '@vitrine/shared/api-client';
import { messages } from '@vitrine/shared/messages';
import { formatNewsroomDateTime, formatNewsroomTime, postStatusAt, type PostStatus } from '@vitrine/shared/publishing';
import { useAdmin } from '../../core/AdminContext';
import { serverReason, useNotify } from '../../core/useNotify';
import {
  EXTERNAL_IMAGES_WARNING,
  droppedImageSources,
  prepareContent,
  type PendingImage,
} from '../../lib/content-images';
import { focusFirstInvalid } from '../../lib/focus-invalid';
import {
  buildPostParts,
  formSnapshot,
  validatePostForm,
  type PostFormState,
  type PublishingTarget,
} from '../../lib/post-form';
import { CREATED_POST_STATE, ROUTES } from '../../lib/navigation';

/** A draft is saved this long after the last keystroke ("a few seconds"). */
export const AUTOSAVE_DELAY_MS = 3000;

/** The post's visibility as stored: what the buttons start from. */
export interface Publishing {
  status: PostStatus;
  publish_at: string | null;
}

type Parts = ReturnType<typeof buildPostParts>;
type Notify = ReturnType<typeof useNotify>;

/** What the save needs of the editor around it. */
export interface SaveContext {
  /** The post the address names; null on /admin/posts/novo. */
  routeId: number | null;
  form: PostFormState;
  pending: RefObject<PendingImage[]>;
  publishing: Publishing;
  /** The form has changes the server does not have (autosave waits for them). */
  dirty: boolean;
  /** The snapshot of what was last saved: a save that ends with the form changed again waits anew. */
  baseline: string;
  setBaseline(snapshot: string): void;
  setErrors(errors: Record<string, string>): void;
  /** The autosave created the post: the editor goes on editing it in place. */
  onCreated(id: number): void;
  /** After a button's save of an existing post: read it again (or move to its own address). */
  afterSave(postId: number): Promise<void>;
}

/** The message a button's save ends with. */
function savedMessage(target: PublishingTarget, publishing: Publishing, isNew: boolean): string {
  if (target.status === 'published' && postStatusAt(publishing, Date.now()) !== 'published')
    return messages.admin.postPublished;
  if (target.status === 'scheduled' && target.publish_at) {
    return messages.admin.postScheduled(formatNewsroomDateTime(target.publish_at));
  }
  if (target.status === 'draft') return messages.admin.draftSaved(formatNewsroomTime(new Date().toISOString()));
  return isNew ? messages.admin.postCreated : messages.admin.postUpdated;
}

/** The stored visibility, as a save that keeps it sends it. */
function keepPublishing(publishing: Publishing): PublishingTarget {
  const status = postStatusAt(publishing, Date.now());
  return status === 'scheduled' ? { status, publish_at: publishing.publish_at! } : { status };
}

/** Whether the form may be sent; a button's save says what is missing, the autosave waits. */
function formReady(ctx: SaveContext, notify: Notify, auto: boolean, postId: number | null): boolean {
  const checked = validatePostForm(ctx.form, { isNew: postId === null });
  if (!checked.ok) {
    if (auto) return false;
    ctx.setErrors(checked.errors);
    notify('warning', messages.post.requiredWarning);
    focusFirstInvalid(document.querySelector('main'));
    return false;
  }
  if (!auto) {
    ctx.setErrors({});
    if (droppedImageSources(ctx.form.content, ctx.pending.current, postId).length > 0) {
      notify('warning', EXTERNAL_IMAGES_WARNING);
    }
  }
  return true;
}

/**
 * Saving the post (create or update) with a publishing target, from a button or by the
 * autosave of a draft; a button's save waits for an autosave under way, so a new post is
 * never created twice.
 */
export function usePostSave(ctx: SaveContext) {
  const { api } = useAdmin();
  const notify = useNotify();
  const [, setLocation] = useLocation();
  const [saving, setSaving] = useState(false);
  // Share of the post (its images, mostly) sent to the server while saving; null before the first report.
  const [uploadProgress, setUploadProgress] = useState<number | null>(null);
  const [autosavedAt, setAutosavedAt] = useState<string | null>(null);
  const autosaving = useRef(false);
  const autosaveInFlight = useRef<Promise<void> | null>(null);
  /** The id the autosave created, known at once (state arrives a render later). */
  const createdRef = useRef<number | null>(null);

  async function autosaveParts(parts: Parts, postId: number | null, snapshot: string) {
    if (postId === null) {
      const { id } = await api.createPost(parts);
      createdRef.current = id;
      ctx.onCreated(id);
      setLocation(ROUTES.post(id), { replace: true, state: { [CREATED_POST_STATE]: id } });
    } else {
      await api.updatePost(parts);
    }
    ctx.setBaseline(snapshot);
    setAutosavedAt(new Date().toISOString());
  }

  async function buttonSaveParts(parts: Parts, postId: number | null, snapshot: string, target: PublishingTarget) {
    const progress = { onUploadProgress: setUploadProgress };
    if (postId === null) {
      const { id } = await api.createPost(parts, progress);
      ctx.setBaseline(snapshot);
      notify('success', savedMessage(target, ctx.publishing, true));
      setLocation(ROUTES.post(id), { replace: true });
      return;
    }
    await api.updatePost(parts, progress);
    notify('success', savedMessage(target, ctx.publishing, false));
    await ctx.afterSave(postId);
  }

  async function saveNow(target: PublishingTarget, auto: boolean) {
    const postId = ctx.routeId ?? createdRef.current;
    if (!formReady(ctx, notify, auto, postId)) return;
    if (!auto) {
      setSaving(true);
      setUploadProgress(null);
    }
    autosaving.current = auto;
    const { content, images } = prepareContent(ctx.form.content, ctx.pending.current, postId);
    const parts = buildPostParts(ctx.form, { postId, content, contentImages: images, publishing: target });
    const snapshot = formSnapshot(ctx.form);
    try {
      if (auto) await autosaveParts(parts, postId, snapshot);
      else await buttonSaveParts(parts, postId, snapshot, target);
    } catch (error) {
      if (auto) return;
      if (error instanceof ApiError && Object.keys(error.errors).length > 0) ctx.setErrors(error.errors);
      const failed = postId === null ? messages.admin.postCreateError : messages.admin.postUpdateError;
      notify('error', failed, serverReason(error));
    } finally {
      autosaving.current = false;
      if (!auto) setSaving(false);
    }
  }

  /**
   * Saves the form with a publishing target (by default the post's own). `auto`: the autosave
   * of a draft, silent (no progress, no field errors, skipped while the form is incomplete).
   */
  async function save(target: PublishingTarget = keepPublishing(ctx.publishing), options: { auto?: boolean } = {}) {
    if (options.auto === true) {
      const run = saveNow(target, true);
      autosaveInFlight.current = run;
      await run;
      autosaveInFlight.current = null;
      return;
    }
    if (autosaveInFlight.current) await autosaveInFlight.current;
    await saveNow(target, false);
  }

  // Autosave: a draft with unsaved changes is saved a few seconds after the last change.
  const snapshotNow = formSnapshot(ctx.form);
  useEffect(() => {
    if (!ctx.dirty || saving || ctx.publishing.status !== 'draft' || autosaving.current) return;
    const timer = setTimeout(() => void save(undefined, { auto: true }), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
    // `snapshotNow` and `baseline` stand for the form and what was last saved.
  }, [snapshotNow, ctx.baseline, ctx.dirty, saving, ctx.publishing.status]);

  return { save, saving, uploadProgress, autosavedAt };
}
