import { API_ERROR_STATUS, type ApiErrorCode } from '@vitrine/shared/error-codes';
import { messages } from '@vitrine/shared/messages';

/**
 * Typed errors thrown by services and routes. The single error mapper in app.ts turns them
 * into docs/ARCHITECTURE.md §4's body, { message, code, errors? }, with the code's status (error-codes.ts).
 */
export class AppError extends Error {
  readonly status: (typeof API_ERROR_STATUS)[ApiErrorCode];
  constructor(
    readonly code: ApiErrorCode,
    message: string,
    readonly errors?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
    this.status = API_ERROR_STATUS[code];
  }

  get body(): { message: string; code: ApiErrorCode; errors?: Record<string, string> } {
    return this.errors
      ? { message: this.message, code: this.code, errors: this.errors }
      : { message: this.message, code: this.code };
  }
}

export const badRequest = (message: string = messages.http.malformedJson) => new AppError('malformed_request', message);
/** No usable session: no token, or an expired or ended one. */
export const sessionEnded = (message: string = messages.http.unauthorized) => new AppError('session_ended', message);
export const forbidden = (message: string = messages.http.forbidden) => new AppError('forbidden', message);
export const notFound = (message: string = messages.http.notFound) => new AppError('not_found', message);
export const conflict = (message: string) => new AppError('conflict', message);
/** Something broke on our side; the body never says what (the log does). */
export const internalError = () => new AppError('internal', messages.http.internal);
export const payloadTooLarge = (message: string = messages.http.payloadTooLarge) =>
  new AppError('payload_too_large', message);
export const unsupportedMediaType = (message: string = messages.http.unsupportedMediaType) =>
  new AppError('unsupported_media_type', message);
export const tooManyRequests = (retryAfterSeconds: number, message: string = messages.http.tooManyRequests) =>
  new AppError('too_many_requests', message, undefined, {
    'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });

/**
 * 422 with per-field messages; the top-level message is the first field's, for toasts. A
 * problem with the body as a whole (key '_', e.g. an array where an object belongs) names
 * no field, so it answers only the message.
 */
export function validationFailed(errors: Record<string, string>): AppError {
  const { _: whole, ...fields } = errors;
  const hasFields = Object.keys(fields).length > 0;
  const first = Object.values(fields)[0] ?? whole ?? messages.http.validation;
  return new AppError('invalid_input', first, hasFields ? errors : undefined);
}

/** The account is locked (past the per-username failure ceiling) until an Admin unlocks it. */
export const locked = (message: string) => new AppError('account_locked', message);

/** Seconds a client should wait before retrying after a busy database or a full disk. */
const BUSY_RETRY_AFTER_SECONDS = 5;
const STORAGE_FULL_RETRY_AFTER_SECONDS = 300;
const UNREACHABLE_RETRY_AFTER_SECONDS = 10;

/** Why the server cannot serve a request just now; the metrics label and the log event follow it. */
export type UnavailableReason = 'busy' | 'storage_full' | 'database_unreachable';

/**
 * The busy database and the full disk, told apart by error code only (a driver's wording
 * changes between versions and languages; its codes do not):
 * - busy: the SQLite driver's own DATABASE_BUSY after its wait (db/sqlite-driver.ts), SQLite's
 *   SQLITE_BUSY / SQLITE_LOCKED, PostgreSQL's lock_not_available (SQLSTATE 55P03);
 * - storage full: SQLITE_FULL, PostgreSQL's disk_full (53100), the file system's ENOSPC and
 *   EDQUOT (uploads, outbox).
 */
const UNAVAILABLE_CODES: Readonly<Record<string, UnavailableReason>> = {
  DATABASE_BUSY: 'busy',
  SQLITE_BUSY: 'busy',
  SQLITE_LOCKED: 'busy',
  '55P03': 'busy',
  SQLITE_FULL: 'storage_full',
  '53100': 'storage_full',
  ENOSPC: 'storage_full',
  EDQUOT: 'storage_full',
  // The database does not answer: nothing listens, the connection broke, the server is shutting
  // down or starting (57P01-57P03), a connection-class SQLSTATE (08xxx), a SQLite file gone.
  ECONNREFUSED: 'database_unreachable',
  ECONNRESET: 'database_unreachable',
  ETIMEDOUT: 'database_unreachable',
  EHOSTUNREACH: 'database_unreachable',
  ENETUNREACH: 'database_unreachable',
  ENOTFOUND: 'database_unreachable',
  EAI_AGAIN: 'database_unreachable',
  EPIPE: 'database_unreachable',
  '57P01': 'database_unreachable',
  '57P02': 'database_unreachable',
  '57P03': 'database_unreachable',
  '08000': 'database_unreachable',
  '08001': 'database_unreachable',
  '08003': 'database_unreachable',
  '08004': 'database_unreachable',
  '08006': 'database_unreachable',
  SQLITE_CANTOPEN: 'database_unreachable',
};

/**
 * node-postgres raises these without a code when a connection drops or never opens in time;
 * their wording is the library's own and fixed in its source, the only handle there is.
 */
const PG_CONNECTION_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /^Client has encountered a connection error/,
];

/** The reason a failure is the server's condition rather than the request's, or undefined. */
export function unavailableReason(error: unknown): UnavailableReason | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && Object.hasOwn(UNAVAILABLE_CODES, code)) return UNAVAILABLE_CODES[code];
  // Kysely or a pool may wrap the driver's error (AggregateError of each address tried, `cause`).
  const nested = (error as { cause?: unknown; errors?: unknown[] } | null) ?? {};
  for (const inner of [nested.cause, ...(Array.isArray(nested.errors) ? nested.errors : [])]) {
    const reason = inner && inner !== error ? unavailableReason(inner) : undefined;
    if (reason) return reason;
  }
  const message = error instanceof Error ? error.message : '';
  return code === undefined && PG_CONNECTION_MESSAGES.some((m) => m.test(message)) ? 'database_unreachable' : undefined;
}

/**
 * Maps failures that are the server's condition, not the request's, to a 503 the client
 * can retry: a database locked by another writer beyond the wait, or a full disk. Answers
 * undefined for any other error.
 */
export function serviceUnavailable(error: unknown): AppError | undefined {
  const reason = unavailableReason(error);
  return reason ? unavailableError(reason) : undefined;
}

/** The 503 for a condition already told apart (unavailableReason). */
export function unavailableError(reason: UnavailableReason): AppError {
  const [message, retryAfter] =
    reason === 'busy'
      ? [messages.http.busy, BUSY_RETRY_AFTER_SECONDS]
      : reason === 'storage_full'
        ? [messages.http.storageFull, STORAGE_FULL_RETRY_AFTER_SECONDS]
        : [messages.http.databaseUnavailable, UNREACHABLE_RETRY_AFTER_SECONDS];
  return new AppError('unavailable', message, undefined, { 'Retry-After': String(retryAfter) });
}
