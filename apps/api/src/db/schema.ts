import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { DsrStatus } from '@vitrine/shared/lgpd';
import type { OutboxStatus } from '@vitrine/shared/mail-queue';
import type { Campaign } from '@vitrine/shared/schemas';
import type {
  PostsTable,
  PostSlugsTable,
  PostRevisionsTable,
  PostPreviewsTable,
  PostSearchTable,
  PostImagesTable,
  PostImageVariantsTable,
  ContentVersionsTable,
} from './schema-posts';

// The posts' tables are in schema-posts.ts; every table comes together in `Database` below.
export type * from './schema-posts';

/**
 * Table types. Booleans are stored as 0/1 and dates as ISO 8601 UTC text so the same
 * queries run on SQLite and PostgreSQL.
 */
export interface UsersTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  role: number;
  must_change_password: number;
  created_at: string;
  /** Set when failures from anywhere passed the per-username ceiling; an Admin or the second factor lets the owner in. */
  locked_at: Generated<string | null>;
  /** Encrypted TOTP secret (features/auth/totp-crypto.ts); present while enrolling and once enabled. */
  totp_secret: Generated<string | null>;
  totp_enabled: Generated<number>;
  totp_last_step: Generated<number | null>;
}

export interface SessionsTable {
  /** Random, unguessable; the token's `sid` claim. */
  id: string;
  user_id: number;
  created_at: string;
  expires_at: string;
  address: string | null;
}

export interface RecoveryCodesTable {
  id: Generated<number>;
  user_id: number;
  /** HMAC-SHA256 of the normalised code. */
  code_hash: string;
  used_at: string | null;
}

export interface ContactsTable {
  id: Generated<number>;
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  read: number;
  create_date: string;
  /** When the notification mail was queued; null until then. */
  notified_at: string | null;
  /** LGPD consent: policy version, when, through which form and page (null on rows older than 0007). */
  consent_version: string | null;
  consent_at: string | null;
  consent_form: string | null;
  consent_page: string | null;
  /** Lead source (null on rows older than 0023): the visit's landing page, referring host, UTM tags, the form's page, our own campaign. */
  source_landing: Generated<string | null>;
  source_referrer: Generated<string | null>;
  source_utm_source: Generated<string | null>;
  source_utm_medium: Generated<string | null>;
  source_utm_campaign: Generated<string | null>;
  source_utm_term: Generated<string | null>;
  source_utm_content: Generated<string | null>;
  source_page: Generated<string | null>;
  source_campaign_id: Generated<number | null>;
  /** Set by a data-subject erase (migration 0032): when, and the request's id. */
  erased_at: Generated<string | null>;
  erased_request_id: Generated<number | null>;
}

export interface NewsletterSubscribersTable {
  id: Generated<number>;
  email: string;
  ativo: number;
  create_date: string;
  motivo_cancelamento: string | null;
  data_cancelamento: string | null;
  cancel_token_hash: string | null;
  /** LGPD consent: policy version, when, through which form and page (null on rows older than 0007). */
  consent_version: string | null;
  consent_at: string | null;
  consent_form: string | null;
  consent_page: string | null;
  /** Set when the mail server refused the address for good (5xx); left out of campaigns until an Admin lifts it. */
  suppressed_at: Generated<string | null>;
  suppressed_reason: Generated<string | null>;
  /** Double opt-in (NEWSLETTER_CONFIRM=true): 1 until the confirmation link is used; such a subscriber gets no campaigns. */
  awaiting_confirmation: Generated<number>;
  /** When the subscription was confirmed (the signup itself without double opt-in). */
  confirmed_at: Generated<string | null>;
  /** SHA-256 of the confirmation link's token, while unconfirmed. */
  confirm_token_hash: Generated<string | null>;
  /** ISO 8601 UTC when staff deleted it (undoable for a moment; the retention job removes it a day later). */
  deleted_at: Generated<string | null>;
  /** Lead source (null on rows older than 0023): the visit's landing page, referring host, UTM tags, the form's page, our own campaign. */
  source_landing: Generated<string | null>;
  source_referrer: Generated<string | null>;
  source_utm_source: Generated<string | null>;
  source_utm_medium: Generated<string | null>;
  source_utm_campaign: Generated<string | null>;
  source_utm_term: Generated<string | null>;
  source_utm_content: Generated<string | null>;
  source_page: Generated<string | null>;
  source_campaign_id: Generated<number | null>;
}

