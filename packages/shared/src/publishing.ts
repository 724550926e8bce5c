import slugifyText from 'slugify';

/**
 * How a post goes public. One module for the server, the admin and the site, so the
 * statuses, the slug rule and the newsroom's time zone are written once.
 */

/** What the editor sends and what posts answer. `scheduled` is a published post whose time has not come. */
export const POST_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

export const POST_STATUS_LABELS: Record<PostStatus, string> = {
  draft: 'Rascunho',
  scheduled: 'Agendado',
  published: 'Publicado',
};

/** The stored fields that decide whether a post is public (a wire status works too: "scheduled" is published). */
export interface PostVisibility {
  status: string;
  publish_at: string | null;
  deleted_at?: string | null;
}

/**
 * The visibility rule, for a post held in memory: from when it is public (ms since the epoch),
 * or null when it never is. A post is public when it is not a draft, its publish time has
 * passed and it is not in the trash; the time is compared with the reader's clock at read time,
 * so a scheduled post goes out on every process with no job that could miss its moment. The
 * database applies the same rule as a query condition (`publicPostCondition` in the API's posts
 * repository); a test holds the two to the same answers.
 */
export function publicFrom(post: PostVisibility): number | null {
  if (post.status === 'draft' || !post.publish_at || post.deleted_at) return null;
  const at = Date.parse(post.publish_at);
  return Number.isNaN(at) ? null : at;
}

/** A post's status at `now`, trash aside: one whose publish time has not come is scheduled. */
export function postStatusAt(post: PostVisibility, now: Date | number): PostStatus {
  const from = publicFrom({ status: post.status, publish_at: post.publish_at });
  if (from === null) return 'draft';
  return from > +now ? 'scheduled' : 'published';
}

/** Publish times are shown and entered in the newsroom's zone, whatever the browser's. */
export const NEWSROOM_TIME_ZONE = 'America/Sao_Paulo';

/** A preview link works this long (or until revoked, or the post goes public). */
export const PREVIEW_LINK_DAYS = 7;
/** Revisions kept per post; older ones are dropped as new ones come. */
export const REVISIONS_KEPT = 50;

/** Path segments under /blog that are pages of their own, so no post may take them as its slug. */
export const RESERVED_SLUGS = ['tag', 'previa'] as const;
export const SLUG_MAX_CHARS = 120;

/**
 * A slug from any text: accent-free, lower case, words joined by hyphens ("Gestão de
 * Pessoas!" → "gestao-de-pessoas"). Empty when the text has no letter or digit. A slug of
 * digits only would read as a post id, and a reserved word as a blog page: both get "post-".
 */
export function slugify(text: string): string {
  const slug = slugifyText(text.normalize('NFD').replace(/\p{Diacritic}/gu, ''), {
    lower: true,
    strict: true,
    locale: 'pt',
  })
    .slice(0, SLUG_MAX_CHARS)
    .replace(/-+$/, '');
  if (/^\d+$/.test(slug) || (RESERVED_SLUGS as readonly string[]).includes(slug)) return `post-${slug}`;
  return slug;
}

/** What a slug looks like in an address: what `slugify` makes. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The offset of `zone` at `at`, in minutes east of UTC (São Paulo: -180). */
function zoneOffsetMinutes(at: Date, zone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / 60000);
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A wall-clock time in São Paulo as an `<input type="datetime-local">` gives it
 * ("2026-03-16T08:00") → ISO 8601 with the zone's offset ("2026-03-16T08:00:00-03:00").
 * Undefined for anything else.
 */
export function newsroomLocalToIso(local: string): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return undefined;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const guess = new Date(Date.UTC(y, mo - 1, d, h, mi));
  const offset = zoneOffsetMinutes(
    new Date(guess.getTime() - zoneOffsetMinutes(guess, NEWSROOM_TIME_ZONE) * 60000),
    NEWSROOM_TIME_ZONE,
  );
  const sign = offset <= 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${local}:00${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** An instant as São Paulo's wall clock for `<input type="datetime-local">` ("2026-03-16T08:00"). */
export function isoToNewsroomLocal(iso: string): string {
  const at = new Date(iso);
  const local = new Date(at.getTime() + zoneOffsetMinutes(at, NEWSROOM_TIME_ZONE) * 60000);
  return `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}T${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`;
}

/** "16/03/2026 08:00" in São Paulo. */
export function formatNewsroomDateTime(iso: string): string {
  const [date, time] = isoToNewsroomLocal(iso).split('T') as [string, string];
  const [y, m, d] = date.split('-');
  return `${d}/${m}/${y} ${time}`;
}

/** "16/03/2026 08:00:27" in São Paulo: two versions saved in the same minute still read apart. */
export function formatNewsroomDateTimeSeconds(iso: string): string {
  const seconds = pad(new Date(iso).getUTCSeconds());
  return `${formatNewsroomDateTime(iso)}:${seconds}`;
}

/** A kept version's kind, as the history lists it (see RevisionKind in the post schemas). */
export function revisionHeadline(revision: { kind: string; kind_at: string | null }): string {
  const at = revision.kind_at ? formatNewsroomDateTime(revision.kind_at) : null;
  switch (revision.kind) {
    case 'original':
      return 'Versão original (antes da primeira edição)';
    case 'published':
      return 'Publicado';
    case 'scheduled':
      return at ? `Agendado para ${at}` : 'Agendado';
    case 'restored':
      return at ? `Restaurado da versão de ${at}` : 'Restaurado de uma versão anterior';
    default:
      return 'Editado';
  }
}

/** "14:32" in São Paulo: the autosave's "Rascunho salvo às 14:32". */
export function formatNewsroomTime(iso: string): string {
  return isoToNewsroomLocal(iso).slice(11);
}

/** ISO 8601 with a zone (Z or ±hh:mm), as the form's publish_at must be. */
export const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;
