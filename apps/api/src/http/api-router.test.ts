import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Endpoint } from '@vitrine/shared/api-contract';
import { createTestContext, type TestContext } from '../../test/helpers';
import { apiRouter } from './api-router';

/**
 * Every endpoint of the contract (packages/shared/src/api-contract.ts). The type makes this list
 * complete and exact: a key missing here, or one the contract does not have, fails typecheck;
 * the test below then proves the running app registers exactly these routes.
 */
const CONTRACT_ENDPOINTS: Record<Endpoint, true> = {
  'POST /login': true,
  'POST /login/2fa': true,
  'POST /verifyToken': true,
  'POST /logout': true,
  'DELETE /sessoes': true,
  'GET /2fa': true,
  'POST /2fa/cadastro': true,
  'POST /2fa/ativar': true,
  'POST /2fa/desativar': true,
  'GET /usuarios': true,
  'POST /usuarios': true,
  'PUT /usuarios': true,
  'PUT /usuarios/:id': true,
  'DELETE /usuarios/:id': true,
  'DELETE /usuarios/:id/sessoes': true,
  'POST /usuarios/:id/senha-temporaria': true,
  'POST /usuarios/:id/desbloquear': true,
  'GET /auditoria': true,
  'GET /auditoria/csv': true,
  'GET /fila-emails': true,
  'GET /fila-emails/contagem': true,
  'POST /fila-emails/:id/reenviar': true,
  'DELETE /fila-emails/:id': true,
  'GET /posts': true,
  'GET /posts/sugestoes': true,
  'GET /posts/:ref': true,
  'GET /previas/:token': true,
  'GET /posts/:id/images/:imageId': true,
  'GET /posts/:id/images/:imageId/:variant': true,
  'GET /admin/posts': true,
  'GET /admin/posts/:id': true,
  'POST /admin/posts/:id/despublicacao': true,
  'GET /admin/posts/:id/revisoes': true,
  'GET /admin/posts/:id/revisoes/:revisionId': true,
  'POST /admin/posts/:id/revisoes/:revisionId/restauracao': true,
  'POST /admin/posts/:id/previas': true,
  'DELETE /admin/posts/:id/previas': true,
  'POST /posts': true,
  'PUT /posts': true,
  'DELETE /posts/:id': true,
  'POST /posts/:id/restauracao': true,
  'POST /contato': true,
  'POST /contato/send': true,
  'GET /contato': true,
  'PUT /contato': true,
  'POST /assinantes-newsletter': true,
  'POST /assinantes-newsletter/send': true,
  'POST /assinantes-newsletter/confirmar': true,
  'GET /assinantes-newsletter/cancelamento': true,
  'PUT /assinantes-newsletter': true,
  'GET /assinantes-newsletter': true,
  'DELETE /assinantes-newsletter/:id': true,
  'POST /assinantes-newsletter/:id/restauracao': true,
  'POST /assinantes-newsletter/:id/remover-supressao': true,
  'GET /campanhas-newsletter': true,
  'POST /campanhas-newsletter': true,
  'GET /campanhas-newsletter/:id': true,
  'PUT /campanhas-newsletter/:id': true,
  'GET /campanhas-newsletter/:id/previa': true,
  'POST /campanhas-newsletter/:id/teste': true,
  'POST /campanhas-newsletter/:id/enviar': true,
  'POST /campanhas-newsletter/:id/agendar': true,
  'POST /campanhas-newsletter/:id/pausar': true,
  'POST /campanhas-newsletter/:id/retomar': true,
  'POST /campanhas-newsletter/:id/cancelar': true,
  'POST /titulares/solicitacoes': true,
  'POST /titulares/solicitacoes/confirmacao': true,
  'POST /lgpd/consulta': true,
  'GET /lgpd/solicitacoes': true,
  'POST /lgpd/solicitacoes': true,
  'GET /lgpd/solicitacoes/:id/dados': true,
  'GET /lgpd/solicitacoes/:id/exportacao': true,
  'POST /lgpd/solicitacoes/:id/eliminacao': true,
  'POST /lgpd/solicitacoes/:id/conclusao': true,
  'POST /exportacoes': true,
  'POST /eventos': true,
  'GET /eventos/resumo': true,
  'GET /config': true,
  'GET /openapi.json': true,
  'POST /importacoes-wordpress': true,
  'GET /importacoes-wordpress/:id': true,
  'POST /importacoes-wordpress/:id/execucao': true,
  'GET /redirecionamentos': true,
  'POST /redirecionamentos': true,
  'PUT /redirecionamentos/:id': true,
  'DELETE /redirecionamentos/:id': true,
  'GET /backups': true,
  'POST /usuarios/:id/2fa/redefinir': true,
  'GET /campanhas-newsletter/destinatarios-teste': true,
  'POST /assinantes-newsletter/remover-supressao': true,
  'GET /sinonimos-busca': true,
  'PUT /sinonimos-busca': true,
  'GET /integracoes': true,
  'POST /integracoes': true,
  'PUT /integracoes/:id': true,
  'DELETE /integracoes/:id': true,
  'POST /integracoes/:id/segredo': true,
  'POST /integracoes/:id/teste': true,
  'GET /integracoes/:id/entregas': true,
  'POST /integracoes/entregas/:id/reenvio': true,
  'POST /fila-emails/:id/envio': true,
};

