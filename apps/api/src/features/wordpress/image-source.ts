import { createReadStream, existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, normalize, sep } from 'node:path';
import yauzl from 'yauzl';
import { LIMITS } from '@vitrine/shared/constants';
import { messages } from '@vitrine/shared/messages';
import { AppError } from '../../http/errors';
import { checkImage, type CheckedImage } from '../posts/post-import.service';
import { FetchRefused, fetchPublic } from './safe-fetch';

/**
 * Where the images of an export come from: the site's uploads folder (or a .zip of it) when
 * the operator has it, else the old site itself, fetched by URL (safe-fetch.ts). Every image
 * is checked by its bytes like an editor upload (type and size limits, pixel limit).
 */

/** The part of an image URL that names the file inside wp-content/uploads: `2023/05/foto.jpg`. */
export function uploadsPath(url: string): string | undefined {
  let path: string;
  try {
    path = decodeURIComponent(new URL(url).pathname);
  } catch {
    return undefined;
  }
  const at = path.lastIndexOf('/uploads/');
  const rest = at >= 0 ? path.slice(at + '/uploads/'.length) : path.replace(/^\/(files\/)?/, '');
  return rest && !rest.split('/').includes('..') ? rest : undefined;
}

/** WordPress's resized copies are named `foto-300x200.jpg`; the original is `foto.jpg`. */
const withoutSizeSuffix = (path: string) => path.replace(/-\d+x\d+(\.[a-z0-9]+)$/i, '$1');

interface Uploads {
  read(path: string): Promise<Uint8Array | undefined>;
  close(): void;
}

function folderUploads(root: string): Uploads {
  return {
    async read(path) {
      const full = normalize(join(root, path));
      if (!full.startsWith(normalize(root) + sep) || !existsSync(full)) return undefined;
      if (statSync(full).size > LIMITS.imageBytes) return undefined;
      return new Uint8Array(await readFile(full));
    },
    close() {},
  };
}

/** A .zip's entries indexed by their path after `uploads/` (or whole), read one at a time on demand. */
async function zipUploads(file: string): Promise<Uploads> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.open(file, { lazyEntries: true, autoClose: false }, (error, z) => (error || !z ? reject(error) : resolve(z))),
  );
  const entries = new Map<string, yauzl.Entry>();
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      if (!entry.fileName.endsWith('/')) {
        const name = entry.fileName;
        const at = name.lastIndexOf('uploads/');
        entries.set(at >= 0 ? name.slice(at + 'uploads/'.length) : name, entry);
      }
      zip.readEntry();
    });
    zip.on('end', resolve);
    zip.on('error', reject);
    zip.readEntry();
  });
  return {
    async read(path) {
      const entry = entries.get(path);
      if (!entry || entry.uncompressedSize > LIMITS.imageBytes) return undefined;
      // Read inside the open callback: yauzl's entry stream starts flowing as soon as it is made.
      return new Promise<Uint8Array>((resolve, reject) =>
        zip.openReadStream(entry, (error, stream) => {
          if (error || !stream) return reject(error ?? new Error('zip'));
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
          stream.on('error', reject);
        }),
      );
    },
    close: () => zip.close(),
  };
}

export async function openUploads(path: string): Promise<Uploads> {
  const invalid = () =>
    new AppError('invalid_input', messages.wordpress.uploadsInvalid, { uploads: messages.wordpress.uploadsInvalid });
  if (!existsSync(path)) throw invalid();
  if (statSync(path).isDirectory()) return folderUploads(path);
  const head = await new Promise<Buffer>((resolve) => {
    const chunks: Buffer[] = [];
    createReadStream(path, { start: 0, end: 3 })
      .on('data', (c) => chunks.push(c as Buffer))
      .on('end', () => resolve(Buffer.concat(chunks)))
      .on('error', () => resolve(Buffer.alloc(0)));
  });
  if (head.toString('latin1') !== 'PK\u0003\u0004') throw invalid();
  try {
    return await zipUploads(path);
  } catch {
    throw invalid();
  }
}

/** A failure that says the host itself is out of reach (not one missing file). */
function hostDown(error: unknown): boolean {
  const code = (error as { code?: string }).code;
  return (
    error instanceof FetchRefused ||
    ['ENOTFOUND', 'EAI_AGAIN', 'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH'].includes(
      code ?? '',
    ) ||
    (error instanceof Error && error.message === 'tempo esgotado')
  );
}

export interface ImageSourceOptions {
  uploads?: Uploads;
  /** Fetch from the old site when the uploads lack an image (off in tests and with --no-fetch). */
  fetch: boolean;
  timeoutMs?: number;
  /** Stands in for the network in tests. */
  fetcher?: (url: string) => Promise<Uint8Array>;
}

/** Finds images by URL, remembering answers for the run (a cover shared by many posts is read once). */
export function imageSource(options: ImageSourceOptions) {
  const known = new Map<string, Promise<CheckedImage | undefined>>();
  const deadHosts = new Set<string>();
  const fetcher =
    options.fetcher ??
    ((url: string) => fetchPublic(url, { maxBytes: LIMITS.imageBytes, timeoutMs: options.timeoutMs ?? 8000 }));

  async function fromNetwork(url: string): Promise<Uint8Array | undefined> {
    if (!options.fetch) return undefined;
    const host = new URL(url).host;
    // One host that does not answer would otherwise cost a timeout per image.
    if (deadHosts.has(host)) return undefined;
    try {
      return await fetcher(url);
    } catch (error) {
      if (hostDown(error)) deadHosts.add(host);
      return undefined;
    }
  }

  async function find(url: string): Promise<CheckedImage | undefined> {
    const path = uploadsPath(url);
    let bytes: Uint8Array | undefined;
    if (path && options.uploads)
      bytes = (await options.uploads.read(path)) ?? (await options.uploads.read(withoutSizeSuffix(path)));
    bytes ??= await fromNetwork(url);
    if (!bytes) return undefined;
    try {
      return await checkImage(bytes, 'imagem');
    } catch {
      return undefined;
    }
  }

  return {
    find(url: string): Promise<CheckedImage | undefined> {
      let answer = known.get(url);
      if (!answer) {
        answer = find(url);
        // Bounded: a run remembers its most recent images only.
        if (known.size > 200) known.delete(known.keys().next().value!);
        known.set(url, answer);
      }
      return answer;
    },
    close: () => options.uploads?.close(),
  };
}

export type ImageSource = ReturnType<typeof imageSource>;
