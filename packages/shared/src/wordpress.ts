import { z } from './zod';
import { messages } from './messages';

/**
 * Moving in from WordPress: the import's report as the command line prints it and the admin
 * shows it, and the redirects of old addresses, with the one rule that says what an old
 * address is (the server stores and looks them up in the same normal form).
 */

/** What happened to one item of the export. */
export type ImportOutcome = 'imported' | 'updated' | 'unchanged' | 'skipped';

export interface ImportedItemLine {
  /** The WordPress post id. */
  sourceId: number;
  title: string;
  outcome: ImportOutcome;
  /** Why it was skipped, or what was changed on the way (Portuguese, for a person). */
  notes: string[];
  /** The post's new address and id, when there is a post. */
  postId?: number;
  path?: string;
  status?: 'published' | 'scheduled' | 'draft';
}

export interface ImportReport {
  dryRun: boolean;
  site: string;
  /** Every item of the export, posts or not: `items.length` plus `others` accounts for all. */
  totalItems: number;
  counts: Record<ImportOutcome, number>;
  posts: ImportedItemLine[];
  /** Items that are not posts (pages, menus, attachments…), by WordPress type. */
  others: Record<string, number>;
  images: { found: number; missing: number; generatedCovers: number };
  redirects: { created: number; kept: number };
  /** Notes about the whole import (not about one post). */
  notes: string[];
}

export type ImportJobState = 'ready' | 'running' | 'done' | 'failed';

export interface ImportJob {
  id: string;
  state: ImportJobState;
  /** Posts handled so far and in all. */
  done: number;
  total: number;
  /** The dry run's report while ready; the import's once done. */
  report: ImportReport | null;
  error?: string;
}

export interface Redirect {
  id: number;
  from_path: string;
  to_path: string;
  source: 'wordpress' | 'manual';
  /** Whether the person asking may edit or delete it (Admins any; Marketing their own). */
  editable: boolean;
  hits: number;
  last_hit_at: string | null;
  created_at: string;
}

/**
 * An old address in its stored form: the path, without a trailing slash (except "/"), with
 * its query when it has one (`/?p=12`); a full URL keeps only its path and query. Undefined
 * for something that is not an address of this site.
 */
export function normalizeOldPath(raw: string): string | undefined {
  const value = raw.trim();
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value, 'http://old.invalid');
  } catch {
    return undefined;
  }
  if (!/^https?:$/.test(url.protocol)) return undefined;
  let path = url.pathname.replace(/\/{2,}/g, '/');
  if (path.length > 1) path = path.replace(/\/+$/, '');
  const pairs: Array<[string, string]> = [];
  url.searchParams.forEach((v, k) => pairs.push([k, v]));
  const query = pairs
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .join('&');
  const key = query ? `${path}?${query}` : path;
  return key.length <= 2000 ? key : undefined;
}

const oldPath = z
  .string()
  .trim()
  .max(2000, messages.redirects.fromInvalid)
  .refine((v) => v.startsWith('/') && !v.startsWith('//'), messages.redirects.fromInvalid)
  .refine((v) => {
    const key = normalizeOldPath(v);
    return key !== undefined && key !== '/';
  }, messages.redirects.fromInvalid);

/** Where a redirect goes: a path of this site, or a full https URL (checked against the allowed hosts by the server). */
const newAddress = z
  .string()
  .trim()
  .min(1, messages.redirects.toInvalid)
  .max(2000, messages.redirects.toInvalid)
  .refine(
    (v) => (v.startsWith('/') && !v.startsWith('//')) || /^https?:\/\/[^/\s]+/i.test(v),
    messages.redirects.toInvalid,
  );

export const redirectInputSchema = z.object({ from_path: oldPath, to_path: newAddress });
export type RedirectInput = z.output<typeof redirectInputSchema>;
