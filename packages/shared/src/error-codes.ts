/**
 * Why a request failed, as a stable name beside the Portuguese message of every error body:
 * `{ message, code, errors? }` (docs/ARCHITECTURE.md §4). Clients decide what to do from the code, never
 * from the status or the message text: one status stands for several reasons (a 401 is a
 * wrong password at the sign-in but an ended session anywhere else), and messages are copy
 * that may be reworded. Each code answers one HTTP status, declared here once.
 */
export const API_ERROR_STATUS = {
  /** The body or query cannot be read (not JSON, a missing token in a link). */
  malformed_request: 400,
  /** No token, or its session expired or was ended (password change, an Admin, "Sair de todas"). */
  session_ended: 401,
  /** The sign-in's password step: wrong username or password. */
  wrong_credentials: 401,
  /** The sign-in's code step: the authenticator or recovery code was wrong. */
  second_factor_invalid: 401,
  /** The sign-in's code step: the challenge from the password step ran out; start again. */
  second_factor_expired: 401,
  /** The role may not do this. */
  forbidden: 403,
  /** A temporary password must be changed before anything else. */
  password_change_required: 403,
  /** REQUIRE_2FA_FOR_ADMIN: this Admin must turn 2FA on before anything else. */
  second_factor_required: 403,
  /** A cross-site write (the Origin check). */
  origin_not_allowed: 403,
  not_found: 404,
  /** The request contradicts what is stored (a taken username, 2FA already off). */
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  /** Field rules failed; `errors` names the fields. */
  invalid_input: 422,
  /** The account is locked until an Admin unlocks it. */
  account_locked: 423,
  /** Too many attempts; the Retry-After header says how long to wait. */
  too_many_requests: 429,
  internal: 500,
  /** Something between the client and the server answered what it should not (the desktop's guard). */
  unexpected_reply: 502,
  /** The server cannot take the request now (a busy database, a full disk, no server reachable); retry later. */
  unavailable: 503,
  /** A newer release migrated the database: this older process serves nothing until replaced. */
  migrations_pending: 503,
  /** The database was replaced under this process (a restore): it takes no writes until restarted. */
  database_replaced: 503,
} as const satisfies Record<string, number>;

export type ApiErrorCode = keyof typeof API_ERROR_STATUS;

export function isApiErrorCode(value: unknown): value is ApiErrorCode {
  return typeof value === 'string' && Object.hasOwn(API_ERROR_STATUS, value);
}

/** Whether a response body is an error body of ours with this code (hosts that see raw responses). */
export function hasErrorCode(body: unknown, code: ApiErrorCode): boolean {
  return typeof body === 'object' && body !== null && (body as { code?: unknown }).code === code;
}
