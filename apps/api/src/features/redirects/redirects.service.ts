import { Role, type RoleId } from '@vitrine/shared';
import { messages } from '@vitrine/shared/messages';
import { normalizeOldPath, type Redirect, type RedirectInput } from '@vitrine/shared/wordpress';
import { bumpContentVersion, databaseContentVersion, type ContentVersion } from '../../db/content-version';
import type { Db } from '../../db/database';
import { AppError, notFound, validationFailed } from '../../http/errors';
import * as repo from './redirects.repository';

/**
 * Old addresses answered with 301: those the WordPress import records and those staff add.
 * A redirect goes to a path of this site, or to a host the operator allowed
 * (REDIRECT_ALLOWED_HOSTS); one that would come back to where it started is refused.
 */

export interface RedirectSettings {
  /** PUBLIC_URL: a full URL on this site's own host is kept as its path. */
  publicUrl: string;
  allowedHosts: readonly string[];
}

export interface RedirectActor {
  id: number;
  role: RoleId;
}

const mayEdit = (row: repo.RedirectRow, actor: RedirectActor) =>
  actor.role === Role.Admin || row.created_by === actor.id;

const toWire = (row: repo.RedirectRow, actor: RedirectActor): Redirect => ({
  id: row.id,
  from_path: row.from_path,
  to_path: row.to_path,
  source: row.source === 'wordpress' ? 'wordpress' : 'manual',
  editable: mayEdit(row, actor),
  hits: row.hits,
  last_hit_at: row.last_hit_at,
  created_at: row.created_at,
});

export async function listRedirects(db: Db, actor: RedirectActor): Promise<Redirect[]> {
  return (await repo.listRedirects(db)).map((row) => toWire(row, actor));
}

/** Where a redirect may go, in stored form: a path of this site, or a full URL of an allowed host. */
export function checkTarget(raw: string, settings: RedirectSettings): string {
  if (raw.startsWith('/') && !raw.startsWith('//')) {
    const path = normalizeOldPath(raw);
    if (!path) throw validationFailed({ to_path: messages.redirects.toInvalid });
    return path;
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw validationFailed({ to_path: messages.redirects.toInvalid });
  }
  if (url.host === new URL(settings.publicUrl).host) return normalizeOldPath(`${url.pathname}${url.search}`) ?? '/';
  if (url.protocol !== 'https:' || !settings.allowedHosts.includes(url.hostname.toLowerCase())) {
    throw validationFailed({ to_path: messages.redirects.external });
  }
  return url.toString();
}

/** True when following redirects from `to` comes back to `from`. */
async function makesLoop(db: Db, from: string, to: string, exceptId?: number): Promise<boolean> {
  const table = new Map(
    (await repo.listTargets(db)).filter((r) => r.id !== exceptId).map((r) => [r.from_path, r.to_path]),
  );
  table.set(from, to);
  let at: string | undefined = to;
  for (let hop = 0; hop < 20 && at; hop += 1) {
    const key: string | undefined = at.startsWith('/') ? normalizeOldPath(at) : undefined;
    if (key === from) return true;
    at = key ? table.get(key) : undefined;
  }
  return false;
}

async function checked(db: Db, input: RedirectInput, settings: RedirectSettings, exceptId?: number) {
  const from = normalizeOldPath(input.from_path);
  if (!from || from === '/') throw validationFailed({ from_path: messages.redirects.fromInvalid });
  const to = checkTarget(input.to_path, settings);
  if (await makesLoop(db, from, to, exceptId)) throw validationFailed({ to_path: messages.redirects.loop });
  const other = await repo.findByFrom(db, from);
  if (other && other.id !== exceptId) throw validationFailed({ from_path: messages.redirects.duplicate });
  return { from, to };
}

/** An Admin may change any redirect; Marketing the ones they made. */
function mayChange(row: repo.RedirectRow, actor: RedirectActor): void {
  if (!mayEdit(row, actor)) {
    throw new AppError('forbidden', messages.redirects.notOwn);
  }
}

