import { expect, test } from './fixtures';

test.describe('route table', () => {
  test('an unknown path redirects to the home page', async ({ page }) => {
    await page.goto('/caminho/que/nao/existe');
    await expect(page).toHaveURL(/\/$/);
  });

  test('the server answers the SPA for deep links and JSON for the API', async ({ request }) => {
    const deepLink = await request.get('/solucoes/sistemas-logistica/wms');
    expect(deepLink.status()).toBe(200);
    expect(deepLink.headers()['content-type']).toContain('text/html');
    const api = await request.get('/api/rota-inexistente');
    expect(api.status()).toBe(404);
    expect(await api.json()).toEqual({ message: 'Recurso não encontrado.', code: 'not_found' });
  });
});
