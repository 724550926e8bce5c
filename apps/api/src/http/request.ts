import type { Context } from 'hono';
import { isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { z } from 'zod';
import { messages } from '@vitrine/shared/messages';
import { validate } from '@vitrine/shared/schemas';
import { badRequest, notFound, unsupportedMediaType, validationFailed } from './errors';

const JSON_TYPE = /^application\/(.+\+)?json\s*(;|$)/i;

/**
 * Parses a JSON body; malformed JSON is a 400. A body needs Content-Type application/json
 * (415 otherwise): a page on another site can send text/plain or a form without asking
 * (fetch no-cors, <form>), but not JSON, so this keeps other sites from posting through
 * their visitors' browsers. An empty body without a type reads as {}.
 */
export async function readJson(c: Context, options: { acceptText?: boolean } = {}): Promise<unknown> {
  const type = c.req.header('content-type') ?? '';
  // navigator.sendBeacon sends a string body as text/plain; where allowed it is read like JSON.
  if (options.acceptText && /^text\/plain\b/i.test(type)) return parseJsonText(await c.req.text());
  if (!JSON_TYPE.test(type)) {
    // Refused before reading when the length is declared; the answer then closes the connection.
    if (Number(c.req.header('content-length') ?? 0) > 0) throw unsupportedMediaType();
    if ((await c.req.text()).trim() !== '') throw unsupportedMediaType();
    return {};
  }
  return parseJsonText(await c.req.text());
}

/** JSON text as a value; empty is {} and malformed JSON is a 400. */
function parseJsonText(raw: string): unknown {
  if (raw.trim() === '') return {};
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    throw badRequest();
  }
}

/** Reads the JSON body and validates it with a shared schema (422 with field messages). */
export async function readValid<T extends z.ZodType>(c: Context, schema: T): Promise<z.output<T>> {
  return parseValid(schema, await readJson(c));
}

/** Reads the query string and validates it with a shared schema (422 with field messages). */
export function readQuery<T extends z.ZodType>(c: Context, schema: T): z.output<T> {
  return parseValid(schema, c.req.query());
}

/**
 * Where in a parsed body or query a NUL character hides ('' at the top), or null. PostgreSQL
 * refuses NUL in text (a 500 with a stack trace in the log), SQLite would store it, and no
 * person types one: refused as invalid input on both engines.
 */
function nulCharacterPath(input: unknown, path = ''): string | null {
  if (typeof input === 'string') return input.includes('\u0000') ? path : null;
  if (!input || typeof input !== 'object') return null;
  for (const [key, value] of Object.entries(input)) {
    if (key.includes('\u0000')) return path || key.replaceAll('\u0000', '');
    const found = nulCharacterPath(value, path || key);
    if (found !== null) return found;
  }
  return null;
}

export function parseValid<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const nulAt = nulCharacterPath(input);
  if (nulAt !== null) throw validationFailed({ [nulAt || '_']: messages.http.invalidCharacter });
  const result = validate(schema, input);
  if (!result.ok) throw validationFailed(result.errors);
  return result.data;
}

/** Positive integer path parameter, or 404 (an id that cannot exist is an unknown id). */
export function idParam(c: Context, name = 'id'): number {
  const raw = c.req.param(name) ?? '';
  const id = /^\d{1,15}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id) || id <= 0) throw notFound();
  return id;
}

/** The longest address the tables keep (an IPv6 address with a zone id fits). */
const MAX_ADDRESS_LENGTH = 64;

/**
 * The caller's address. Behind a reverse proxy (TRUST_PROXY=true) the last
 * X-Forwarded-For entry: the one our proxy appended for the peer it saw. Earlier entries
 * come from the client itself, so trusting them would let anyone pick the address the
 * login throttle and the rate limits count against. Whatever the header holds that is not an
 * IP address (the proxy passes on what it was given when misconfigured) is not taken: the
 * stored address columns hold 64 characters, and a longer value failed sign-ins and writes.
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (forwarded && isIP(forwarded) && forwarded.length <= MAX_ADDRESS_LENGTH) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
