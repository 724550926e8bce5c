import { describe, expect, it } from 'vitest';
import { messages } from '@vitrine/shared/messages';
import { serviceUnavailable, unavailableReason } from './errors';

const failure = (code: string, message = 'qualquer texto') => Object.assign(new Error(message), { code });

describe('a busy database and a full disk, told apart by code', () => {
  it.each([
    ['DATABASE_BUSY', 'busy'],
    ['SQLITE_BUSY', 'busy'],
    ['SQLITE_LOCKED', 'busy'],
    ['55P03', 'busy'],
    ['SQLITE_FULL', 'storage_full'],
    ['53100', 'storage_full'],
    ['ENOSPC', 'storage_full'],
    ['EDQUOT', 'storage_full'],
  ])('%s is %s', (code, reason) => {
    expect(unavailableReason(failure(code))).toBe(reason);
  });

  it('ignores the wording: a busy-sounding message with another code is not a 503', () => {
    expect(unavailableReason(failure('SQLITE_CONSTRAINT', 'database is locked'))).toBeUndefined();
    expect(unavailableReason(new Error('database or disk is full'))).toBeUndefined();
    expect(unavailableReason(failure('toString'))).toBeUndefined();
    expect(serviceUnavailable(new Error('disk full'))).toBeUndefined();
  });

  it('answers each reason with its own message and Retry-After', () => {
    const busy = serviceUnavailable(failure('SQLITE_BUSY', 'disk is full'));
    expect(busy?.message).toBe(messages.http.busy);
    expect(busy?.headers).toMatchObject({ 'Retry-After': '5' });
    const full = serviceUnavailable(failure('53100', 'could not obtain lock'));
    expect(full?.message).toBe(messages.http.storageFull);
    expect(full?.headers).toMatchObject({ 'Retry-After': '300' });
  });
});