export async function createRedirect(
  db: Db,
  input: RedirectInput,
  actor: RedirectActor,
  settings: RedirectSettings,
  now: Date,
): Promise<number> {
  const { from, to } = await checked(db, input, settings);
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const id = await repo.insertRedirect(trx, {
      from_path: from,
      to_path: to,
      source: 'manual',
      site: null,
      created_by: actor.id,
      last_hit_at: null,
      created_at: at,
      updated_at: at,
    });
    await bumpContentVersion(trx, 'redirects');
    return id;
  });
}

export async function updateRedirect(
  db: Db,
  id: number,
  input: RedirectInput,
  actor: RedirectActor,
  settings: RedirectSettings,
  now: Date,
): Promise<void> {
  const row = await repo.findRedirect(db, id);
  if (!row) throw notFound(messages.redirects.notFound);
  mayChange(row, actor);
  const { from, to } = await checked(db, input, settings, id);
  await db.transaction().execute(async (trx) => {
    await repo.updateRedirect(trx, id, { from_path: from, to_path: to, updated_at: now.toISOString() });
    await bumpContentVersion(trx, 'redirects');
  });
}

export async function deleteRedirect(db: Db, id: number, actor: RedirectActor): Promise<void> {
  const row = await repo.findRedirect(db, id);
  if (!row) throw notFound(messages.redirects.notFound);
  mayChange(row, actor);
  await db.transaction().execute(async (trx) => {
    await repo.deleteRedirect(trx, id);
    await bumpContentVersion(trx, 'redirects');
  });
}

/**
 * The importer's redirects, in its transaction: a new old address is added; one this site's
 * earlier import recorded is pointed at the post's current address; one that belongs to
 * someone else (staff, or another site's import) is kept as it is. Answers how many of each.
 */
export async function saveImportedRedirects(
  trx: Db,
  site: string,
  entries: ReadonlyArray<{ from: string; to: string }>,
  now: Date,
): Promise<{ created: number; kept: number }> {
  let created = 0;
  let kept = 0;
  const at = now.toISOString();
  for (const { from, to } of entries) {
    const key = normalizeOldPath(from);
    if (!key || key === '/' || key === normalizeOldPath(to)) continue;
    const existing = await repo.findByFrom(trx, key);
    if (!existing) {
      await repo.insertRedirect(trx, {
        from_path: key,
        to_path: to,
        source: 'wordpress',
        site,
        created_by: null,
        last_hit_at: null,
        created_at: at,
        updated_at: at,
      });
      created += 1;
    } else {
      if (existing.source === 'wordpress' && existing.site === site && existing.to_path !== to) {
        await repo.updateRedirect(trx, existing.id, { from_path: key, to_path: to, updated_at: at });
      }
      kept += 1;
    }
  }
  if (created > 0) await bumpContentVersion(trx, 'redirects');
  return { created, kept };
}

/**
 * The redirects as this process answers them: a map loaded again only when the redirects'
 * version changed (one primary-key read per turn of the event loop, shared with every request
 * of that turn), so an address with no redirect costs a map lookup.
 */
export function redirectLookup(db: Db, version: ContentVersion = databaseContentVersion(db, 'redirects')) {
  let loaded: { version: string; table: Map<string, { id: number; to: string }> } | undefined;
  let loading: Promise<void> | undefined;
  async function table() {
    const current = await version.read();
    if (loaded?.version !== current) {
      loading ??= repo
        .listTargets(db)
        .then((rows) => {
          loaded = { version: current, table: new Map(rows.map((r) => [r.from_path, { id: r.id, to: r.to_path }])) };
        })
        .finally(() => (loading = undefined));
      await loading;
    }
    return loaded!.table;
  }
  return {
    /** The redirect of a request's path and query: the exact address first, then the path alone. */
    async find(path: string, search: string) {
      const map = await table();
      if (map.size === 0) return undefined;
      const withQuery = search ? normalizeOldPath(`${path}${search}`) : undefined;
      const found = (withQuery && map.get(withQuery)) || map.get(normalizeOldPath(path) ?? '');
      return found;
    },
    recordHit: (id: number, now: Date) => repo.recordHit(db, id, now.toISOString()),
  };
}
