import type { Readable } from 'node:stream';
import type { ImportReport, ImportedItemLine } from '@vitrine/shared/wordpress';
import type { ContentVersion } from '../../db/content-version';
import type { Db } from '../../db/database';
import {
  finishImportedPosts,
  importedPostExists,
  neutralCover,
  saveImportedPost,
  type CheckedImage,
} from '../posts/post-import.service';
import { saveImportedRedirects } from '../redirects/redirects.service';
import { findAccountByUsername } from '../auth/auth.service';
import { imageSource, openUploads, type ImageSource } from './image-source';
import { FEED_PATH, planPost, postPath, tagPath, type PostPlan } from './wordpress-plan';
import * as repo from './wordpress.repository';
import { readWxr, type WxrItem } from './wxr-reader';
import { scanExport, siteOf, type Scan } from './wxr-scan';

/**
 * Moving a WordPress site in, for the command line (wordpress-cli.ts) and the admin screen
 * alike. The export is read twice as a stream: the first pass checks the whole file (a file
 * that is not an export, or is cut short, stops here and nothing is written) and learns the
 * attachments; the second imports post by post, each in its own transaction with its record
 * and old addresses, so a running server keeps answering and shows each post as it lands.
 */

export interface ImportOptions {
  dryRun: boolean;
  /** A folder or .zip of wp-content/uploads. */
  uploads?: string;
  /** Fetch images the uploads lack from the old site (never from private addresses). */
  fetchImages: boolean;
  fetcher?: (url: string) => Promise<Uint8Array>;
  now: () => Date;
  onProgress?: (done: number, total: number) => void;
  /** This process's read caches: bumped after each post so its own next read sees it. */
  version?: Pick<ContentVersion, 'bumpLocal'>;
}

const IMAGE_FILE = /\.(jpe?g|png|gif|webp|avif)(\?|$)/i;

interface RunState {
  db: Db;
  scan: Scan;
  site: string;
  images: ImageSource;
  options: ImportOptions;
  report: ImportReport;
  authors: Map<string, { id: number | null; byline: string }>;
  termRedirects: Map<string, string>;
  /** Posts ready to write, written together in one transaction (see flush). */
  pending: Array<(trx: Db) => Promise<void>>;
}

/** Posts per transaction: fewer commits and version bumps, while a running server waits on none for long. */
const BATCH = 25;

async function flush(state: RunState): Promise<void> {
  const writes = state.pending.splice(0);
  if (writes.length === 0) return;
  await state.db.transaction().execute(async (trx) => {
    for (const write of writes) await write(trx);
    await finishImportedPosts(trx);
  });
  state.options.version?.bumpLocal();
}

async function authorOf(state: RunState, login: string) {
  let found = state.authors.get(login);
  if (!found) {
    const author = state.scan.channel.authors.find((a) => a.login === login);
    const user = author?.email ? await findAccountByUsername(state.db, author.email) : undefined;
    found = { id: user?.id ?? null, byline: author?.displayName || login };
    state.authors.set(login, found);
  }
  return found;
}

/** The images a post needs, found; the body's image URLs become `/images/{id}`. */
async function gatherImages(state: RunState, plan: PostPlan, line: ImportedItemLine) {
  const counts = state.report.images;
  const contentImages = new Map<number, CheckedImage>();
  const ids = new Map<string, number>();
  if (plan.imageUrls.length > 19) {
    line.notes.push(
      `${plan.imageUrls.length} imagens no texto: ficaram as 19 primeiras (o limite de um post é 20 com a capa).`,
    );
  }
  for (const url of plan.imageUrls.slice(0, 19)) {
    const image = await state.images.find(url);
    if (image) {
      ids.set(url, contentImages.size + 2);
      contentImages.set(contentImages.size + 2, image);
      counts.found += 1;
    } else {
      counts.missing += 1;
      line.notes.push(`Imagem não encontrada: ${url}`);
    }
  }
  const content = plan.content.replace(
    /(<img\b[^>]*?\ssrc\s*=\s*)(?:"([^"]*)"|'([^']*)')/gi,
    (all, head: string, a?: string, b?: string) => {
      const id = ids.get((a ?? b ?? '').replace(/&amp;/g, '&').trim());
      return id ? `${head}"/images/${id}"` : all;
    },
  );
  let cover = plan.coverUrl ? await state.images.find(plan.coverUrl) : undefined;
  if (cover) counts.found += 1;
  else {
    if (plan.coverUrl) counts.missing += 1;
    counts.generatedCovers += 1;
    line.notes.push(
      plan.coverUrl ? 'Imagem de capa não encontrada: capa neutra gerada.' : 'Sem imagem de capa: capa neutra gerada.',
    );
    cover = state.options.dryRun ? undefined : await neutralCover();
  }
  return { content, contentImages, cover };
}

