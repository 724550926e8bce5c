import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { droppedImageSources, existingContentImageIds, nextImageId, type PendingImage } from '../../lib/content-images';
import { emptyPostForm, formSnapshot, slugAfterTitleChange, type PostFormState } from '../../lib/post-form';
import type { ImageStore } from '../../editor/plugins';

/**
 * The post form's own state: the fields, what was last saved (the baseline the "unsaved"
 * check compares with), the fields' errors, and the images pasted into the text that wait for
 * the next save.
 */
export function usePostForm(postId: number | null) {
  const [form, setForm] = useState<PostFormState>(emptyPostForm);
  const [baseline, setBaseline] = useState(() => formSnapshot(emptyPostForm()));
  const [errors, setErrors] = useState<Record<string, string>>({});
  // The content holds images the server will drop (pasted from another site): warn before saving.
  const [externalImages, setExternalImages] = useState(false);
  // Remounts CKEditor with fresh data after a load (its data prop is only read at start).
  const [editorKey, setEditorKey] = useState(0);
  const pending = useRef<PendingImage[]>([]);
  const existingIds = useRef<number[]>([]);

  /** Shows a post as loaded: its fields, nothing unsaved, no pending images. */
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

  return {
    form,
    baseline,
    setBaseline,
    errors,
    setErrors,
    externalImages,
    editorKey,
    pending,
    reset,
    imageStore,
    update,
  };
}
