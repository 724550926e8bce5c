import { describe, expect, it } from 'vitest';
import { ApiError, createApiClient, errorMessage, type ApiResponse, type ApiTransport } from './api-client';

const answering = (res: ApiResponse): ApiTransport => ({ request: async () => res });
const fallback = 'Não foi possível registrar a assinatura! Por favor, tente novamente mais tarde.';

describe('errors and the spec §8 message chain', () => {
  it("shows the server's message when it sent one", async () => {
    const api = createApiClient(
      answering({ status: 409, headers: {}, body: { message: 'Este e-mail já está inscrito na newsletter.' } }),
    );
    const error = await api.subscribe('ana@empresa.com').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(errorMessage(error, fallback)).toBe('Este e-mail já está inscrito na newsletter.');
  });

  it("falls back to the screen's own text when the answer carries no message (a proxy's HTML page)", async () => {
    const api = createApiClient(answering({ status: 502, headers: {}, body: null }));
    const error = await api.subscribe('ana@empresa.com').catch((e: unknown) => e);
    expect((error as ApiError).status).toBe(502);
    expect(errorMessage(error, fallback)).toBe(fallback);
  });

  it("uses an error's own message, but not a network TypeError's English text", () => {
    expect(errorMessage(new Error('Tempo esgotado'), fallback)).toBe('Tempo esgotado');
    expect(errorMessage(new TypeError('Failed to fetch'), fallback)).toBe(fallback);
    expect(errorMessage('algo', fallback)).toBe(fallback);
  });

  it('keeps per-field messages and the total of a paged list', async () => {
    const api = createApiClient(
      answering({ status: 422, headers: {}, body: { message: 'Verifique', errors: { email: 'Inválido' } } }),
    );
    const error = (await api.createContact({} as never).catch((e: unknown) => e)) as ApiError;
    expect(error.errors).toEqual({ email: 'Inválido' });
    const list = createApiClient(answering({ status: 200, headers: { 'x-total-count': '13' }, body: [] }));
    expect((await list.listPosts({ page: 2 })).total).toBe(13);
  });
});
