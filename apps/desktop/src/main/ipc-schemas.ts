import { z } from 'zod';

/**
 * Every IPC argument is checked here before main acts on it: the renderer is treated as
 * untrusted input, like any HTTP client of the API.
 */
const MAX_UPLOAD_BYTES = 25 * 1024 * 1024;

const hasControlCharacter = (s: string) => [...s].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);

const apiPath = z
  .string()
  .min(1)
  .max(1024)
  .refine((p) => p.startsWith('/') && !p.startsWith('//'), 'path must start with a single /')
  .refine((p) => !p.includes('..'), 'path may not contain ..')
  .refine((p) => !p.includes('://'), 'path may not contain a scheme')
  .refine(
    (p) => !/[\\?#\s]/.test(p) && !hasControlCharacter(p),
    'path may not contain \\, ?, #, spaces or control characters',
  );

const textPart = z.strictObject({ name: z.string().min(1).max(100), value: z.string().max(5_000_000) });
const filePart = z.strictObject({
  name: z.string().min(1).max(100),
  file: z.strictObject({
    fileName: z.string().min(1).max(255),
    type: z.string().max(100),
    bytes: z.instanceof(Uint8Array).refine((b) => b.byteLength <= MAX_UPLOAD_BYTES, 'file too large'),
  }),
});

export const apiRequestSchema = z
  .strictObject({
    method: z.enum(['GET', 'POST', 'PUT', 'DELETE']),
    path: apiPath,
    query: z
      .record(z.string().min(1).max(100), z.union([z.string().max(2000), z.number().finite(), z.undefined()]))
      .optional(),
    json: z.unknown().optional(),
    multipart: z
      .array(z.union([textPart, filePart]))
      .max(200)
      .optional(),
  })
  .refine((r) => !(r.json !== undefined && r.multipart !== undefined), 'json and multipart are exclusive');

export const serverUrlArgSchema = z.string().max(2048);
export const externalUrlArgSchema = z.string().max(2048);
