import { describe, expect, expectTypeOf, it } from 'vitest';
import { createApiClient, fillPath, type ApiRequest, type ApiTransport } from './api-client';
import type { ApiEndpoints, Message } from './api-contract';
import type { LoginResult, Post, User } from './schemas/index';

/** Records each request and answers `{}`: what the client sends, not what a server says. */
function recording() {
  const sent: ApiRequest[] = [];
  const transport: ApiTransport = {
    request: async (req) => {
      sent.push(req);
      return { status: 200, headers: {}, body: {} };
    },
  };
  return { api: createApiClient(transport), sent };
}

describe('the API contract on the client', () => {
  it('builds each call from the contract key: method, path with its parameters, query and body', async () => {
    const { api, sent } = recording();
    await api.getRevision(7, 12);
    await api.getPost('gestão de pessoas');
    await api.cancelSubscription('tok', 'Muitos e-mails');
    await api.campaignAction(3, 'pausar');
    await api.listAudit({ usuario: 'ana', pagina: 2 });
    expect(sent).toEqual([
      { method: 'GET', path: '/admin/posts/7/revisoes/12' },
      { method: 'GET', path: '/posts/gest%C3%A3o%20de%20pessoas' },
      {
        method: 'PUT',
        path: '/assinantes-newsletter',
        query: { token: 'tok' },
        json: { token: 'tok', motivo_cancelamento: 'Muitos e-mails' },
      },
      { method: 'POST', path: '/campanhas-newsletter/3/pausar', json: {} },
      { method: 'GET', path: '/auditoria', query: { usuario: 'ana', pagina: 2 } },
    ]);
  });

  it('refuses a path whose parameter is missing rather than calling a wrong address', () => {
    expect(() => fillPath('/usuarios/:id', {})).toThrow('Missing path parameter :id');
    expect(fillPath('/admin/posts/:id/revisoes/:revisionId', { id: 1, revisionId: 2 })).toBe(
      '/admin/posts/1/revisoes/2',
    );
  });

  // The type assertions below are checked by `npm run typecheck` (which CI runs before the tests):
  // an unused @ts-expect-error is itself an error, so renaming the field fails the build.
  it('types every answer from the contract, so a screen reading a field the server does not send fails typecheck', async () => {
    const { api } = recording();
    expectTypeOf(api.listUsers).returns.resolves.toEqualTypeOf<User[]>();
    expectTypeOf(api.login).returns.resolves.toEqualTypeOf<LoginResult>();
    expectTypeOf(api.getPost).returns.resolves.toEqualTypeOf<Post>();
    expectTypeOf(api.resetUserPassword).returns.resolves.toEqualTypeOf<Message & { temporaryPassword: string }>();
    const readsRenamedField = async () => {
      const reset = await api.resetUserPassword(1);
      // @ts-expect-error: the contract's field is `temporaryPassword`
      return reset.tempPassword;
    };
    // Inputs are typed from the contract's schemas (api-inputs.ts): a renamed query or body field
    // fails at every caller.
    // @ts-expect-error: the list's query field is `pageSize`
    await api.listPosts({ perPage: 3 });
    const userForm: ApiEndpoints['POST /usuarios']['json'] = { username: 'ana@alvorada.test', role: 1 };
    // @ts-expect-error: the user form's field is `username`
    const renamedUserForm: ApiEndpoints['POST /usuarios']['json'] = { login: 'ana@alvorada.test', role: 1 };
    expect([userForm.username, renamedUserForm]).toHaveLength(2);
    // At run time the misspelt field is simply absent: the answer carries only what the server sent.
    await expect(readsRenamedField()).resolves.toBeUndefined();
  });
});