/** The stored columns of a campaign as the API answers it (shared Campaign), less what is counted on read. */
export interface NewsletterCampaignsTable extends Omit<Campaign, 'id' | 'audience' | 'progress' | 'failures'> {
  id: Generated<number>;
  audience: Generated<number>;
  updated_at: string;
  /** Server failures in a row since the campaign last waited; the next wait grows with it. */
  mail_server_failures: Generated<number>;
}

export interface MailOutboxTable {
  id: Generated<number>;
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  status: OutboxStatus;
  attempts: number;
  next_attempt_at: string;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
  /** RFC 8058 one-click unsubscribe URL (newsletter mail only). */
  unsubscribe_url: string | null;
  /** The campaign this mail belongs to (one row per recipient); null for other mail. */
  campaign_id: Generated<number | null>;
  subscriber_id: Generated<number | null>;
}

export interface LoginAttemptsTable {
  /**
   * What is throttled (features/auth/throttle.service.ts): `pair:<username>|<address>`,
   * `ip:<address>`, `account:<username>` (the lockout counter), `totp:<userId>` and
   * `totp:<userId>|<address>` for second-factor codes, and `challenge:<id>` for a used 2FA challenge.
   */
  key: string;
  failures: number;
  last_failure_at: string;
  blocked_until: string | null;
}

export interface AnalyticsDailyTable {
  day: string;
  type: string;
  path: string;
  count: number;
}

export interface SettingsTable {
  key: string;
  value: string;
}

export interface AuditLogTable {
  id: Generated<number>;
  at: string;
  actor_id: number | null;
  actor_username: string | null;
  /** One of AUDIT_ACTIONS (packages/shared/src/audit.ts). */
  action: string;
  target_type: string | null;
  target_id: string | null;
  address: string | null;
  /** JSON object of non-personal facts, or null. */
  details: string | null;
}

export interface DsrRequestsTable {
  id: Generated<number>;
  email: string | null;
  subject_hint: string;
  status: DsrStatus;
  opened_at: string;
  opened_by: string;
  deadline_at: string;
  closed_at: string | null;
  /** JSON array of DsrAction. */
  actions: string;
  /** Sent from the site's form (migration 0015): what the person asked for, their name, details. Null when staff opened it. */
  kind: string | null;
  requester_name: string | null;
  details: string | null;
}

/** A request sent from the site's /lgpd form, waiting for its e-mail link (migration 0015). */
export interface DsrVerificationsTable {
  id: Generated<number>;
  email: string;
  name: string;
  kind: string;
  details: string;
  /** sha256 of the link's token; the token itself is only in the mail. */
  token_hash: string;
  created_at: string;
  expires_at: string;
  /** The request it became, once the link was used. */
  request_id: number | null;
}

export interface RetentionRunsTable {
  id: Generated<number>;
  at: string;
  contacts: number;
  subscribers: number;
  mails: number;
  audit: number;
}

export interface RateLimitsTable {
  /** '<limit name>:<client address>' */
  key: string;
  window_start: string;
  count: number;
}

/** A post brought in from another platform, keyed by its source site and id there. */
export interface ImportedPostsTable {
  site: string;
  source_id: number;
  post_id: number;
  guid: string;
  /** Hash of the source item as read: an unchanged item is left alone on a second import. */
  source_hash: string;
  author_id: number | null;
  byline: string | null;
  imported_at: string;
}

