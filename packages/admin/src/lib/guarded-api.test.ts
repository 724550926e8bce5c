import { describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, type ApiTransport } from '@vitrine/shared/api-client';
import { guardedApi } from './guarded-api';

const answering = (status: number, body: unknown): ApiTransport => ({
  request: async () => ({ status, headers: {}, body }),
});

describe('guarded API client', () => {
  it('ends the session when a call made with it answers session_ended', async () => {
    const onUnauthorized = vi.fn();
    const api = guardedApi(
      createApiClient(answering(401, { message: 'Sessão inválida', code: 'session_ended' })),
      onUnauthorized,
    );
    await expect(api.listUsers()).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
  it('leaves a failed login alone (a 401 with wrong_credentials)', async () => {
    const onUnauthorized = vi.fn();
    const api = guardedApi(
      createApiClient(answering(401, { message: 'Usuário ou senha incorretos.', code: 'wrong_credentials' })),
      onUnauthorized,
    );
    await expect(api.login('a', 'b')).rejects.toThrow('Usuário ou senha incorretos.');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
  it('leaves a wrong two-factor code alone too', async () => {
    const onUnauthorized = vi.fn();
    const api = guardedApi(
      createApiClient(answering(401, { message: 'Código inválido', code: 'second_factor_invalid' })),
      onUnauthorized,
    );
    await expect(api.loginSecondStep('challenge', '123456')).rejects.toThrow('Código inválido');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
  it('does not read a bare 401 without our code as an ended session (a proxy in the way)', async () => {
    const onUnauthorized = vi.fn();
    const api = guardedApi(createApiClient(answering(401, null)), onUnauthorized);
    await expect(api.listUsers()).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
  it('passes other errors and answers through', async () => {
    const onUnauthorized = vi.fn();
    const failing = guardedApi(
      createApiClient(answering(409, { message: 'Conflito', code: 'conflict' })),
      onUnauthorized,
    );
    await expect(failing.createUser('ana', 2)).rejects.toMatchObject({ status: 409, message: 'Conflito' });
    const ok = guardedApi(createApiClient(answering(200, [{ id: 1 }])), onUnauthorized);
    await expect(ok.listContacts()).resolves.toEqual([{ id: 1 }]);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});
