import { afterEach, describe, expect, it, vi } from 'vitest';
import { track } from './analytics';

describe('track (analytics without the API client)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("posts the event as the API contract's POST /eventos, kept alive past the page's end", () => {
    const fetch = vi.fn().mockResolvedValue(new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetch);
    track('contact', '/solucoes');
    expect(fetch).toHaveBeenCalledOnce();
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/eventos');
    expect(init).toMatchObject({ method: 'POST', keepalive: true });
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json' });
    expect(JSON.parse(init.body as string)).toEqual({ type: 'contact', path: '/solucoes' });
  });

  it('counts the page the visitor is on when no path is given', () => {
    const fetch = vi.fn().mockResolvedValue(new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetch);
    vi.stubGlobal('window', { location: { pathname: '/blog' } });
    track('pageview');
    expect(JSON.parse((fetch.mock.calls[0] as [string, RequestInit])[1].body as string)).toEqual({
      type: 'pageview',
      path: '/blog',
    });
  });

  it('a failed request never reaches the visitor', async () => {
    // A plain function: a vi.fn would watch the promise it returns, and so handle its rejection.
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    expect(() => track('newsletter', '/')).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 10));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