async function importItem(state: RunState, item: WxrItem): Promise<void> {
  const { db, options, report, site } = state;
  const now = options.now();
  const attachments = state.scan.attachments;
  const plan = planPost(
    item,
    {
      attachmentUrl: (id) => attachments.get(id)?.url,
      childImages: () =>
        [...attachments.values()].filter((a) => a.parent === item.id && IMAGE_FILE.test(a.url)).map((a) => a.url),
    },
    now,
    `${options.uploads ? 'u' : ''}${options.fetchImages ? 'f' : ''}`,
  );
  const title = item.title || `(${item.id})`;
  if ('skip' in plan) {
    report.posts.push({ sourceId: item.id, title, outcome: 'skipped', notes: [plan.skip] });
    report.counts.skipped += 1;
    return;
  }
  const line: ImportedItemLine = { sourceId: item.id, title: plan.title, outcome: 'imported', notes: plan.notes };
  const before = await repo.findImported(db, site, item.id);
  const existing = before && (await importedPostExists(db, before.post_id)) ? before : undefined;
  if (existing && existing.source_hash === plan.hash) {
    line.outcome = 'unchanged';
    line.notes = ['Sem mudanças desde a última importação.'];
    line.postId = existing.post_id;
  } else {
    if (existing) line.outcome = 'updated';
    await writePost(state, item, plan, line, existing?.post_id, now);
  }
  line.status = plan.status === 'draft' ? 'draft' : plan.publishAt! > now.toISOString() ? 'scheduled' : 'published';
  for (const term of plan.termPaths) state.termRedirects.set(term.from, tagPath(term.tag));
  report.counts[line.outcome] += 1;
  report.posts.push(line);
}

async function writePost(
  state: RunState,
  item: WxrItem,
  plan: PostPlan,
  line: ImportedItemLine,
  existingId: number | undefined,
  now: Date,
) {
  const { content, contentImages, cover } = await gatherImages(state, plan, line);
  const author = await authorOf(state, item.creator);
  if (!author.id) line.notes.push(`Autor sem usuário na equipe: assinatura "${author.byline}".`);
  if (state.options.dryRun || !cover) {
    line.path = postPath(plan.slug);
    return;
  }
  state.pending.push(async (trx) => {
    const post = await saveImportedPost(
      trx,
      {
        fields: {
          title: plan.title,
          subtitle: '',
          reading_time: plan.readingTime,
          description: plan.description,
          tags: plan.tags,
          content,
        },
        status: plan.status,
        publish_at: plan.publishAt,
        created_at: plan.createdAt,
        slug: plan.slug,
        cover,
        contentImages,
      },
      now,
      existingId,
    );
    await repo.saveImported(trx, {
      site: state.site,
      source_id: item.id,
      post_id: post.id,
      guid: item.guid.slice(0, 2000),
      source_hash: plan.hash,
      author_id: author.id,
      byline: author.id ? null : author.byline.slice(0, 200),
      imported_at: now.toISOString(),
    });
    const to = postPath(post.slug);
    const redirects = await saveImportedRedirects(
      trx,
      state.site,
      plan.oldPaths.map((from) => ({ from, to })),
      now,
    );
    if (post.slug !== plan.slug)
      line.notes.push(`O endereço "${plan.slug}" já era de outro post: ficou "${post.slug}".`);
    state.report.redirects.created += redirects.created;
    state.report.redirects.kept += redirects.kept;
    line.postId = post.id;
    line.path = to;
  });
  if (state.pending.length >= BATCH) await flush(state);
}

/**
 * Imports (or with `dryRun`, only reports) an export. `open` gives a new stream of the file
 * each time it is called. Throws before writing anything when the file is not a complete WXR
 * export or the uploads cannot be read.
 */
export async function importWordPress(db: Db, open: () => Readable, options: ImportOptions): Promise<ImportReport> {
  const scan = await scanExport(open);
  const uploads = options.uploads ? await openUploads(options.uploads) : undefined;
  const site = siteOf(scan.channel);
  const report: ImportReport = {
    dryRun: options.dryRun,
    site,
    totalItems: scan.items,
    counts: { imported: 0, updated: 0, unchanged: 0, skipped: 0 },
    posts: [],
    others: scan.others,
    images: { found: 0, missing: 0, generatedCovers: 0 },
    redirects: { created: 0, kept: 0 },
    notes: [],
  };
  if (options.dryRun) {
    report.notes.push(
      'Simulação: nada foi gravado. As imagens foram procuradas só nos uploads; na importação, as que faltarem serão baixadas do site antigo.',
    );
  }
  const images = imageSource({ uploads, fetch: options.fetchImages && !options.dryRun, fetcher: options.fetcher });
  const state: RunState = {
    db,
    scan,
    site,
    images,
    options,
    report,
    authors: new Map(),
    termRedirects: new Map(),
    pending: [],
  };
  let done = 0;
  options.onProgress?.(0, scan.posts);
  try {
    await readWxr(open(), async (item) => {
      if (item.type !== 'post') return;
      await importItem(state, item);
      done += 1;
      options.onProgress?.(done, scan.posts);
    });
    await flush(state);
  } finally {
    images.close();
  }
  if (!options.dryRun) {
    const archives = [...state.termRedirects].map(([from, to]) => ({ from, to }));
    archives.push({ from: '/feed/', to: FEED_PATH });
    const saved = await db.transaction().execute((trx) => saveImportedRedirects(trx, site, archives, options.now()));
    report.redirects.created += saved.created;
    report.redirects.kept += saved.kept;
  }
  return report;
}
