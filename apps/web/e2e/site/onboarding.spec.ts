import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures';

/**
 * The guide inside the partner platform. The e2e server trusts PLATFORM_ORIGIN
 * http://localhost:3199 (scripts/e2e-server.mjs). Each worker serves the "platform" page
 * (and an intruder page on another origin) from its own small server on a free port, and
 * page.route sends the browser's requests for those origins there: the two projects run
 * side by side and could not both listen on 3199. A real server, rather than a fulfilled
 * response, keeps Chromium's local-network checks satisfied when the page frames 127.0.0.1.
 */
const PLATFORM = process.env.E2E_PLATFORM_ORIGIN ?? 'http://localhost:3199';
const INTRUDER = 'http://localhost:3198';

function session(tenantName: string) {
  return {
    servicesUrl: 'https://platform.example/t/services',
    token: {
      version: '2',
      scope: 'default',
      expires_in: 3600,
      username: 'ana.souza',
      token_type: 'bearer',
      access_token: 'access-e2e',
      refresh_token: 'refresh-e2e',
      type: 'internal',
      email: 'ana.souza@alvorada.test',
      fullName: 'Ana Souza',
      tenantName,
      locale: 'pt-BR',
    },
  };
}

let pages: Server;
let pagesUrl = '';

test.beforeAll(async () => {
  pages = createServer((req, res) => {
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    if (req.url?.startsWith('/intruder')) {
      res.end('<!doctype html><p>intruso</p>');
      return;
    }
    // The site under test is named in the query: the page is the same for every project.
    const query = new URL(req.url ?? '/', 'http://x').searchParams;
    const site = query.get('site') ?? '';
    // ?onload=<tenant>: the platform posts the session on the iframe's load event, as a
    // platform that does not wait for 'onboarding:ready' would.
    const onload = query.get('onload');
    const postOnLoad = onload
      ? ` onload='this.contentWindow.postMessage(${JSON.stringify(session(onload)).replace(/'/g, '&#39;')}, "*")'`
      : '';
    res.end(`<!doctype html><html><body style="margin:0">
      <iframe id="guide" title="Guia" src="${site}/colaborador/onboarding"${postOnLoad} style="width:100%;height:90vh;border:0"></iframe>
      <iframe id="intruder" title="Outro site" src="${INTRUDER}/intruder.html" style="width:1px;height:1px;border:0"></iframe>
    </body></html>`);
  });
  await new Promise<void>((resolve) => pages.listen(0, '127.0.0.1', resolve));
  pagesUrl = `http://127.0.0.1:${(pages.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => pages.close(resolve));
});

async function openInPlatform(page: Page, site: string, options: { postOnLoadAs?: string } = {}) {
  for (const origin of [PLATFORM, INTRUDER]) {
    await page.route(`${origin}/**`, (route) =>
      route.continue({
        url: pagesUrl + new URL(route.request().url()).pathname + new URL(route.request().url()).search,
      }),
    );
  }
  const onload = options.postOnLoadAs ? `&onload=${encodeURIComponent(options.postOnLoadAs)}` : '';
  await page.goto(`${PLATFORM}/?site=${encodeURIComponent(site)}${onload}`);
  const guide = page.frameLocator('#guide');
  if (!options.postOnLoadAs) await expect(guide.getByText('Carregando...')).toBeVisible();
  return guide;
}

/** Posts from the platform page itself: origin PLATFORM. */
async function postFromPlatform(page: Page, data: unknown) {
  await page.evaluate((d) => {
    (document.getElementById('guide') as HTMLIFrameElement).contentWindow!.postMessage(d, '*');
  }, data);
}

test.describe('onboarding guide', () => {
  test('outside a frame it is only available inside the platform', async ({ page }) => {
    await page.goto('/colaborador/onboarding');
    await expect(page.getByRole('heading', { name: 'Disponível apenas na Plataforma SeniorX' })).toBeVisible();
    await expect(page.getByText('Carregando...')).toHaveCount(0);
  });

  test('outside a frame it offers a way on: the site, and the contact form opened on arrival', async ({ page }) => {
    await page.goto('/colaborador/onboarding');
    const ways = page.getByRole('navigation', { name: 'Outros caminhos' });
    await expect(ways.getByRole('link', { name: 'Ir para o site da Alvorada' })).toHaveAttribute('href', '/');
    await ways.getByRole('link', { name: 'Fale com a nossa equipe' }).click();
    await expect(page).toHaveURL(/\/#contato$/);
    const dialog = page.getByRole('dialog', { name: 'Vamos conversar sobre a sua operação' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Nome', { exact: true })).toBeFocused();
  });

  test('inside the platform, the company tenant sees the guide', async ({ page, baseURL }) => {
    const guide = await openInPlatform(page, baseURL!);
    await postFromPlatform(page, session('Alvorada'));

    await expect(guide.getByRole('heading', { level: 1 })).toContainText('Olá, Ana!');
    await expect(guide.getByText('Ana Souza')).toBeVisible();
    const menu = guide.getByRole('navigation', { name: 'Seções do guia' });
    for (const label of [
      'Sobre a empresa',
      'O que fazemos',
      'Nossa rede (VPN)',
      'Conheça o site',
      'Rede social corporativa',
      'Mascote Sol',
    ]) {
      await expect(menu.getByRole('link', { name: label })).toBeVisible();
    }
    await expect(guide.getByRole('figure', { name: /^Vídeo:/ })).toHaveCount(2);
    await expect(guide.getByRole('img', { name: /Sol, o mascote/ }).first()).toBeVisible();
    await expect(guide.getByRole('link', { name: /LinkedIn/ })).toHaveAttribute('href', /linkedin\.com/);

    // WCAG 2 A/AA inside the frame (the test's own platform page is not under test).
    const axe = await new AxeBuilder({ page })
      .include(['#guide', 'body'])
      .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
      .analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

    // The jump menu takes the employee to the VPN steps, and a "video" plays.
    await menu.getByRole('link', { name: 'Nossa rede (VPN)' }).click();
    await expect(guide.getByRole('heading', { name: 'Nossa rede (VPN)' })).toBeInViewport();
    await guide.getByRole('button', { name: 'Reproduzir vídeo: Conectando-se à VPN' }).click();
    await expect(guide.getByText('Ligue o notebook corporativo', { exact: true })).toBeVisible();
  });

  test('another tenant sees the restricted screen', async ({ page, baseURL }) => {
    const guide = await openInPlatform(page, baseURL!);
    await postFromPlatform(page, session('outra-empresa'));
    await expect(guide.getByRole('heading', { name: 'Acesso restrito' })).toBeVisible();
    await expect(
      guide.getByText(
        'Esta página não está disponível para o tenant atual. Caso acredite que seja um engano, entre em contato com o administrador.',
      ),
    ).toBeVisible();
  });

  test('a message from any other origin is ignored', async ({ page, baseURL }) => {
    const guide = await openInPlatform(page, baseURL!);
    const intruder = page.frame({ url: new RegExp(`^${INTRUDER}`) })!;
    await intruder.evaluate((d) => window.parent.frames[0]!.postMessage(d, '*'), session('alvorada'));
    await page.waitForTimeout(800);
    await expect(guide.getByText('Carregando...')).toBeVisible();
    await expect(guide.getByRole('heading', { name: /Olá/ })).toHaveCount(0);

    // The same data from the platform itself is accepted.
    await postFromPlatform(page, session('alvorada'));
    await expect(guide.getByRole('heading', { level: 1 })).toContainText('Olá, Ana!');
  });

  test('a session posted on the load event of the frame is not lost', async ({ page, baseURL }) => {
    const guide = await openInPlatform(page, baseURL!, { postOnLoadAs: 'Alvorada' });
    await expect(guide.getByRole('heading', { level: 1 })).toContainText('Olá, Ana!');
    await expect(guide.getByText('Carregando...')).toHaveCount(0);
  });

  test('after 10 s without a session it explains, and a later session still opens the guide', async ({
    page,
    baseURL,
  }) => {
    // Real time: the guide lives in a cross-origin frame, where Playwright's fake clock does not reach.
    const guide = await openInPlatform(page, baseURL!);
    const started = Date.now();
    await expect(guide.getByRole('heading', { name: 'Não recebemos os dados do seu acesso' })).toBeVisible({
      timeout: 15_000,
    });
    expect(Date.now() - started).toBeGreaterThan(8_000);
    await expect(guide.getByText('Carregando...')).toHaveCount(0);
    await expect(guide.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();

    await postFromPlatform(page, session('alvorada'));
    await expect(guide.getByRole('heading', { level: 1 })).toContainText('Olá, Ana!');
  });
});