describe('the API contract on the server', () => {
  let ctx: TestContext;
  beforeEach(async () => {
    ctx = await createTestContext();
  });
  afterEach(async () => {
    await ctx.close();
  });

  it('registers under /api exactly the endpoints of the contract, no more and no fewer', () => {
    const registered = new Set(
      ctx.app.routes
        .filter((route) => route.path.startsWith('/api/') && ['GET', 'POST', 'PUT', 'DELETE'].includes(route.method))
        .map((route) => `${route.method} ${route.path.slice('/api'.length)}`),
    );
    expect([...registered].sort()).toEqual(Object.keys(CONTRACT_ENDPOINTS).sort());
  });
});

describe('apiRouter', () => {
  it('registers each route with its middleware, and answers through them in order', async () => {
    const router = apiRouter();
    const seen: string[] = [];
    router.get(
      '/config',
      async (_c, next) => {
        seen.push('middleware');
        await next();
      },
      (c) => {
        seen.push('handler');
        return c.json({ companyName: 'a', platformOrigin: 'b', tenantName: 'c', publicUrl: 'd' });
      },
    );
    const res = await router.routes.request('/config');
    expect(res.status).toBe(200);
    expect(seen).toEqual(['middleware', 'handler']);
  });

  it('refuses at compile time a path outside the contract and a handler whose JSON lacks a field', () => {
    const router = apiRouter();
    // @ts-expect-error: '/usuario' is not a path of the contract (it is '/usuarios')
    router.get('/usuario', (c) => c.json([]));
    router.post(
      '/usuarios/:id/senha-temporaria',
      // @ts-expect-error: the contract answers `temporaryPassword`; a renamed field does not compile
      (c) => c.json({ message: 'Senha temporária gerada com sucesso', tempPassword: 'x' }),
    );
    // @ts-expect-error: GET /usuarios answers a list, not one user
    router.get('/usuarios', (c) => c.json({ id: 1, username: 'a', role: 'admin' }));
    // The same handlers with the contract's fields compile.
    router.post('/usuarios/:id/senha-temporaria', (c) => c.json({ message: 'ok', temporaryPassword: 'x' }));
    router.delete('/usuarios/:id', (c) => c.json({ message: 'ok' }));
    expect(router.routes.routes.map((route) => `${route.method} ${route.path}`)).toEqual([
      'GET /usuario',
      'POST /usuarios/:id/senha-temporaria',
      'GET /usuarios',
      'POST /usuarios/:id/senha-temporaria',
      'DELETE /usuarios/:id',
    ]);
  });
});