/** An old address answered with 301; `from_path` is a path, with its query when it has one. */
export interface RedirectsTable {
  id: Generated<number>;
  from_path: string;
  to_path: string;
  /** 'wordpress' (written by the importer) or 'manual' (staff). */
  source: string;
  site: string | null;
  created_by: number | null;
  hits: Generated<number>;
  last_hit_at: string | null;
  created_at: string;
  updated_at: string;
}

/** The newest release that migrated the database (one row, id 1): db/migrations.ts. */
export interface SchemaVersionTable {
  id: number;
  version: string;
  migrated_at: string;
}

/** A group of words search treats as one (migration 0024). */
export interface SearchSynonymsTable {
  id: Generated<number>;
  /** The words, separated by spaces. */
  words: string;
}

export interface Database {
  users: UsersTable;
  posts: PostsTable;
  post_images: PostImagesTable;
  post_slugs: PostSlugsTable;
  post_revisions: PostRevisionsTable;
  post_previews: PostPreviewsTable;
  post_search: PostSearchTable;
  post_image_variants: PostImageVariantsTable;
  content_versions: ContentVersionsTable;
  contacts: ContactsTable;
  newsletter_subscribers: NewsletterSubscribersTable;
  newsletter_campaigns: NewsletterCampaignsTable;
  mail_outbox: MailOutboxTable;
  login_attempts: LoginAttemptsTable;
  analytics_daily: AnalyticsDailyTable;
  settings: SettingsTable;
  audit_log: AuditLogTable;
  dsr_requests: DsrRequestsTable;
  dsr_verifications: DsrVerificationsTable;
  retention_runs: RetentionRunsTable;
  rate_limits: RateLimitsTable;
  sessions: SessionsTable;
  recovery_codes: RecoveryCodesTable;
  imported_posts: ImportedPostsTable;
  redirects: RedirectsTable;
  schema_version: SchemaVersionTable;
  search_synonyms: SearchSynonymsTable;
  webhook_endpoints: WebhookEndpointsTable;
  webhook_deliveries: WebhookDeliveriesTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type PostRow = Selectable<PostsTable>;
export type ContactRow = Selectable<ContactsTable>;
export type SubscriberRow = Selectable<NewsletterSubscribersTable>;
export type MailRow = Selectable<MailOutboxTable>;
export type CampaignRow = Selectable<NewsletterCampaignsTable>;
export type AuditLogRow = Selectable<AuditLogTable>;
export type DsrRequestRow = Selectable<DsrRequestsTable>;
export type DsrVerificationRow = Selectable<DsrVerificationsTable>;

/** A receiver of webhooks (migration 0023). */
export interface WebhookEndpointsTable {
  id: Generated<number>;
  url: string;
  description: Generated<string>;
  /** Space-separated event types. */
  events: string;
  active: number;
  paused_reason: string | null;
  paused_at: string | null;
  /** whsec_… ; the previous one keeps signing until previous_secret_until (a rotation's overlap). */
  secret: string;
  previous_secret: string | null;
  previous_secret_until: string | null;
  /** The process delivering to this endpoint holds it until then. */
  lease_until: Generated<string | null>;
  lease_owner: Generated<string | null>;
  created_at: string;
  updated_at: string;
}
export type WebhookEndpointRow = Selectable<WebhookEndpointsTable>;

/** The webhook outbox: one row per event and endpoint. */
export interface WebhookDeliveriesTable {
  id: Generated<number>;
  endpoint_id: number;
  message_id: string;
  event_type: string;
  payload: string;
  /** pending | delivered | failed */
  status: string;
  attempts: number;
  next_attempt_at: string;
  created_at: string;
  delivered_at: Generated<string | null>;
  last_attempt_at: Generated<string | null>;
  last_status_code: Generated<number | null>;
  last_latency_ms: Generated<number | null>;
  last_response: Generated<string | null>;
  last_error: Generated<string | null>;
}
export type WebhookDeliveryRow = Selectable<WebhookDeliveriesTable>;
