import type { Context } from 'hono';
import { LIMITS, POST_FIRST_CONTENT_IMAGE_ID } from '@vitrine/shared/constants';
import { messages } from '@vitrine/shared/messages';
import { POST_MULTIPART_FIELDS as F, postFieldsSchema, postPublishingSchema, validate } from '@vitrine/shared/schemas';
import { AppError, badRequest, payloadTooLarge, unsupportedMediaType, validationFailed } from '../../http/errors';
import { checkImage, type CheckedImage } from './post-images';
import type { PostInput } from './post-fields';

/**
 * The most parts a post form may have: its dozen text fields, the cover and its id, and an
 * image and an id for each of LIMITS.imagesPerPost content images, with room to spare.
 * Parsing 200,000 tiny fields held the event loop for 4 s.
 */
export const MAX_FORM_PARTS = 100;

/**
 * Whether a multipart body has more than `max` parts, counted by their boundary lines
 * (Buffer.indexOf, native) before anything is parsed. No boundary: left to the parser.
 */
export function formPartsOver(body: Buffer, contentType: string, max: number): boolean {
  const boundary = mediaTypeParameter(contentType, 'boundary');
  const delimiter = boundary ? Buffer.from(`--${boundary}`) : null;
  if (!delimiter) return false;
  // Each part starts with a delimiter line and the body ends with one more ("--boundary--").
  let delimiters = 0;
  for (let at = body.indexOf(delimiter); at !== -1; at = body.indexOf(delimiter, at + delimiter.length)) {
    delimiters += 1;
    if (delimiters > max + 1) return true;
  }
  return false;
}

/**
 * One parameter of a Content-Type (RFC 9110 §8.3.1), matched by its whole name, any case, with
 * quoted values unquoted, so it is the same one the multipart parser uses: a parameter whose
 * name merely ends in it (`xboundary=`), or the text of another one's quoted value, is not it.
 */
export function mediaTypeParameter(contentType: string, name: string): string | undefined {
  const parameter = /;\s*([!#$%&'*+.^`|~\w-]+)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]*))/g;
  const wanted = name.toLowerCase();
  for (const match of contentType.matchAll(parameter)) {
    if (match[1]!.toLowerCase() !== wanted) continue;
    const value = match[2] !== undefined ? match[2].replace(/\\(.)/g, '$1') : match[3]!;
    return value || undefined;
  }
  return undefined;
}

/**
 * Reads the editor's multipart form (docs/PRODUCT.md §7: image, imageId, contentImages,
 * contentImageIds[], content, title, reading_time, subtitle, description, and tags,
 * link_button, footer as JSON strings) into checked post input.
 */
export async function readPostForm(
  c: Context,
  options: { requireCover: boolean; requirePostId?: boolean },
): Promise<{ postId: number | undefined; input: PostInput }> {
  const form = await readMultipart(c);
  const errors: Record<string, string> = {};
  // PostgreSQL stores no NUL character in text: refused as the other writes refuse it.
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string' && value.includes('\u0000')) errors[name] = messages.http.invalidCharacter;
  }
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  const str = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : undefined;
  };
  const json = (name: string, message: string, optional: boolean): unknown => {
    const raw = str(name);
    if (raw === undefined || raw.trim() === '') return optional ? null : undefined;
    try {
      return JSON.parse(raw) as unknown;
    } catch {
      errors[name] = message;
      return undefined;
    }
  };
  // A switched-off section is not validated: the editor may send its half-filled fields.
  const whenActive = (value: unknown) =>
    value && typeof value === 'object' && (value as { isActive?: unknown }).isActive === true ? value : null;

  const raw = {
    title: str('title'),
    subtitle: str('subtitle'),
    reading_time: str('reading_time'),
    description: str('description'),
    content: str('content'),
    tags: json('tags', messages.post.tags, false),
    link_button: whenActive(json('link_button', messages.post.invalidField, true)),
    footer: whenActive(json('footer', messages.post.invalidField, true)),
  };
  const result = validate(postFieldsSchema, raw);
  if (!result.ok) {
    for (const [field, message] of Object.entries(result.errors)) errors[field] ??= message;
  }
  // Absent fields keep the old meaning (published now; the slug the post has). An
  // empty slug asks for one made from the title.
  const blankToUndefined = (name: string) => str(name)?.trim() || undefined;
  const publishing = validate(postPublishingSchema, {
    status: blankToUndefined('status'),
    publish_at: blankToUndefined('publish_at'),
    slug: str('slug'),
  });
  if (!publishing.ok) {
    for (const [field, message] of Object.entries(publishing.errors)) errors[field] ??= message;
  }

  // An update that does not say which post is a form error, reported with the others; a
  // well-formed id that matches no post stays a 404 (the service's).
  let postId: number | undefined;
  if (options.requirePostId) {
    const rawId = str(F.postId)?.trim() ?? '';
    if (/^\d{1,15}$/.test(rawId)) postId = Number(rawId);
    else errors[F.postId] = messages.post.idRequired;
  }

  const cover = fileOf(form.get(F.image));
  if (!cover && options.requireCover) errors.image = messages.post.image;
  const { files, ids } = contentImageParts(form, errors);
  if (files.length + 1 > LIMITS.imagesPerPost) errors.contentImages = messages.post.imagesTooMany;
  if (Object.keys(errors).length > 0 || !result.ok || !publishing.ok) throw validationFailed(errors);

  const contentImages = new Map<number, CheckedImage>();
  for (const [index, file] of files.entries()) {
    contentImages.set(ids[index]!, await checkImage(new Uint8Array(await file!.arrayBuffer()), F.contentImages));
  }
  return {
    postId,
    input: {
      fields: result.data,
      publishing: publishing.data,
      cover: cover ? await checkImage(new Uint8Array(await cover.arrayBuffer()), F.image) : undefined,
      contentImages,
    },
  };
}

/** The request's multipart form, its parts counted before it is parsed. */
async function readMultipart(c: Context): Promise<FormData> {
  const type = c.req.header('content-type') ?? '';
  if (!/^multipart\/form-data\b/i.test(type)) throw unsupportedMediaType();
  try {
    const body = Buffer.from(await c.req.arrayBuffer());
    if (formPartsOver(body, type, MAX_FORM_PARTS)) throw payloadTooLarge();
    return await new Response(body, { headers: { 'content-type': type } }).formData();
  } catch (error) {
    // The body limit aborts the read with its own 413; anything else is a broken form.
    if (error instanceof AppError) throw error;
    throw badRequest(messages.http.validation);
  }
}

/** The content images and their ids, side by side; a mismatch is reported on contentImageIds. */
function contentImageParts(form: FormData, errors: Record<string, string>) {
  const files = form.getAll(F.contentImages).map(fileOf);
  // Accept the ids with or without the brackets some clients drop.
  const ids = [...form.getAll(F.contentImageIds), ...form.getAll('contentImageIds')].map((v) =>
    typeof v === 'string' && /^\d{1,4}$/.test(v.trim()) ? Number(v) : NaN,
  );
  if (
    files.length !== ids.length ||
    files.some((f) => !f) ||
    ids.some((id) => !(id >= POST_FIRST_CONTENT_IMAGE_ID)) ||
    new Set(ids).size !== ids.length
  ) {
    errors.contentImageIds = messages.post.imageIdInvalid;
  }
  return { files, ids };
}

/** A non-empty uploaded file, or null (a string value or an empty file means "none sent"). */
function fileOf(value: ReturnType<FormData['get']>): File | null {
  return value && typeof value !== 'string' && value.size > 0 ? value : null;
}
